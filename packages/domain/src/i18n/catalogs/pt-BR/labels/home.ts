import type { PullKey } from '../../../../entities/registry.ts';
import { icu } from '../../../catalog.ts';

// pt-BR texts of messages/labels/home.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  FARMS_TABLE_LABEL: 'Fazendas',
  COLUMN_FARM: 'Fazenda',
  COLUMN_OWNER: 'Proprietário',
  COLUMN_PLACE: 'Município/UF',
  COLUMN_SEASON: 'Estação de Monta',
  COLUMN_CORRAL: 'Retiro',
  COLUMN_DOWNLOAD: 'Dados',
  ALL: 'Todas',
  ANY: 'Todos',
  DOWNLOAD_STATE_LABEL: { downloaded: 'Baixada', downloading: 'Baixando…', 'not-downloaded': 'Não baixada' },
  SELECT_FARM: icu('Selecionar {nome} para baixar'),
  DOWNLOAD_SELECTED: icu('Baixar fazendas ({count})'),
  DOWNLOAD_DONE: icu(
    '{count, plural, =1 {Dados de 1 fazenda baixados.} other {Dados de {n} fazendas baixados.}}',
  ),
  SEARCH_PLACEHOLDER: 'Fazenda, proprietário, município…',
  FILTERS_BUTTON: 'Filtros',
  OWNER_FILTER: 'Nome do proprietário contém',
  CORRAL_FILTER: 'Possui retiro',
  SEASON_START_FILTER: 'Início da estação a partir de',
  SEASON_END_FILTER: 'Fim da estação até',
  FORCE_FULL_SYNC: 'Sincronização forçada (tudo)',
  SYNC_OPTIONS: 'Mais opções de sincronização',
  SYNC_DONE: 'Sincronização concluída.',
  REJECTED_TITLE: 'Registros não aceitos pelo servidor',
  REJECTED_HINT:
    'Estes registros continuam neste aparelho. Corrija-os ou guarde-os com o BACKUP antes de sair.',
  SEASON_NOTICE_TITLE: 'Nova estação de monta',
  SEASON_NOTICE_OK: 'OK',
  SEASON_NOTICE_OK_COUNTDOWN: icu('OK ({seconds})'),
  ENTITY_LABEL: {
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
  } satisfies Record<PullKey, string>,
  syncDoneWithRejected: icu(
    '{count, plural, =1 {Sincronização concluída com 1 registro não aceito.} other {Sincronização concluída com {n} registros não aceitos.}} Veja "{title}".',
  ),
  rejectedSeePanel: icu(
    '{count, plural, =1 {1 registro não foi aceito pelo servidor.} other {{n} registros não foram aceitos pelo servidor.}} Veja "{title}".',
  ),
  REJECTED_PANEL_HINT:
    'Estes registros estão só neste aparelho e são recusados a cada sincronização. Veja em cada um o que fazer.',
  REJECTED_WHAT_TO_DO: 'O que fazer',
  REJECTED_ADVICE_OTHER_DEVICE:
    'Outro aparelho registrou isto primeiro e o servidor ficou com o registro dele, que já está ou logo estará neste aparelho. Descarte a cópia local para ficar só com a do servidor.',
  REJECTED_ADVICE_PARENT_MISSING:
    'Ele é reenviado sozinho depois do registro de que depende. Se continuar aqui após sincronizar de novo, descarte a cópia local.',
  REJECTED_ADVICE_ACCESS_REMOVED:
    'Se precisar destes dados, guarde-os com o BACKUP; depois descarte a cópia local. A fazenda sai deste aparelho quando nada dela ficar pendente.',
  REJECTED_ADVICE_DEFAULT:
    'O servidor não aceitará este registro como está. Se precisar dos dados, guarde-os com o BACKUP; depois descarte a cópia local para ficar com a versão do servidor.',
  DISCARD_LOCAL_COPY: 'Descartar cópia local',
  DISCARD_LOCAL_COPY_TITLE: 'Descartar cópia local?',
  DISCARD_NOT_UNDONE: 'Esta ação não pode ser desfeita.',
  DISCARD_DONE: 'Cópia local descartada.',
  // One case per SyncEntityKey (entities/registry.ts); any other entity counts 'registros'.
  countOf: icu(
    '{entity, select, fazendas {{count, plural, =1 {{n} fazenda} other {{n} fazendas}}} retiros {{count, plural, =1 {{n} retiro} other {{n} retiros}}} lotes {{count, plural, =1 {{n} lote} other {{n} lotes}}} d0s {{count, plural, =1 {{n} matriz} other {{n} matrizes}}} dns {{count, plural, =1 {{n} registro de DN} other {{n} registros de DN}}} iatfs {{count, plural, =1 {{n} registro de IATF} other {{n} registros de IATF}}} fazendaUsuarios {{count, plural, =1 {{n} responsável} other {{n} responsáveis}}} touros {{count, plural, =1 {{n} touro} other {{n} touros}}} partidas {{count, plural, =1 {{n} partida} other {{n} partidas}}} protocolos {{count, plural, =1 {{n} protocolo} other {{n} protocolos}}} other {{count, plural, =1 {{n} registro} other {{n} registros}}}}',
  ),
  /** The last two items of a list: 'a, b e c'. */
  rejectedAlsoListed: icu('Também não aceitos, e descartados com ele: {list}.'),
  discardOnServer: icu(
    'As alterações feitas neste aparelho em "{what}" serão perdidas; a versão do servidor volta na próxima sincronização.',
  ),
  discardLocalOnly: icu('O registro "{what}" existe só neste aparelho e será apagado dele.'),
  discardLocalOnlyWithRemoved: icu(
    'O registro "{what}" existe só neste aparelho e será apagado dele, junto com o que foi registrado nele: {removed}.',
  ),
  discardUndone: icu(
    '{count, plural, =1 {Uma alteração feita aqui em um registro que o servidor já tem também será desfeita.} other {{n} alterações feitas aqui em registros que o servidor já tem também serão desfeitas.}}',
  ),
  DISCARD_SERVER_UNCHANGED: 'O que está no servidor não muda.',
} as const;
