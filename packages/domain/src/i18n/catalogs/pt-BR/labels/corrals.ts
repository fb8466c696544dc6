// pt-BR texts of messages/labels/corrals.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  LABEL_CORRAL_NAME: 'Nome do Retiro',
  EDIT_CORRAL_TITLE: 'Editar Retiro',
  CORRAL_NOT_FOUND: 'Retiro não encontrado neste dispositivo.',
  NEW_BATCH_BUTTON: 'Lote',
  NO_BATCH_IN_CORRAL: 'Ainda não existe nenhum lote neste retiro',
  DELETE: 'Excluir',
} as const;
