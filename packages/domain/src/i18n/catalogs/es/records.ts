import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/records.ts';

// Spanish texts of messages/records.ts.
export default {
  tooManyItems: icu(
    'Como máximo {max} {items, select, pushRecords {registros por envío} pulledFarms {establecimientos descargados por sincronización} pulledBatches {lotes descargados por sincronización} other {campos}}.',
  ),
  PUSH_IDENTITY_TOGETHER: 'clientId y pushSeq deben enviarse juntos',
  SYNC_RECORD_INVALID: 'Registro inválido',
  moreProblems: icu('{count, plural, =1 {y {n} problema más} other {y {n} problemas más}}'),
  TERM_TITLES: {
    C: 'Política de Cookies',
    U: 'Términos de Uso',
    P: 'Política de Privacidad',
  },
} satisfies Translation<typeof ptBR>;
