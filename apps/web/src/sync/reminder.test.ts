import { describe, expect, it } from 'vitest';
import { isSyncReminderDue } from './reminder.ts';

const NOW = Date.parse('2025-06-02T12:00:00.000Z');

describe('isSyncReminderDue', () => {
  it.each([
    ['2025-06-01T12:00:00.001Z', false, false],
    ['2025-06-01T12:00:00.000Z', false, true],
    ['2025-05-20T00:00:00.000Z', false, true],
    [null, false, true],
    ['2025-05-20T00:00:00.000Z', true, false],
    [null, true, false],
  ])('last sync %s, administrator %s → %s', (lastSyncAt, admin, due) => {
    expect(isSyncReminderDue(lastSyncAt, admin, NOW)).toBe(due);
  });
});
