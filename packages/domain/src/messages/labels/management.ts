// Labels of the management screens that the spec names only by field (§2, §3); pt-BR, not verbatim spec
// texts unless marked.

export const COW_FIELD_LABELS = {
  codVaca: 'ID1',
  codLeitorBastao: 'ID2 (bastão)',
  responsavelId: 'Responsável',
  dispositivoIntravaginal: 'Dispositivo',
  numero_Uso_Disp: 'Uso do Dispositivo',
  racaMatriz: 'Raça',
  ordemMatriz: 'Ordem',
  idade_Nov_Pri: 'Idade',
  dataPartoIndividual: 'Data do Parto',
  peso_EM: 'Peso (kg)',
  observacaoD0: 'Observação',
  partidaId: 'Sêmen',
  inseminadorId: 'Inseminador',
  ecc: 'ECC',
  cioRetirada: 'Cio',
  gnhr: 'GnRH',
  temperamento: 'Temperamento',
  observacaoIatf: 'Observação IATF',
} as const;

export const PROTOCOL_LABEL = 'Protocolo';
export const MANAGEMENT_LABEL = 'Manejo';
export const NEW_COW_TITLE = 'Nova Matriz';
export const EDIT_COW_TITLE = 'Editar Matriz';
export const SAVE_COW = 'Salvar Matriz';
/** Not in the spec: what the cow form says once a cow is saved, naming her, until the next cow is typed. */
export function cowSaved(code: string): string {
  return `Matriz ${code} salva.`;
}
export const CANCEL_EDIT = 'Cancelar edição';
export const FILTER_ALL = 'Todas';
export const COWS_TABLE_LABEL = 'Matrizes';
export const COLUMN_ID1 = 'ID1';
export const COLUMN_ID2 = 'ID2';
export const COLUMN_ACTIONS = 'Ações';
export const EDIT_COW = 'Editar';
export const DELETE_COW = 'Excluir';
export const SAVED = 'Salva';
export const UNSAVED = 'Não salva';
export const OK = 'OK';
export const BATCHES_NOT_FOUND = 'Lote não encontrado neste dispositivo.';
export const SEVERAL_BATCHES = 'Vários Lotes';
/** Not in the spec: the question before a cow is deleted. */
export function confirmDeleteCow(code: string): string {
  return `Deseja realmente excluir a matriz (${code})?`;
}
export const COLUMN_COW = 'Matriz';
export const COLUMN_FIELDS = 'Manejo';
export const DN_OBSERVATION_LABEL = 'Observação';
export const SAVE_ALL_TITLE = 'Salvar todas';
/** Not in the spec: the confirmation 'Salvar todas' asks for (spec §4 'with confirmation'). */
export function confirmSaveAll(count: number): string {
  return `Deseja salvar as ${count} matrizes não salvas com os valores exibidos?`;
}
export { NO_COWS_IN_BATCH_YET as NO_COWS_FOR_STEP } from '../common.ts';
/** Not in the spec: the spoken name of the save-all indicator beside 'Salvar todas'. */
export const SAVING_ALL = 'Salvando matrizes';
