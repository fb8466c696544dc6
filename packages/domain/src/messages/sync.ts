import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/sync.ts';

const m = defineMessages('sync', ptBR);

// Synchronisation texts (spec §2, §4, §8). Verbatim unless marked "not in the spec".

export const SYNC_BUTTON = (): string => m.text('SYNC_BUTTON');
export const BACKUP_BUTTON = (): string => m.text('BACKUP_BUTTON');
export const SYNC_FAILED = (): string => m.text('SYNC_FAILED');

/** The forced full sync is allowed once an hour; `minutes` is what is left of that hour. */
export function forcedSyncWait(minutes: number): string {
  return m.format('forcedSyncWait', { count: minutes, n: String(minutes) });
}

export const ACTION_NOT_AVAILABLE_YET = (): string => m.text('ACTION_NOT_AVAILABLE_YET');
/** Not in the spec: §8 says the 'Aviso!' dialog allows a forced sync again only after 1 hour. */
export const FORCED_SYNC_HOURLY = (): string => m.text('FORCED_SYNC_HOURLY');
export const DOWNLOAD_FARMS_DATA = (): string => m.text('DOWNLOAD_FARMS_DATA');
export const FARM_DOWNLOAD_REQUIRED = (): string => m.text('FARM_DOWNLOAD_REQUIRED');
/** Not in the spec: §8 'Atenção!' dialog before adjusting (wiping and re-downloading) a farm. */
export const FARM_RESET_WARNING = (): string => m.text('FARM_RESET_WARNING');

// Indicator (spec §4: failed, sending, sent). Not in the spec as texts.
export const SYNC_INDICATOR_FAILED = (): string => m.text('SYNC_INDICATOR_FAILED');
export const SYNC_INDICATOR_SENDING = (): string => m.text('SYNC_INDICATOR_SENDING');
export const SYNC_INDICATOR_SENT = (): string => m.text('SYNC_INDICATOR_SENT');

// Header sync status (spec §4 indicator). Not in the spec as texts.
export const SYNC_STATUS_LABEL = (): string => m.text('SYNC_STATUS_LABEL');
export const SYNC_STATUS_ONLINE = (): string => m.text('SYNC_STATUS_ONLINE');
export const SYNC_STATUS_OFFLINE = (): string => m.text('SYNC_STATUS_OFFLINE');
export const NEVER_SYNCED = (): string => m.text('NEVER_SYNCED');

/** How many local changes wait to be sent. */
export function pendingChanges(count: number): string {
  return m.format('pendingChanges', { count, n: String(count) });
}

/** `when` is DD/MM/YYYY HH:mm. */
export function lastSyncAt(when: string): string {
  return m.format('lastSyncAt', { when });
}

/** Marks a record of a list saved on this device and not yet accepted by the server. */
export const RECORD_NOT_SENT = (): string => m.text('RECORD_NOT_SENT');
export const RECORD_NOT_SENT_HINT = (): string => m.text('RECORD_NOT_SENT_HINT');

/** Not in the spec: the reminder after 24 h without a sync. */
export const SYNC_REMINDER = (): string => m.text('SYNC_REMINDER');
/** Not in the spec: SAIR with unsent changes (logout clears the local database). */
export const LOGOUT_UNSYNCED_WARNING = (): string => m.text('LOGOUT_UNSYNCED_WARNING');

/** Not in the spec: a record the server refused stays on the device; `motivo` comes from the server. */
export function recordRejected(motivo: string): string {
  return m.format('recordRejected', { motivo });
}

/**
 * Not in the spec: the reason of the records kept after the server took a farm away (ARCHITECTURE.md §5 pull 6),
 * stored on the device with them like a server's reason.
 */
export const FARM_ACCESS_REMOVED_REASON = (): string => m.text('FARM_ACCESS_REMOVED_REASON');
