// pt-BR texts of messages/labels/own-sheets.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  OWN_SHEET_EXTRA_FIELD_LABELS: {
    dataIatf: 'Data da IATF',
    touro: 'Touro',
    observacao: 'Observação',
    previsaoParto: 'Previsão de Parto',
  },
} as const;
