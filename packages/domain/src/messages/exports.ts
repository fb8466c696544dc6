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

// Export menus and download (issue 14 item 3). Not in the spec as text, except the menu items above.
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
