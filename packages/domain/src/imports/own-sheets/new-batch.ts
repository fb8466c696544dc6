// A batch the import of a farm's own workbook creates for a sheet, as the batch form would create it with the
// fields the person gave (name, retiro, protocol, D0 date): the record, and the D0 date a sheet's 'Data IA' gives.
import type { OwnSheetNewBatch } from '../own-sheet-api.ts';

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
