import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, pushOk, type Session, signIn, startSyncServer } from '../features/sync/test-kit.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { readEpoch } from './epoch.ts';
import { backupSqlite, runMaintenance } from './maintenance.ts';

describe('operator commands', () => {
  let server: TestServer;
  let vet: Session;
  beforeAll(async () => {
    server = await startSyncServer('sqlite');
    vet = await signIn(server, 'Veterinário');
  });
  afterAll(async () => {
    await server.close();
  });

  it('--backup copies the live database with a new epoch starting at its last revision', async () => {
    await pushOk(server, vet, 'fazendas', [build.fazenda(vet.id)]);
    const live = await readEpoch(server.db.kysely);
    const destination = path.join(server.dataDir, 'copia.sqlite');
    await backupSqlite(server.dataDir, destination);
    const copy = new SqliteDatabase(destination, { readonly: true });
    const settings = Object.fromEntries(
      (copy.prepare('select key, value from app_settings').all() as { key: string; value: string }[]).map(
        (row) => [row.key, row.value],
      ),
    );
    const counter = (copy.prepare('select value from rev_counter').get() as { value: number }).value;
    const farms = (copy.prepare('select count(*) as n from fazendas').get() as { n: number }).n;
    copy.close();
    expect(settings['sync.epoch']).not.toBe(live.epoch);
    expect(Number(settings['sync.epochStartRev'])).toBe(counter);
    expect(farms).toBe(1);
    expect(await readEpoch(server.db.kysely)).toEqual(live);
    fs.rmSync(destination);
  });

  it('--new-epoch starts a new epoch at the current revision; no command → the server starts', async () => {
    const before = await readEpoch(server.db.kysely);
    expect(await runMaintenance([], { dataDir: server.dataDir, databaseUrl: undefined }, server.db)).toBe(
      false,
    );
    expect(
      await runMaintenance(['--new-epoch'], { dataDir: server.dataDir, databaseUrl: undefined }, server.db),
    ).toBe(true);
    const after = await readEpoch(server.db.kysely);
    expect(after.epoch).not.toBe(before.epoch);
    expect(after.startRev).toBe(await server.db.committedRev());
  });
});
