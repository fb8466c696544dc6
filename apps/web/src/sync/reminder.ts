/** Spec §9: the last-sync reminder shows after 24 h without a sync. */
export const SYNC_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether to show SYNC_REMINDER (never to administrators, spec §6). A device that never synced is due. */
export function isSyncReminderDue(
  lastSyncAt: string | null,
  isAdministrator: boolean,
  now: number = Date.now(),
): boolean {
  if (isAdministrator) return false;
  if (lastSyncAt === null) return true;
  return now - Date.parse(lastSyncAt) >= SYNC_REMINDER_AFTER_MS;
}
