// Labels of the batch screens that the spec names only by field (§2, §3); pt-BR, not verbatim spec texts
// unless marked.

export const COLUMN_BATCH = 'Lote';
export const COLUMN_PROTOCOL = 'Protocolo';
export const COLUMN_IATF = 'IATF';
/** A batch filter left open: any protocol or process ('Todos'), any IATF date ('Todas'). */
export const FILTER_ANY = 'Todos';
export const FILTER_ANY_DATE = 'Todas';
export const COLUMN_COWS = 'Matrizes';
export const COLUMN_ACTIONS = 'Ações';
export { IATF_DATE_LABEL } from '../management.ts';
export const VIEW = 'Visualizar';
/** The row action opening the batch's next management screen (D0, DN, IATF…). */
export const OPEN_MANAGEMENT = 'Abrir manejo';
export { BUTTON_EDIT as EDIT } from '../common.ts';
export const DELETE = 'Excluir';
export const BATCHES_LABEL = 'Lotes';
export const DELETE_TITLE = 'Excluir';
export const BATCH_NOT_FOUND = 'Lote não encontrado neste dispositivo.';
export const EDIT_BATCH_TITLE = 'Editar Lote';

export const LABELS = {
  nomeLote: 'Nome do Lote',
  usuarioId: 'Responsável',
  protocoloId: 'Protocolo',
  dataIatf: 'Data do D0',
  horaManejo: 'Hora do Manejo',
  dataPartosInicio: 'Início dos Partos',
  dataPartosFim: 'Fim dos Partos',
  mineral: 'Mineral',
  periodoManejo: 'Período do Manejo',
  progesteronaPosIATF: 'Progesterona Pós IATF',
  vacinaReprodutivaLote: 'Vacina Reprodutiva',
  dispositivo: 'Dispositivo',
  numeroUsoDispositivo: 'Uso do Dispositivo',
  racaMatriz: 'Raça da Matriz',
  ordemMatriz: 'Ordem da Matriz',
  idadeMatriz: 'Idade da Matriz',
  racaBezerro: 'Raça do Bezerro',
  sexoBezerro: 'Sexo do Bezerro',
  inducaoPuberdade: 'Indução de Puberdade',
  metodoInducaoPuberdade: 'Método de Indução de Puberdade',
  suplementacao: 'Suplementação',
  momentoSuplementacaoNovilhas: 'Momento da Suplementação de Novilhas',
  momentoSuplementacaoVacas: 'Momento da Suplementação de Vacas',
} as const;

export function formatPercent(value: number): string {
  return `${value.toLocaleString('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}%`;
}

/** Names of the merge targets (routes of spec §2) as the merge screen offers them. */
export const MERGE_TARGET_NAMES = {
  D0: 'D0',
  DN: 'DN',
  IATF: 'IATF',
  DGRessinc: 'DG/D0 (Ressinc)',
  D0Resync: 'D0 Ressinc',
  DG: 'DG',
  DGFinal: 'DG Final',
} as const;
