import { forcedSyncWait } from '@gestar/domain/messages/sync';
import { describe, expect, it } from 'vitest';
import { forcedSyncMinutesLeft } from './forced-sync.ts';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('forcedSyncMinutesLeft', () => {
  it.each<[string, string | null, number]>([
    ['never forced', null, 0],
    ['forced just now', minutesAgo(0), 60],
    ['forced 15 minutes ago', minutesAgo(15), 45],
    ['forced 59.5 minutes ago rounds up to 1', minutesAgo(59.5), 1],
    ['forced exactly an hour ago', minutesAgo(60), 0],
    ['forced yesterday', minutesAgo(24 * 60), 0],
    ['unreadable time', 'x', 0],
  ])('%s → %i', (_name, last, expected) => {
    expect(forcedSyncMinutesLeft(last, NOW)).toBe(expected);
  });

  it('feeds the §8 text', () => {
    expect(forcedSyncWait(forcedSyncMinutesLeft(minutesAgo(15), NOW))).toBe(
      'Você só pode forçar a sincronização a cada uma hora, faltam 45 minutos.',
    );
  });
});
