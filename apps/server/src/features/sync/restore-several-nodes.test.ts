import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { ENTITY_TABLE } from './entities.ts';
import { build, pull, pullAll, pushOk, type Session, signIn } from './test-kit.ts';
import { wireJsonCacheOf } from './wire-json-cache.ts';

// Restore detection with several nodes: each node keeps its watermark in the shared SYNC_STATE_DIR, so a node that
// starts after a restore recognises it from what ANOTHER node revealed; and a running node recognises a database
// put back under it on its next call.

/** What a restored copy taken at revision `rev` looks like to the server: the later rows and revisions gone. */
async function putBackTo(server: TestServer, rev: number): Promise<void> {
  for (const table of new Set(Object.values(ENTITY_TABLE)))
    await server.db.kysely
      .deleteFrom(table as never)
      .where(sql.ref('rev'), '>', rev)
      .execute();
  await server.db.kysely.updateTable('rev_counter').set({ value: rev }).where('id', '=', 1).execute();
}

const epochOf = async (server: TestServer, session: Session) =>
  (await pull(server, session, { lastPulledAt: 0, fazendasBaixadas: [] })).response as unknown as {
    epoch: string;
    epochStartRev: number;
  };

describe('a restore recognised by a node that never served before it (PostgreSQL, shared SYNC_STATE_DIR)', () => {
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-sync-state-'));
  const env = {
    GESTAR_TEST_FAST_HASH: '1',
    JWT_SECRET: 'um-segredo-compartilhado-pelos-dois-nos-0123456789',
    SYNC_STATE_DIR: shared,
  };
  let a: TestServer;
  let vet: Session;
  beforeAll(async () => {
    a = await startTestServer('postgres', { ...env, SYNC_NODE_NAME: 'node-a' });
    vet = await signIn(a, 'Veterinário');
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it('node B starts over a database that lost what node A revealed: a new epoch from the restored revision', async () => {
    await pushOk(a, vet, 'fazendas', [build.fazenda(vet.id)]);
    const copyRev = await a.db.committedRev();
    await pushOk(a, vet, 'fazendas', [build.fazenda(vet.id), build.fazenda(vet.id)]);
    const seen = await pullAll(a, vet, []);
    expect(seen.cursor).toBeGreaterThan(copyRev);
    const before = await epochOf(a, vet);
    expect(fs.readdirSync(shared)).toContain('sync-watermark-node-a.json');

    await putBackTo(a, copyRev);
    const b = await startTestServer('postgres', {
      ...env,
      SYNC_NODE_NAME: 'node-b',
      DATABASE_URL: a.databaseUrl ?? '',
    });
    try {
      const after = await epochOf(b, vet);
      expect(after.epoch).not.toBe(before.epoch);
      expect(after.epochStartRev).toBe(copyRev);
      // A device of the old epoch hears the fork from its own epoch and recovers.
      const sleeper = await pull(b, vet, {
        lastPulledAt: seen.cursor,
        fazendasBaixadas: [],
        epoch: before.epoch,
      });
      expect(sleeper.response).toMatchObject({ epoch: after.epoch, epochStartRev: copyRev });
      // Node A, which revealed the lost revisions, answers the epoch node B started once its epoch cache (5 s)
      // renews; no revision is issued twice meanwhile (B moved the counter past what A revealed).
      expect(await a.db.committedRev()).toBeGreaterThanOrEqual(seen.cursor);
      let seenByA = '';
      for (let attempt = 0; attempt < 30 && seenByA !== after.epoch; attempt += 1) {
        seenByA = (await epochOf(a, vet)).epoch;
        if (seenByA !== after.epoch) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(seenByA).toBe(after.epoch);
    } finally {
      await b.close();
    }
  }, 60_000);
});

describe.each(DIALECTS)('a database put back under a running server on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
    vet = await signIn(server, 'Veterinário');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('the next call starts a new epoch from the revision the database holds', async () => {
    await pushOk(server, vet, 'fazendas', [build.fazenda(vet.id)]);
    const copyRev = await server.db.committedRev();
    await pushOk(server, vet, 'fazendas', [build.fazenda(vet.id)]);
    await pullAll(server, vet, []);
    const before = await epochOf(server, vet);
    const texts = wireJsonCacheOf(server.db);
    await putBackTo(server, copyRev);
    const after = await epochOf(server, vet);
    expect(after.epoch).not.toBe(before.epoch);
    expect(after.epochStartRev).toBe(copyRev);
    // The records' JSON the node kept was written from the database before it was put back: forgotten.
    const restoredTexts = wireJsonCacheOf(server.db);
    expect(restoredTexts).not.toBe(texts);
    // Only once: the node's figure starts again from the database as it is.
    await pushOk(server, vet, 'fazendas', [build.fazenda(vet.id)]);
    expect((await epochOf(server, vet)).epoch).toBe(after.epoch);
    expect(wireJsonCacheOf(server.db)).toBe(restoredTexts);
  });
});
