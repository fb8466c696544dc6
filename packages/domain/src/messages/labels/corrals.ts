// Labels of the retiro screens (spec §2 'Retiro'); pt-BR, not verbatim spec texts.

export const LABEL_CORRAL_NAME = 'Nome do Retiro';
export const EDIT_CORRAL_TITLE = 'Editar Retiro';
export const CORRAL_NOT_FOUND = 'Retiro não encontrado neste dispositivo.';
export const NEW_BATCH_BUTTON = 'Lote';
export const NO_BATCH_IN_CORRAL = 'Ainda não existe nenhum lote neste retiro';
export const DELETE = 'Excluir';
