import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/sync.ts';

// Spanish texts of messages/sync.ts.
export default {
  SYNC_BUTTON: 'SINCRONIZAR',
  BACKUP_BUTTON: 'BACKUP',
  SYNC_FAILED: 'Ocurrió un error durante la sincronización. Por favor, intente nuevamente más tarde.',
  forcedSyncWait: icu(
    '{count, plural, =1 {Solo puede forzar la sincronización una vez por hora, falta 1 minuto.} other {Solo puede forzar la sincronización una vez por hora, faltan {n} minutos.}}',
  ),
  ACTION_NOT_AVAILABLE_YET: '¡Acción todavía no disponible!',
  FORCED_SYNC_HOURLY: 'La sincronización forzada solo podrá hacerse nuevamente después de 1 hora.',
  DOWNLOAD_FARMS_DATA: '¡Descargue los datos de los establecimientos!',
  FARM_DOWNLOAD_REQUIRED:
    '¡Atención! Es necesario descargar los datos de este establecimiento para acceder a él.',
  FARM_RESET_WARNING:
    'Los datos de este establecimiento en este dispositivo se eliminarán y se descargarán nuevamente del servidor. Los cambios todavía no enviados se envían antes y nunca se eliminan. ¿Desea continuar?',
  SYNC_INDICATOR_FAILED: 'Error al sincronizar',
  SYNC_INDICATOR_SENDING: 'Sincronizando…',
  SYNC_INDICATOR_SENT: 'Sincronizado',
  SYNC_STATUS_LABEL: 'Estado de la sincronización',
  SYNC_STATUS_ONLINE: 'Conectado',
  SYNC_STATUS_OFFLINE: 'Sin conexión',
  NEVER_SYNCED: 'Todavía no sincronizado en este dispositivo',
  pendingChanges: icu(
    '{count, plural, =0 {Nada para enviar} =1 {1 cambio para enviar} other {{n} cambios para enviar}}',
  ),
  lastSyncAt: icu('Última sincronización: {when}'),
  RECORD_NOT_SENT: 'No enviado',
  RECORD_NOT_SENT_HINT: 'Guardado en este dispositivo, todavía no enviado al servidor',
  SYNC_REMINDER: 'Lleva más de 24 horas sin sincronizar. Sincronice para no perder sus datos.',
  LOGOUT_UNSYNCED_WARNING:
    'Hay datos que todavía no fueron sincronizados. Sincronice antes de salir para no perder sus cambios.',
  recordRejected: icu('Un registro no fue aceptado por el servidor: {motivo}'),
  FARM_ACCESS_REMOVED_REASON:
    'Se retiró su acceso a este establecimiento; el cambio no sincronizado se mantuvo en este dispositivo.',
} satisfies Translation<typeof ptBR>;
