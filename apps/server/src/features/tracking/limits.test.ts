import { newId } from '@gestar/domain/entities/common';
import { TRACKING_DAILY_LIMIT, trackingCallTooLarge } from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { TRACKING_RETENTION_DAYS, USER_DAILY_BYTES, USER_DAILY_EVENTS } from './store-events.ts';

// No user may store 1,000 × 8 KB events per call without end.
describe.each(DIALECTS)('tracking caps and retention on %s', (dialect) => {
  let server: TestServer;
  const signIn = async () => {
    const created = await createTestUser(server, { role: 'Inseminador' });
    return { id: created.id, token: (await loginAs(server, created.email, created.password)).token };
  };
  const track = (user: { id: string; token: string }, data: unknown[]) =>
    fetch(`${server.baseUrl}/api/tracking`, {
      method: 'POST',
      headers: bearer(user.token),
      body: JSON.stringify({ userId: user.id, sessionId: 's', data }),
    });
  const countOf = async (usuarioId: string) =>
    (
      await server.db.kysely
        .selectFrom('tracking_events')
        .select('id')
        .where('usuarioId', '=', usuarioId)
        .execute()
    ).length;
  const insertEvents = async (usuarioId: string, count: number, receivedAt: string) => {
    const rows = Array.from({ length: count }, () => ({
      id: newId(),
      usuarioId,
      sessionId: 's',
      data: '1',
      receivedAt,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await server.db.kysely
        .insertInto('tracking_events')
        .values(rows.slice(start, start + 200))
        .execute();
    }
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a call whose events together pass 512 KB, storing nothing', async () => {
    const user = await signIn();
    const response = await track(
      user,
      Array.from({ length: 100 }, () => ({ x: 'y'.repeat(7000) })),
    );
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).errors).toContain(`data: ${trackingCallTooLarge(512)}`);
    expect(await countOf(user.id)).toBe(0);
  });

  it("answers 429 once a user's last 24 h hold the daily cap, storing nothing; other users are unaffected", async () => {
    const user = await signIn();
    await insertEvents(user.id, USER_DAILY_EVENTS - 1, new Date().toISOString());
    const over = await track(user, [{ a: 1 }, { a: 2 }]);
    expect(over.status).toBe(429);
    expect((await jsonOf<ErrorBody>(over)).title).toBe(TRACKING_DAILY_LIMIT());
    expect(await countOf(user.id)).toBe(USER_DAILY_EVENTS - 1);
    expect((await track(user, [{ a: 1 }])).status).toBe(200);
    const other = await signIn();
    expect((await track(other, [{ a: 1 }])).status).toBe(200);
  });

  it('counts the daily cap in bytes: multibyte text does not store several times the cap', async () => {
    const user = await signIn();
    // 1.2 million characters, 2.4 MB in UTF-8: under the cap counted in characters, over it in bytes.
    const rows = Array.from({ length: 3 }, () => ({
      id: newId(),
      usuarioId: user.id,
      sessionId: 's',
      data: JSON.stringify('ç'.repeat(400_000)),
      receivedAt: new Date().toISOString(),
    }));
    await server.db.kysely.insertInto('tracking_events').values(rows).execute();
    expect(3 * 400_000).toBeLessThan(USER_DAILY_BYTES);
    const over = await track(user, [{ a: 1 }]);
    expect(over.status).toBe(429);
    expect(await countOf(user.id)).toBe(3);
  });

  it(`deletes events older than ${TRACKING_RETENTION_DAYS} days`, async () => {
    const user = await signIn();
    const old = new Date(Date.now() - (TRACKING_RETENTION_DAYS + 1) * 86_400_000).toISOString();
    await insertEvents(user.id, 3, old);
    const fresh = await signIn();
    expect((await track(fresh, [{ a: 1 }])).status).toBe(200);
    expect(await countOf(user.id)).toBe(0);
    expect(await countOf(fresh.id)).toBe(1);
  });
});
