// The receipt of an import, as a finalized handling has one (management/receipt.ts): the batches, cows and IATFs
// the import wrote, as stored, with the SHA-256 of their canonical JSON, so the administrator's proof screen
// shows whether a copy kept by the farm is unaltered and what changed since.
import { z } from 'zod';
import { RECEIPT_EXTENSION, receiptTimestamp, safeName } from '../management/receipt.ts';
import { IMPORT_RECEIPT_PREFIX } from '../messages/exports.ts';

/** The receipt's type, where a handling's says 'D0' or 'DG'. */
export const IMPORT_RECEIPT_TYPE = 'Importação';

/** What the apply answers: the file's name and the receipt it holds. */
export const importReceiptSchema = z.object({
  nome: z.string().max(300),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  conteudo: z.record(z.string(), z.unknown()),
});

export type ImportReceipt = z.infer<typeof importReceiptSchema>;

/** 'Comprovante de importação - Fazenda X - 29-11-2026 15-45-12.gestar'. */
export function importReceiptFileName(fazenda: string, instant: Date): string {
  return `${IMPORT_RECEIPT_PREFIX()} - ${safeName(fazenda)} - ${receiptTimestamp(instant)}${RECEIPT_EXTENSION}`;
}
