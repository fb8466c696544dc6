// pt-BR texts of messages/bulls.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  BULL_HAS_IATFS: 'Não é possível excluir este touro',
} as const;
