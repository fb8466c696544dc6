import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../api/errors.ts';
import type { TrackingUpload } from '../api/tracking-calls.ts';
import { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { recordTrackingEvent, track, uploadTrackingIfDue } from './tracking.ts';

const USER = newId();
const NOW = Date.parse('2025-06-02T12:00:00.000Z');
let db: GestarDb;

beforeEach(() => {
  db = new GestarDb(`tracking-${newId()}`);
});

afterEach(async () => {
  await db.delete();
});

function sender(failures: unknown[] = []) {
  const uploads: TrackingUpload[] = [];
  return {
    uploads,
    send: async (upload: TrackingUpload) => {
      uploads.push(upload);
      const failure = failures.shift();
      if (failure) throw failure;
    },
  };
}

const upload = (send: (u: TrackingUpload) => Promise<void>) =>
  uploadTrackingIfDue({ db, send, userId: USER, sessionId: 's1', now: NOW });

describe('tracking upload', () => {
  it.each([
    [null, 'sent'],
    ['2025-06-01T12:00:00.000Z', 'sent'],
    ['2025-06-01T12:00:00.001Z', 'not-due'],
  ])('last sent %s → %s', async (last, outcome) => {
    await setMeta(db, 'lastTrackingSentAt', last);
    await recordTrackingEvent(db, { event: 'login' });
    expect(await upload(sender().send)).toBe(outcome);
  });

  it('sends the events, forgets them and remembers when', async () => {
    await recordTrackingEvent(db, { event: 'login' }, new Date('2025-06-02T08:00:00.000Z'));
    await recordTrackingEvent(
      db,
      { event: 'sync', detail: { pages: 2 } },
      new Date('2025-06-02T09:00:00.000Z'),
    );
    const { uploads, send } = sender();
    expect(await upload(send)).toBe('sent');
    expect(uploads[0]).toEqual({
      userId: USER,
      sessionId: 's1',
      data: [
        { event: 'login', at: '2025-06-02T08:00:00.000Z' },
        { event: 'sync', detail: { pages: 2 }, at: '2025-06-02T09:00:00.000Z' },
      ],
    });
    expect(await getMeta(db, 'trackingEvents')).toEqual([]);
    expect(await getMeta(db, 'lastTrackingSentAt')).toBe(new Date(NOW).toISOString());
  });

  it('retries at once after a 400+ answer', async () => {
    await recordTrackingEvent(db, { event: 'login' });
    const { uploads, send } = sender([new ApiError(500, undefined, null)]);
    expect(await upload(send)).toBe('sent');
    expect(uploads).toHaveLength(2);
  });

  it.each([
    ['two failed answers', [new ApiError(400, 'x', null), new ApiError(400, 'x', null)], 2],
    ['no network', [new OfflineError('network')], 1],
  ])('keeps the events after %s', async (_case, failures, attempts) => {
    await recordTrackingEvent(db, { event: 'login' });
    const { uploads, send } = sender([...failures]);
    expect(await upload(send)).toBe('failed');
    expect(uploads).toHaveLength(attempts);
    expect(await getMeta(db, 'trackingEvents')).toHaveLength(1);
    expect(await getMeta(db, 'lastTrackingSentAt')).toBeNull();
  });

  it('sends at SAIR (force) even when the last send is recent', async () => {
    await setMeta(db, 'lastTrackingSentAt', '2025-06-02T11:00:00.000Z');
    await track({ event: 'logout' }, db);
    const { uploads, send } = sender();
    expect(
      await uploadTrackingIfDue({ db, send, userId: USER, sessionId: 's1', now: NOW, force: true }),
    ).toBe('sent');
    expect(uploads[0]?.data).toMatchObject([{ event: 'logout' }]);
  });

  it('never lets a failed record reach the caller (a login, a sync or a finalize goes on)', async () => {
    const full = {
      transaction: () => Promise.reject(new Error('QuotaExceededError')),
    } as unknown as GestarDb;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(track({ event: 'login', detail: { offline: false } }, full)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('sends nothing when nothing was recorded', async () => {
    const { uploads, send } = sender();
    expect(await upload(send)).toBe('nothing-to-send');
    expect(uploads).toEqual([]);
  });
});
