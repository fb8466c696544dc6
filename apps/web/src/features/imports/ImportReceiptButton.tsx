import type { ImportReceipt } from '@gestar/domain/imports/import-receipt';
import { receiptFileText } from '@gestar/domain/management/receipt';
import { IMPORT_RECEIPT_DOWNLOAD } from '@gestar/domain/messages/exports';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { saveBlob } from '../../ui/save-blob.ts';

/**
 * 'Baixar comprovante' after an import: the .gestar receipt of what it wrote (as a finalized handling's), for the
 * farm to keep and the administrator's proof screen to check.
 */
export function ImportReceiptButton({ receipt }: { receipt: ImportReceipt | undefined }) {
  if (!receipt) return null;
  const download = () =>
    saveBlob(new Blob([receiptFileText(receipt)], { type: 'application/json' }), receipt.nome);
  return (
    <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={download} sx={{ minHeight: 44 }}>
      {IMPORT_RECEIPT_DOWNLOAD()}
    </Button>
  );
}
