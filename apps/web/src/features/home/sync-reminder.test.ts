import { describe, expect, it } from 'vitest';
import { needsSyncReminder, SYNC_REMINDER_AFTER_MS } from './sync-reminder.ts';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('needsSyncReminder', () => {
  it.each<[string, string | null, boolean, boolean]>([
    ['24 h exactly since the last sync', ago(SYNC_REMINDER_AFTER_MS), true, true],
    ['more than 24 h', ago(SYNC_REMINDER_AFTER_MS + 60_000), true, true],
    ['one minute short of 24 h', ago(SYNC_REMINDER_AFTER_MS - 60_000), true, false],
    ['synced just now', ago(0), true, false],
    ['never synced on this device (the login starts the first sync)', null, true, false],
    ['administrator, even after days', ago(5 * SYNC_REMINDER_AFTER_MS), false, false],
    ['unreadable stored time counts as overdue', 'ontem', true, true],
  ])('%s', (_name, lastSyncAt, allowed, expected) => {
    expect(needsSyncReminder(lastSyncAt, NOW, allowed)).toBe(expected);
  });
});
