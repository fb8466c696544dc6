import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { allocateRevs, currentRev } from './revision.ts';

describe.each(DIALECTS)('committedRev on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads what currentRev reads once writes are committed', async () => {
    await server.db.kysely.transaction().execute((trx) => allocateRevs(trx, 3));
    expect(await server.db.committedRev()).toBe(await currentRev(server.db.kysely));
  });

  it('never sees the revisions of a transaction still open, and sees them right after its commit', async () => {
    const before = await server.db.committedRev();
    let seenInside = -1;
    await server.db.kysely.transaction().execute(async (trx) => {
      await allocateRevs(trx, 5);
      expect(await currentRev(trx)).toBe(before + 5);
      seenInside = await server.db.committedRev();
    });
    expect(seenInside).toBe(before);
    expect(await server.db.committedRev()).toBe(before + 5);
  });

  it('does not see a rolled-back allocation', async () => {
    const before = await server.db.committedRev();
    await expect(
      server.db.kysely.transaction().execute(async (trx) => {
        await allocateRevs(trx, 2);
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(await server.db.committedRev()).toBe(before);
  });
});
