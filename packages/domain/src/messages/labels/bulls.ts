// Labels of the bull and semen-lot screens, which the spec names only by field (§2, §3); pt-BR, not verbatim
// spec texts.

export const BULLS_TITLE = 'Touros';
export const NEW_BULL_TITLE = 'Novo Touro';
export const EDIT_BULL_TITLE = 'Editar Touro';
export const GLOBAL_BULLS_TITLE = 'Cadastro de Sêmen';
export const NEW_BULL_BUTTON = 'Touro';
export const BULL_NOT_FOUND = 'Touro não encontrado neste dispositivo.';
export const NO_BULLS_YET = 'Ainda não existe nenhum touro cadastrado';
export const BULLS_LABEL = 'Touros';
export { BACK_TO_MANAGEMENT } from '../farms.ts';
export { BACK_BUTTON as BACK } from '../navigation.ts';
export const VIEW = 'Visualizar';
export const LOTS_BUTTON = 'Partidas';

export const LABEL_NAME = 'Nome do Touro';
export const LABEL_CODE = 'Código do Touro';
export const LABEL_BREED = 'Raça do Touro';
export const LABEL_CENTRAL = 'Central';
export const LABEL_CENTRAL_NAME = 'Nome da Central';
export const LABEL_NOTE = 'Observação';
/** Spec §5 'Bull': the departure date (the record's `partida`), optional. */
export const LABEL_DEPARTURE = 'Data de Saída';

export const COLUMN_BULL = 'Touro';
export const COLUMN_CODE = 'Código';
export const COLUMN_BREED = 'Raça';
export const COLUMN_CENTRAL = 'Central';
export const COLUMN_FARM = 'Fazenda';
export const COLUMN_ACTIONS = 'Ações';
/** A bull of the user's own catalogue, kept on no farm. */
export const NO_FARM = 'Todas';

export const LOTS_TITLE = 'Partidas';
export const NEW_LOT_TITLE = 'Nova Partida';
export const EDIT_LOT_TITLE = 'Editar Partida';
export const NEW_LOT_BUTTON = 'Nova Partida';
export const LOTS_LABEL = 'Partidas do touro';
export const NO_LOTS_YET = 'Ainda não existe nenhuma partida deste touro';
export const CODE_MODE = 'Identificar por código';
export const LABEL_LOT_DATE = 'Data da Partida';
export const LABEL_LOT_CODE = 'Código da Partida';
export const LABEL_FARMS = 'Fazendas';
export const NO_FARMS = 'Nenhuma fazenda baixada neste dispositivo em que você possa cadastrar sêmen.';
export const COLUMN_LOT = 'Partida';
export const COLUMN_FARMS = 'Fazendas';
export const LOT_CREATED = 'Partida cadastrada.';
export const LOT_UPDATED = 'Partida atualizada.';

export function confirmDeleteBull(name: string): string {
  return `Deseja realmente excluir o touro (${name})?`;
}

export function confirmDeleteLot(label: string): string {
  return `Deseja realmente excluir a partida (${label})?`;
}
