// Names of the fields a farm's own workbook has and the import model lacks (imports/own-sheets), shown where
// the person maps columns; pt-BR, not in the spec.

export const OWN_SHEET_EXTRA_FIELD_LABELS = {
  dataIatf: 'Data da IATF',
  touro: 'Touro',
  observacao: 'Observação',
  previsaoParto: 'Previsão de Parto',
} as const;
