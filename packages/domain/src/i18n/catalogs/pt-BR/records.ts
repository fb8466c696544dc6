import { icu } from '../../catalog.ts';

// pt-BR texts of messages/records.ts (not in the spec); each message's note is beside its reader there.
export default {
  tooManyItems: icu(
    'No máximo {max} {items, select, pushRecords {registros por envio} pulledFarms {fazendas baixadas por sincronização} pulledBatches {lotes baixados por sincronização} other {campos}}.',
  ),
  PUSH_IDENTITY_TOGETHER: 'clientId e pushSeq devem ser enviados juntos',
  SYNC_RECORD_INVALID: 'Registro inválido',
  moreProblems: icu('{count, plural, =1 {e mais {n} problema} other {e mais {n} problemas}}'),
  /** Keys are the term types of entities/term.ts: C cookies, U end-user terms, P privacy. */
  TERM_TITLES: {
    C: 'Política de Cookies',
    U: 'Termos de Uso',
    P: 'Política de Privacidade',
  },
} as const;
