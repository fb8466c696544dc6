import { describe, expect, it } from 'vitest';
import {
  finalizeTrackingEvent,
  loginTrackingEvent,
  logoutTrackingEvent,
  type SyncRunKind,
  type SyncRunOutcome,
  syncTrackingEvent,
  type TrackingEventInput,
} from './tracking-events.ts';

const done = (applied: number, rejected = 0): SyncRunOutcome => ({
  status: 'done',
  applied,
  rejected,
  pages: 1,
});
const failed = (error: string): SyncRunOutcome => ({ status: 'failed', error });
const sent = (kind: SyncRunKind, applied: number, rejected = 0): TrackingEventInput => ({
  event: 'sync',
  detail: { kind, outcome: 'done', sent: applied, refused: rejected, pages: 1 },
});
const failure = (kind: SyncRunKind, error: string): TrackingEventInput => ({
  event: 'sync',
  detail: { kind, outcome: 'failed', error },
});

describe('syncTrackingEvent: which sync runs are recorded for the tracking upload', () => {
  it.each<[string, SyncRunKind, SyncRunOutcome, string | null, TrackingEventInput | null]>([
    ['a timer run that sent nothing', 'sync', done(0), null, null],
    ['a run that sent records', 'sync', done(3), null, sent('sync', 3)],
    ['a run with records refused', 'sync', done(0, 2), null, sent('sync', 0, 2)],
    ['the run that recovers from a failure', 'sync', done(0), 'server', sent('sync', 0)],
    ['skipped (offline, nobody logged in)', 'sync', { status: 'skipped' }, null, null],
    ['the first failure', 'sync', failed('server'), null, failure('sync', 'server')],
    ['the same failure again (server still down)', 'sync', failed('server'), 'server', null],
    [
      'another failure after one',
      'sync',
      failed('session-expired'),
      'server',
      failure('sync', 'session-expired'),
    ],
    ['a forced sync, even with nothing sent', 'forced', done(0), null, sent('forced', 0)],
    ['a farm download', 'download', done(0), null, sent('download', 0)],
    [
      'a forced sync failing like the run before',
      'forced',
      failed('server'),
      'server',
      failure('forced', 'server'),
    ],
    ['a farm re-download', 'redownload', done(0), null, sent('redownload', 0)],
  ])('%s', (_case, kind, outcome, previous, expected) => {
    expect(syncTrackingEvent(kind, outcome, previous)).toEqual(expected);
  });
});

describe('the other events carry kinds and counts only', () => {
  it.each<[string, TrackingEventInput, TrackingEventInput]>([
    ['login online', loginTrackingEvent(false), { event: 'login', detail: { offline: false } }],
    ['login with the device copy', loginTrackingEvent(true), { event: 'login', detail: { offline: true } }],
    ['logout', logoutTrackingEvent(), { event: 'logout' }],
    [
      'a finalize with its receipt',
      finalizeTrackingEvent('DG', { lotes: [{ nomeLote: 'Lote 1' }, {}], d0s: [{ codVaca: '1' }, {}, {}] }),
      { event: 'finalize', detail: { management: 'DG', receipt: true, batches: 2, cows: 3 } },
    ],
    [
      "a finalize without receipt ('Atenção!')",
      finalizeTrackingEvent('DN', null),
      { event: 'finalize', detail: { management: 'DN', receipt: false, batches: null, cows: null } },
    ],
  ])('%s', (_case, event, expected) => {
    expect(event).toEqual(expected);
  });
});
