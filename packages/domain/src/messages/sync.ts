// Synchronisation texts (spec §2, §4, §8). Verbatim unless marked "not in the spec".

export const SYNC_BUTTON = 'SINCRONIZAR';
export const BACKUP_BUTTON = 'BACKUP';
export const SYNC_FAILED = 'Ocorreu um erro durante a sincronização. Por favor, tente novamente mais tarde.';

/** The forced full sync is allowed once an hour; `minutes` is what is left of that hour. */
export function forcedSyncWait(minutes: number): string {
  return `Você só pode forçar a sincronização a cada uma hora, faltam ${minutes} minutos.`;
}

export const ACTION_NOT_AVAILABLE_YET = 'Ação ainda não disponível!';
/** Not in the spec: §8 says the 'Aviso!' dialog allows a forced sync again only after 1 hour. */
export const FORCED_SYNC_HOURLY = 'A sincronização forçada só poderá ser feita novamente após 1 hora.';
export const DOWNLOAD_FARMS_DATA = 'Baixe os dados das fazendas!';
export const FARM_DOWNLOAD_REQUIRED =
  'Atenção! É necessário realizar o download dos dados dessa fazenda para acessá-la.';
/** Not in the spec: §8 'Atenção!' dialog before adjusting (wiping and re-downloading) a farm. */
export const FARM_RESET_WARNING =
  'Os dados desta fazenda neste dispositivo serão apagados e baixados novamente do servidor. As alterações ainda não enviadas são enviadas antes e nunca são apagadas. Deseja continuar?';

// Indicator (spec §4: failed, sending, sent). Not in the spec as texts.
export const SYNC_INDICATOR_FAILED = 'Falha ao sincronizar';
export const SYNC_INDICATOR_SENDING = 'Sincronizando…';
export const SYNC_INDICATOR_SENT = 'Sincronizado';

// Header sync status (spec §4 indicator). Not in the spec as texts.
export const SYNC_STATUS_LABEL = 'Estado da sincronização';
export const SYNC_STATUS_ONLINE = 'Conectado';
export const SYNC_STATUS_OFFLINE = 'Sem conexão';
export const NEVER_SYNCED = 'Ainda não sincronizado neste dispositivo';

/** How many local changes wait to be sent. */
export function pendingChanges(count: number): string {
  if (count === 0) return 'Nada a enviar';
  return count === 1 ? '1 alteração a enviar' : `${count} alterações a enviar`;
}

/** `when` is DD/MM/YYYY HH:mm. */
export function lastSyncAt(when: string): string {
  return `Última sincronização: ${when}`;
}

/** Marks a record of a list saved on this device and not yet accepted by the server. */
export const RECORD_NOT_SENT = 'Não enviado';
export const RECORD_NOT_SENT_HINT = 'Salvo neste dispositivo, ainda não enviado ao servidor';

/** Not in the spec: the reminder after 24 h without a sync. */
export const SYNC_REMINDER =
  'Você está há mais de 24 horas sem sincronizar. Sincronize para não perder seus dados.';
/** Not in the spec: SAIR with unsent changes (logout clears the local database). */
export const LOGOUT_UNSYNCED_WARNING =
  'Existem dados que ainda não foram sincronizados. Sincronize antes de sair para não perder suas alterações.';

/** Not in the spec: a record the server refused stays on the device; `motivo` comes from the server. */
export function recordRejected(motivo: string): string {
  return `Um registro não foi aceito pelo servidor: ${motivo}`;
}
