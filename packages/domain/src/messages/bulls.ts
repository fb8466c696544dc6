import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/bulls.ts';

const m = defineMessages('bulls', ptBR);

// Bulls and semen lots (partidas) (spec §2, §8). Verbatim.

export const BULL_HAS_IATFS = (): string => m.text('BULL_HAS_IATFS');
