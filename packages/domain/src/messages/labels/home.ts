// Home screen labels the spec shows but does not word (column headers and button names it does give are
// imported from the other catalogue files). Not in the spec.
import type { PullKey, SyncEntityKey } from '../../entities/registry.ts';

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

// Not 'Sincronização completa', which reads as 'sync finished'.
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
} satisfies Record<PullKey, string>;

// A refused record has a way out, and a sync with refusals is not called complete.

/** The toast of a sync whose push had refusals (never just 'Sincronização concluída.'). */
export const syncDoneWithRejected = (count: number) =>
  count === 1
    ? `Sincronização concluída com 1 registro não aceito. Veja "${REJECTED_TITLE}".`
    : `Sincronização concluída com ${count} registros não aceitos. Veja "${REJECTED_TITLE}".`;
/** Added to another done message (a farm download) when its push had refusals. */
export const rejectedSeePanel = (count: number) =>
  count === 1
    ? `1 registro não foi aceito pelo servidor. Veja "${REJECTED_TITLE}".`
    : `${count} registros não foram aceitos pelo servidor. Veja "${REJECTED_TITLE}".`;

export const REJECTED_PANEL_HINT =
  'Estes registros estão só neste aparelho e são recusados a cada sincronização. Veja em cada um o que fazer.';
export const REJECTED_WHAT_TO_DO = 'O que fazer';
/** Another phone sent the same thing first (one resync per batch, one IATF/DN record per cow). */
export const REJECTED_ADVICE_OTHER_DEVICE =
  'Outro aparelho registrou isto primeiro e o servidor ficou com o registro dele, que já está ou logo estará neste aparelho. Descarte a cópia local para ficar só com a do servidor.';
/** A child whose parent has not reached the server (and is not refused itself). */
export const REJECTED_ADVICE_PARENT_MISSING =
  'Ele é reenviado sozinho depois do registro de que depende. Se continuar aqui após sincronizar de novo, descarte a cópia local.';
export const REJECTED_ADVICE_ACCESS_REMOVED =
  'Se precisar destes dados, guarde-os com o BACKUP; depois descarte a cópia local. A fazenda sai deste aparelho quando nada dela ficar pendente.';
export const REJECTED_ADVICE_DEFAULT =
  'O servidor não aceitará este registro como está. Se precisar dos dados, guarde-os com o BACKUP; depois descarte a cópia local para ficar com a versão do servidor.';
export const DISCARD_LOCAL_COPY = 'Descartar cópia local';
export const DISCARD_LOCAL_COPY_TITLE = 'Descartar cópia local?';
export const DISCARD_NOT_UNDONE = 'Esta ação não pode ser desfeita.';
export const DISCARD_DONE = 'Cópia local descartada.';

/** Singular and plural of what a discard also removes, per entity. */
const DISCARD_COUNT_LABEL: Readonly<Record<string, readonly [string, string]>> = {
  fazendas: ['fazenda', 'fazendas'],
  retiros: ['retiro', 'retiros'],
  lotes: ['lote', 'lotes'],
  d0s: ['matriz', 'matrizes'],
  dns: ['registro de DN', 'registros de DN'],
  iatfs: ['registro de IATF', 'registros de IATF'],
  fazendaUsuarios: ['responsável', 'responsáveis'],
  touros: ['touro', 'touros'],
  partidas: ['partida', 'partidas'],
  protocolos: ['protocolo', 'protocolos'],
} satisfies Record<SyncEntityKey, readonly [string, string]>;

/** '7 matrizes', '1 registro de IATF'… */
export function countOf(entity: string, count: number): string {
  const [one, many] = DISCARD_COUNT_LABEL[entity] ?? ['registro', 'registros'];
  return `${count} ${count === 1 ? one : many}`;
}

function listed(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}

/** Grouped under a refused record on the panel: its own records that were refused with it. */
export const rejectedAlsoListed = (parts: readonly string[]) =>
  `Também não aceitos, e descartados com ele: ${listed(parts)}.`;

/**
 * What the discard's confirm says will be lost. `what` names the record ('Lote Novilhas - IATF 2');
 * `onServer`: the server has it (only this device's changes go); `removed`: local-only records that go with it
 * ('7 matrizes'); `undone`: changes to records the server has that are undone with it.
 */
export function discardLocalCopyMessage(input: {
  what: string;
  onServer: boolean;
  removed: readonly string[];
  undone: number;
}): string {
  const parts: string[] = [];
  if (input.onServer) {
    parts.push(
      `As alterações feitas neste aparelho em "${input.what}" serão perdidas; a versão do servidor volta na próxima sincronização.`,
    );
  } else {
    const withIt =
      input.removed.length > 0 ? `, junto com o que foi registrado nele: ${listed(input.removed)}` : '';
    parts.push(`O registro "${input.what}" existe só neste aparelho e será apagado dele${withIt}.`);
  }
  if (input.undone > 0) {
    parts.push(
      input.undone === 1
        ? 'Uma alteração feita aqui em um registro que o servidor já tem também será desfeita.'
        : `${input.undone} alterações feitas aqui em registros que o servidor já tem também serão desfeitas.`,
    );
  }
  parts.push('O que está no servidor não muda.', DISCARD_NOT_UNDONE);
  return parts.join(' ');
}
