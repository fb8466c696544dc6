import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/dg.ts';

const m = defineMessages('dg', ptBR);

// DG / DGRessinc and DG Final screens (spec §2, §4, §8): texts the spec does not give in management.ts.
// Verbatim unless marked "not in the spec".

/** Not in the spec: the confirmation 'Preencher Todas' asks before it fills every unsaved row. */
export function confirmFillAll(count: number): string {
  return m.format('confirmFillAll', { count, n: String(count) });
}

/** Not in the spec: 'Preencher Todas' pressed with nothing chosen in the bulk bar. */
export const FILL_ALL_NOTHING_CHOSEN = (): string => m.text('FILL_ALL_NOTHING_CHOSEN');

/** A counter's share with its counts: '57,40 % (512/892)'. */
export function shareWithCounts(percentText: string, count: number, total: number): string {
  return `${percentText} % (${count}/${total})`;
}

/** The DG header's 'TOTAL DE MATRIZES: saved/total' (spec §2 writes it with a colon there). */
export function dgTotalCows(saved: number, total: number): string {
  return m.format('dgTotalCows', { saved: String(saved), total: String(total) });
}
