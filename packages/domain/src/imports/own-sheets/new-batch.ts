// A batch the import of a farm's own workbook creates for a sheet, as the batch form would create it with the
// fields the person gave (name, retiro, protocol, D0 date): the record, and the D0 date a sheet's 'Data IA' gives.
import { textKey } from '../../rules/sorting.ts';
import type { OwnSheetNewBatch } from '../own-sheet-api.ts';
import { textCell } from '../sheet-rows.ts';
import { headerCells, type SheetGrid } from './header-row.ts';

/** Headings of a column that names the lot on each line, in both languages. */
const LOT_HEADINGS = new Set(['lote', 'nome do lote', 'lote iatf', 'nombre del lote', 'lote de iatf']);

/**
 * The name a new batch for a sheet starts with: the text of its 'Lote' column when every line below the headings
 * that fills it says the same (one lot per sheet, named inside it), else the sheet's own name.
 */
export function suggestedBatchName(sheetName: string, grid: SheetGrid, headerRow: number): string {
  const column = headerCells(grid, headerRow).findIndex((cell) => LOT_HEADINGS.has(textKey(textCell(cell))));
  if (column >= 0) {
    const names = new Set(
      grid.slice(headerRow).flatMap((line) => {
        const text = textCell(line?.[column])?.trim();
        return text ? [text] : [];
      }),
    );
    const [only] = names;
    if (names.size === 1 && only) return only;
  }
  return sheetName.trim();
}

/** The new batch's record, before any cow: the flags and counter as a batch the form creates starts. */
export function ownSheetBatchRecord(
  novo: OwnSheetNewBatch,
  { id, usuarioId, nowIso }: { id: string; usuarioId: string; nowIso: string },
) {
  return {
    id,
    created: nowIso,
    updated: nowIso,
    isDeleted: false,
    priority: false,
    nomeLote: novo.nomeLote.trim(),
    retiroId: novo.retiroId,
    protocoloId: novo.protocoloId,
    dataIatf: novo.dataIatf,
    usuarioId,
    iatfCount: 0,
    isResync: false,
    isPrecoce: false,
    isFinalize: false,
    pastDG: false,
    pastDGFinal: false,
  };
}
