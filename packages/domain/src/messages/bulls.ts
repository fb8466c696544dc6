// Bulls and semen lots (partidas) (spec §2, §8). Verbatim.

export const BULL_HAS_IATFS = 'Não é possível excluir este touro';
