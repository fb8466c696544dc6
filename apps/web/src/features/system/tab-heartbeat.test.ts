import { describe, expect, it } from 'vitest';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_STALE_MS, parseHeartbeat, tabRole } from './tab-heartbeat.ts';

describe('tabRole', () => {
  const now = 1_000_000;

  it('uses the §9 timings: 500 ms heartbeat, 5000 ms staleness', () => {
    expect([HEARTBEAT_INTERVAL_MS, HEARTBEAT_STALE_MS]).toEqual([500, 5000]);
  });

  it.each([
    ['no heartbeat yet', null, 'owner'],
    ['its own heartbeat', { tabId: 'me', at: now - 100 }, 'owner'],
    ['another tab beat 100 ms ago', { tabId: 'other', at: now - 100 }, 'duplicate'],
    ['another tab beat 4999 ms ago', { tabId: 'other', at: now - 4999 }, 'duplicate'],
    ['another tab beat 5000 ms ago (closed)', { tabId: 'other', at: now - 5000 }, 'owner'],
    ['another tab beat an hour ago', { tabId: 'other', at: now - 3_600_000 }, 'owner'],
    ['a heartbeat 1 s in the future', { tabId: 'other', at: now + 1000 }, 'duplicate'],
    ['a heartbeat a day in the future (clock changed)', { tabId: 'other', at: now + 86_400_000 }, 'owner'],
  ] as const)('%s → %s', (_case, heartbeat, role) => {
    expect(tabRole(heartbeat, 'me', now)).toBe(role);
  });
});

describe('parseHeartbeat', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['42', null],
    ['{"tabId":1,"at":2}', null],
    ['{"tabId":"a","at":"2"}', null],
    ['{"tabId":"a","at":2}', { tabId: 'a', at: 2 }],
  ])('%s → %j', (raw, expected) => {
    expect(parseHeartbeat(raw)).toEqual(expected);
  });
});
