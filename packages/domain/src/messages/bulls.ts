import { defineMessages } from '../i18n/catalog.ts';
import es from '../i18n/catalogs/es/bulls.ts';
import ptBR from '../i18n/catalogs/pt-BR/bulls.ts';

const m = defineMessages({ 'pt-BR': ptBR, es });

// Bulls and semen lots (partidas) (spec §2, §8). Verbatim.

export const BULL_HAS_IATFS = (): string => m.text('BULL_HAS_IATFS');
