import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/receipts.ts';

const m = defineMessages('receipts', ptBR);

// The handling receipt's readable parts (management/receipt.ts). Not in the spec. The type the receipt's hashed
// content carries is a fixed code; these are its names in the file name, in the language of whoever finalizes.

/** The step a receipt records, by receipt type ('D0 Ressinc' → 'D0 Resinc' in Spanish). */
export const RECEIPT_TYPE_LABELS = () => m.text('RECEIPT_TYPE_LABELS');
