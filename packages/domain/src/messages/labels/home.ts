// Home screen labels the spec shows but does not word (column headers and button names it does give are
// imported from the other catalogue files). Not in the spec.

export const FARMS_TABLE_LABEL = 'Fazendas';
export const COLUMN_FARM = 'Fazenda';
export const COLUMN_OWNER = 'Proprietário';
export const COLUMN_PLACE = 'Município/UF';
export const COLUMN_SEASON = 'Estação de Monta';
export const COLUMN_CORRAL = 'Retiro';
export const COLUMN_DOWNLOAD = 'Dados';
export { NO, YES } from './farms.ts';
export const ALL = 'Todas';
export const ANY = 'Todos';

export const DOWNLOAD_STATE_LABEL = {
  downloaded: 'Baixada',
  downloading: 'Baixando…',
  'not-downloaded': 'Não baixada',
} as const;

export const SELECT_FARM = (nome: string) => `Selecionar ${nome} para baixar`;
export const DOWNLOAD_SELECTED = (count: number) => `Baixar fazendas (${count})`;
export const DOWNLOAD_DONE = (count: number) =>
  count === 1 ? 'Dados de 1 fazenda baixados.' : `Dados de ${count} fazendas baixados.`;

export const SEARCH_PLACEHOLDER = 'Fazenda, proprietário, município…';
export const FILTERS_BUTTON = 'Filtros';
export const OWNER_FILTER = 'Nome do proprietário contém';
export { CHOOSE_STATE_FIRST as MUNICIPALITY_NEEDS_STATE } from '../users.ts';
export { LABEL_MUNICIPALITY as MUNICIPALITY_FILTER, LABEL_STATE as STATE_FILTER } from './farms.ts';
export const CORRAL_FILTER = 'Possui retiro';
export const SEASON_START_FILTER = 'Início da estação a partir de';
export const SEASON_END_FILTER = 'Fim da estação até';

// Not 'Sincronização completa', which reads as 'sync finished' (issue 10 item 8).
export const FORCE_FULL_SYNC = 'Sincronização forçada (tudo)';
export const SYNC_OPTIONS = 'Mais opções de sincronização';
export const SYNC_DONE = 'Sincronização concluída.';

export const REJECTED_TITLE = 'Registros não aceitos pelo servidor';
export const REJECTED_HINT =
  'Estes registros continuam neste aparelho. Corrija-os ou guarde-os com o BACKUP antes de sair.';

export const SEASON_NOTICE_TITLE = 'Nova estação de monta';
export const SEASON_NOTICE_OK = (seconds: number) => (seconds > 0 ? `OK (${seconds})` : 'OK');

/** What a rejected record is, in the words of the screens. */
export const ENTITY_LABEL: Readonly<Record<string, string>> = {
  usuarios: 'Usuário',
  tipoDominios: 'Tipo de domínio',
  valorDominios: 'Valor de domínio',
  fazendas: 'Fazenda',
  retiros: 'Retiro',
  protocolos: 'Protocolo',
  lotes: 'Lote',
  d0s: 'Matriz',
  dns: 'DN',
  iatfs: 'IATF',
  fazendaUsuarios: 'Responsável da fazenda',
  touros: 'Touro',
  partidas: 'Partida',
};
