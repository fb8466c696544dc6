import { describe, expect, it } from 'vitest';
import { allocateRevs, currentRev } from '../db/revision.ts';
import { startTestServer, type TestServer } from './test-server.ts';

async function health(server: TestServer): Promise<number> {
  return (await fetch(`${server.baseUrl}/api/health`)).status;
}

describe('test servers on PostgreSQL', () => {
  it.each([
    ['started together', async () => Promise.all([startTestServer('postgres'), startTestServer('postgres')])],
    [
      'started while the other runs',
      async () => {
        const first = await startTestServer('postgres');
        return [first, await startTestServer('postgres')] as const;
      },
    ],
  ])('two %s live side by side, each in its own schema', async (_case, start) => {
    const [a, b] = await start();
    try {
      expect([await health(a), await health(b)]).toEqual([200, 200]);
      const before = await currentRev(b.db.kysely);
      await a.db.kysely.transaction().execute((trx) => allocateRevs(trx, 5));
      expect(await currentRev(b.db.kysely)).toBe(before);
      expect(await currentRev(a.db.kysely)).toBe(before + 5);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
