// pt-BR texts of messages/receipts.ts; each message's note is beside its reader there.
export default {
  /** Keys are the receipt types of management/receipt.ts (receiptType). */
  RECEIPT_TYPE_LABELS: {
    d0: 'D0',
    d0Iatf: 'D0/IATF',
    d0Resync: 'D0 Ressinc',
    dn: 'DN',
    iatf: 'IATF',
  },
} as const;
