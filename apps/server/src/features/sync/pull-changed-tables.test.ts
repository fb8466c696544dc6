import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { seedLists } from '../../db/seeds/lists.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { pollFarm, recording } from './pull-test-kit.ts';
import { build, farmWithCow, pullAll, pushOk, type Session, signIn, startSyncServer } from './test-kit.ts';

// Tables a vet's poll asks for (shared streams and farm children) that the cows pushed below leave untouched.
const UNTOUCHED = [
  'usuarios',
  'tipo_dominios',
  'valor_dominios',
  'protocolos',
  'touros',
  'partidas',
  'retiros',
  'lotes',
  'dns',
  'iatfs',
];

describe.each(DIALECTS)('a poll reads only the tables that changed since its cursor (%s)', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let farm: Awaited<ReturnType<typeof farmWithCow>>;
  // Each test starts where a device that pulled everything just now stands.
  const upToDate = async () => (await pullAll(server, vet, [String(farm.fazenda.id)])).cursor;

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    farm = await farmWithCow(server, vet);
  });
  afterAll(() => server.close());

  const poll = (db: Db, since: number) => pollFarm(db, vet.id, String(farm.fazenda.id), since);

  it('new cows only: the cows come, and no other stream table is read but by the one revision probe', async () => {
    const cursor = await upToDate();
    const cows = [build.d0(String(farm.lote.id)), build.d0(String(farm.lote.id))];
    await pushOk(server, vet, 'd0s', cows);
    const { db, statements } = recording(server.db);
    const page = await poll(db, cursor);

    expect(page.d0s.map((cow) => cow.id).sort()).toEqual(cows.map((cow) => cow.id).sort());
    expect(page.temMais).toBe(false);
    for (const key of ['usuarios', 'fazendas', 'retiros', 'lotes', 'protocolos'] as const)
      expect(page[key]).toEqual([]);
    // The probe names every table of the poll at once; every other statement leaves the untouched ones alone.
    const probes = statements.filter((tables) => UNTOUCHED.every((table) => tables.has(table)));
    expect(probes).toHaveLength(1);
    const others = statements.filter((tables) => !probes.includes(tables));
    expect(others.flatMap((tables) => UNTOUCHED.filter((table) => tables.has(table)))).toEqual([]);
    expect(others.some((tables) => tables.has('d0s'))).toBe(true);
  });

  it('a new batch and a new protocol: their tables are read again and both come', async () => {
    const cursor = await upToDate();
    const protocolo = build.protocolo(vet.id);
    const lote = build.lote(String(farm.retiro.id));
    await pushOk(server, vet, 'protocolos', [protocolo]);
    await pushOk(server, vet, 'lotes', [lote]);
    const { db, statements } = recording(server.db);
    const page = await poll(db, cursor);

    expect(page.lotes.map((row) => row.id)).toEqual([lote.id]);
    expect(page.protocolos.map((row) => row.id)).toContain(protocolo.id);
    expect(page.d0s).toEqual([]);
    const read = statements.filter((tables) => !UNTOUCHED.every((table) => tables.has(table)));
    expect(read.some((tables) => tables.has('lotes'))).toBe(true);
    expect(read.some((tables) => tables.has('protocolos'))).toBe(true);
  });

  it('nothing changed for the farm while another farm got cows: an empty page at the new revision', async () => {
    const cursor = await upToDate();
    const other = await farmWithCow(server, vet);
    const { db } = recording(server.db);
    const page = await poll(db, cursor);

    // The other farm itself is shared with its owner (the farms stream), its cow is not: it was not asked for.
    expect(page.d0s).toEqual([]);
    expect(page.fazendas.map((row) => row.id)).toEqual([other.fazenda.id]);
    expect(page.lastPulledAt).toBeGreaterThan(cursor);
  });
});
