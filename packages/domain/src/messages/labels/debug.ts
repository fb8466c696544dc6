import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/debug.ts';

const m = defineMessages('labels/debug', ptBR);

// The debug panel (spec §2: 'a screen with a debug panel has download buttons for Fazendas, Retiros, Lotes,
// Protocolos, D0s, DNs, IATFs, Usuários, Sêmens and Tudo'). Button texts verbatim.

export const DEBUG_TITLE = (): string => m.text('DEBUG_TITLE');
export const DEBUG_HINT = (): string => m.text('DEBUG_HINT');
const DEBUG_TABLE_KEYS = [
  'fazendas',
  'retiros',
  'lotes',
  'protocolos',
  'd0s',
  'dns',
  'iatfs',
  'usuarios',
  'touros',
] as const;
export const DEBUG_TABLES = () =>
  DEBUG_TABLE_KEYS.map((key) => ({ key, label: m.text('DEBUG_TABLE_LABELS')[key] }));
export const DEBUG_ALL = (): string => m.text('DEBUG_ALL');
export function debugCount(count: number): string {
  return m.format('debugCount', { count, n: String(count) });
}
