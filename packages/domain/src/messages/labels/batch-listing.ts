// Labels of the batch cow listing and of Incluir Matriz (spec §2).
export const BATCH_LABEL = 'Lote';
export const PROTOCOL_LABEL = 'Protocolo';
export const D0_DATE_LABEL = 'Data do D0';
export const COWS_LABEL = 'Matrizes';
export const NEXT_MANAGEMENT_LABEL = 'Próximo manejo';
export const BATCH_INFO_LABEL = 'Informações do lote';
export const COWS_TABLE_LABEL = 'Matrizes do lote';
export const ECC_LABEL = 'ECC';
export const DG_LABEL = 'DG';
export const DG_FINAL_LABEL = 'DG Final';
export const IATF_LABEL = 'IATF';
export const HANDLINGS_TITLE = 'Manejos da matriz';
export const HANDLING_COLUMN = 'Manejo';
export const SEMEN_LABEL = 'Sêmen';
export const INSEMINATOR_LABEL = 'Inseminador';
export const OBSERVATION_LABEL = 'Observação';
export const DG_CONDITION_LABEL = 'Diagnóstico';
export const PREGNANCY_TYPE_LABEL = 'Tipo';
export const SAVE_HANDLING = 'Salvar';
export const HANDLING_SAVED = 'Salvo';
export const FINISH_INCLUDE = 'Concluir inclusão';
export const CONTINUE_INCLUDE = 'Continuar inclusão';
export const CANCEL_INCLUDE = 'Cancelar inclusão';
export const NO_HANDLINGS_DONE =
  'O lote ainda não fez IATF nem DG: os próximos manejos desta matriz são feitos nas telas deles.';
export function includingCow(code: string): string {
  return `Incluindo a matriz ${code}`;
}
export function blockingCowLine(code: string): string {
  return `Matriz: ${code}`;
}
