// Exports, reports and import upload (spec §2, §8). Verbatim unless marked "not in the spec".

export const EXPORT_MENU = 'Exportação';
export const EXPORT_FARM = 'Exportar Fazenda';
export const CUSTOM_EXPORT = 'Exportação Personalizada';
export const POWER_BI_EXPORT = 'Exportação para o POWER BI';
export const REPORTS_TITLE = 'Relatórios';

export const NO_DATA_TO_EXPORT = 'Não há dados a ser exportados';
export const TABLES_UPDATING = 'As tabelas estão sendo atualizadas!';
/** Not in the spec as text: §8 gives the five daily refresh windows. */
export const TABLES_UPDATE_SCHEDULE =
  'O servidor atualiza os dados dos relatórios automaticamente cinco vezes ao dia: das 6h às 7h, das 12h às 13h, das 15h às 16h, das 19h às 20h e das 22h às 23h. Tente novamente após o próximo horário de atualização.';
/** Not in the spec as text: §8 says the data must have been sent at least 24 h earlier. */
export const DATA_NOT_READY =
  'As informações precisam ter sido enviadas ao servidor há pelo menos 24 horas. Tente novamente mais tarde.';

export type ReportEntity = 'fazenda' | 'retiro' | 'lote';

/** 'Não foi possível obter informações para esta/este {entity}', with the article of the entity's gender. */
export function noInformationFor(entity: ReportEntity): string {
  return `Não foi possível obter informações para ${entity === 'fazenda' ? 'esta' : 'este'} ${entity}`;
}

export const IMPORT_UPLOAD_FAILED = 'Erro ao enviar o arquivo';

// Export menus and download. Not in the spec as text, except the menu items above.
export const GENERAL_EXPORT = 'Exportação geral';
export const SEASON_EXPORT = 'Exportação por estação de monta';
export const EXPORT_SEASON_LABEL = 'Estação de Monta';
export const EXPORT_BUTTON = 'Exportar';
export const EXPORT_FIELDS_TITLE = 'Campos da exportação';
export const EXPORT_FIELDS_RESET = 'Restaurar todos os campos';
export const EXPORT_FIELDS_NONE = 'Escolha ao menos um campo.';
export const EXPORT_FIELDS_KEPT = 'A escolha fica guardada neste aparelho.';
export const EXPORT_DOWNLOADING = 'Baixando a planilha…';
export const EXPORT_DONE = 'Planilha baixada.';
export const EXPORT_SCOPE_NOT_FOUND = 'Não foi possível obter informações para exportar.';
/** Bytes received so far: '1,2 MB recebidos' (formatBytes). */
export function exportReceived(amount: string): string {
  return `${amount} recebidos`;
}

// Import screen. Not in the spec as text, except IMPORT_UPLOAD_FAILED and the §5 file messages.
export const IMPORT_TITLE = 'Importar dados';
export const IMPORT_DOWNLOAD_MODEL = 'Baixar modelo';
export const IMPORT_CHOOSE_FILE = 'Escolher arquivo';
export const IMPORT_PREVIEW_TITLE = 'Prévia da importação';
export const IMPORT_APPLY = 'Importar';
export const IMPORT_ERRORS_TITLE = 'O arquivo tem problemas: nada foi importado.';
export const IMPORT_NEEDS_CONNECTION = 'A importação precisa de conexão com a internet.';
export const IMPORT_NO_BATCH = 'Abra a importação a partir de um lote.';
export const IMPORT_DONE = 'Importação concluída. Os dados chegam aos outros aparelhos na sincronização.';
/** An import's receipt (.gestar, as a handling's): what it wrote, with a hash the proof screen checks. */
export const IMPORT_RECEIPT_PREFIX = 'Comprovante de importação';
export const IMPORT_RECEIPT_DOWNLOAD = 'Baixar comprovante';
export const IMPORT_BATCH_CHANGED =
  'Os dados do lote mudaram desde a prévia. Envie o arquivo de novo para conferir a nova prévia.';
/**
 * The batch's unsent changes go first, so the preview is computed on what the user sees; the screen has just
 * tried to send them, so the text says it failed rather than asking the user to do it.
 */
export const IMPORT_PENDING_CHANGES =
  'Não foi possível enviar as alterações deste aparelho antes da importação. Tente de novo quando a sincronização voltar a funcionar.';
export const IMPORT_TOUR_STEPS = [
  'Baixe o modelo: ele traz as colunas de cada manejo e, na aba Listas, os textos que cada coluna aceita.',
  'Preencha uma linha por matriz. Só o D0 cria matrizes; linhas só com IATF, DG ou DG Final completam as matrizes do lote, pelo ID ou na ordem das linhas.',
  'Envie o arquivo (.xls ou .xlsx, até 1 MB): nada é gravado antes de você conferir a prévia e tocar em Importar.',
] as const;
// Import screen, continued (web side). Not in the spec as text.
export const IMPORT_TOUR_TITLE = 'Como importar';
export const IMPORT_TOUR_NEXT = 'Próximo';
export const IMPORT_TOUR_FINISH = 'Concluir';
export const IMPORT_TOUR_SKIP = 'Pular';
/** 'Passo 2 de 3' of the guided tour. */
export function importTourStep(step: number, total: number): string {
  return `Passo ${step} de ${total}`;
}
export const IMPORT_DROP_HINT = 'ou arraste o arquivo até aqui (.xls ou .xlsx, até 1 MB).';
/** A phone cannot drag a file: only what it may be. */
export const IMPORT_FILE_HINT_TOUCH = 'Arquivo .xls ou .xlsx, até 1 MB.';
export const IMPORT_SYNCING = 'Sincronizando as alterações deste lote antes do envio…';
export const IMPORT_SENDING = 'Conferindo o arquivo…';
export const IMPORT_APPLYING = 'Importando os dados…';
export const IMPORT_NEW_COWS = 'Matrizes novas';
export const IMPORT_CHANGED_COWS = 'Matrizes alteradas';
export const IMPORT_IATFS = 'IATFs';
export const IMPORT_DGS = 'DGs';
export const IMPORT_DG_FINALS = 'DG Finais';
export const IMPORT_PROCESS_AFTER = 'Processo Atual depois da importação';
export const IMPORT_ROW_LINE = 'Linha';
export const IMPORT_ROW_COW = 'Matriz';
export const IMPORT_ROW_STATUS = 'Situação';
export const IMPORT_ROW_STEPS = 'Manejos';
export const IMPORT_ROW_NEW = 'Nova';
export const IMPORT_ROW_CHANGED = 'Alterada';
/** 'Linha 3' on a phone's card of the preview, where no column heading says what the number is. */
export function importRowLine(line: number): string {
  return `${IMPORT_ROW_LINE} ${line}`;
}
/** Under the preview table when the file has more rows than the sample lists. */
export function importSampleNote(shown: number, total: number): string {
  return `Mostrando as primeiras ${shown} de ${total} linhas.`;
}
/** 'Arquivo: lote-3.xlsx'. */
export function importFileLabel(fileName: string): string {
  return `Arquivo: ${fileName}`;
}
export const IMPORT_BACK_TO_BATCH = 'Voltar ao lote';
export const IMPORT_ANOTHER_FILE = 'Importar outro arquivo';
/** Not in the spec: the batch of an import call is gone or not the caller's to change. */
export const IMPORT_BATCH_NOT_FOUND = 'Lote não encontrado para importação.';
// 429s of the import calls: each file is read in a worker thread, a few at a time per server.
/** The same user sent a second file while the first is still being read. */
export const IMPORT_ALREADY_READING =
  'Um arquivo seu ainda está sendo conferido. Aguarde o resultado e envie de novo.';
/** More files from one user in 10 minutes than the server reads. */
export const IMPORT_TOO_FREQUENT =
  'Muitos arquivos enviados em pouco tempo. Aguarde alguns minutos e tente novamente.';
/** Every reading slot of the server is taken and its queue is full. */
export const IMPORT_SERVER_BUSY =
  'O servidor está conferindo outros arquivos no momento. Tente novamente em alguns instantes.';
