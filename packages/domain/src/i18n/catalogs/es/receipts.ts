import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/receipts.ts';

// Spanish texts of messages/receipts.ts.
export default {
  RECEIPT_TYPE_LABELS: {
    d0: 'D0',
    d0Iatf: 'D0/IATF',
    d0Resync: 'D0 Resinc',
    dn: 'DN',
    iatf: 'IATF',
  },
} satisfies Translation<typeof ptBR>;
