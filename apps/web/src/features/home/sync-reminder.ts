/** Spec §9: the reminder shows after 24 h without a sync. */
export const SYNC_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Whether to remind the user to sync. Administrators never see it (spec §6: `syncReminder.show`); a device
 * that never finished a sync is not reminded either, because the login itself starts the first one.
 */
export function needsSyncReminder(lastSyncAt: string | null, now: number, allowed: boolean): boolean {
  if (!allowed || lastSyncAt === null) return false;
  const last = Date.parse(lastSyncAt);
  if (!Number.isFinite(last)) return true;
  return now - last >= SYNC_REMINDER_AFTER_MS;
}
