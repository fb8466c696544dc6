import { icu } from '../../catalog.ts';

// pt-BR texts of messages/sync.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  SYNC_BUTTON: 'SINCRONIZAR',
  BACKUP_BUTTON: 'BACKUP',
  SYNC_FAILED: 'Ocorreu um erro durante a sincronização. Por favor, tente novamente mais tarde.',
  // Always 'minutos' in Portuguese (the spec's text); the plural is there for other languages' singular.
  forcedSyncWait: icu(
    '{count, plural, other {Você só pode forçar a sincronização a cada uma hora, faltam {n} minutos.}}',
  ),
  ACTION_NOT_AVAILABLE_YET: 'Ação ainda não disponível!',
  FORCED_SYNC_HOURLY: 'A sincronização forçada só poderá ser feita novamente após 1 hora.',
  DOWNLOAD_FARMS_DATA: 'Baixe os dados das fazendas!',
  FARM_DOWNLOAD_REQUIRED: 'Atenção! É necessário realizar o download dos dados dessa fazenda para acessá-la.',
  FARM_RESET_WARNING:
    'Os dados desta fazenda neste dispositivo serão apagados e baixados novamente do servidor. As alterações ainda não enviadas são enviadas antes e nunca são apagadas. Deseja continuar?',
  SYNC_INDICATOR_FAILED: 'Falha ao sincronizar',
  SYNC_INDICATOR_SENDING: 'Sincronizando…',
  SYNC_INDICATOR_SENT: 'Sincronizado',
  SYNC_STATUS_LABEL: 'Estado da sincronização',
  SYNC_STATUS_ONLINE: 'Conectado',
  SYNC_STATUS_OFFLINE: 'Sem conexão',
  NEVER_SYNCED: 'Ainda não sincronizado neste dispositivo',
  pendingChanges: icu(
    '{count, plural, =0 {Nada a enviar} =1 {1 alteração a enviar} other {{n} alterações a enviar}}',
  ),
  lastSyncAt: icu('Última sincronização: {when}'),
  RECORD_NOT_SENT: 'Não enviado',
  RECORD_NOT_SENT_HINT: 'Salvo neste dispositivo, ainda não enviado ao servidor',
  SYNC_REMINDER: 'Você está há mais de 24 horas sem sincronizar. Sincronize para não perder seus dados.',
  LOGOUT_UNSYNCED_WARNING:
    'Existem dados que ainda não foram sincronizados. Sincronize antes de sair para não perder suas alterações.',
  recordRejected: icu('Um registro não foi aceito pelo servidor: {motivo}'),
  FARM_ACCESS_REMOVED_REASON:
    'O acesso a esta fazenda foi removido; a alteração não sincronizada foi mantida neste dispositivo.',
} as const;
