import { ROLES } from '@gestar/domain/entities/role';
import type { PullRequest } from '@gestar/domain/entities/sync';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { seedLists } from '../../db/seeds/lists.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { pullChanges } from './pull.ts';
import {
  build,
  farmWithCow,
  type PullBody,
  pullAll,
  pushOk,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

/** The tables a statement names (its `from`, joins and subqueries), read off Kysely's operation tree. */
function tablesOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const child of node) tablesOf(child, into);
  else if (node !== null && typeof node === 'object') {
    const value = node as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
    const name = value.table?.identifier?.name;
    if (value.kind === 'TableNode' && typeof name === 'string') into.add(name);
    for (const child of Object.values(node)) tablesOf(child, into);
  }
  return into;
}

/** The database, with every statement's tables recorded as it runs (transactions included). */
function recording(db: Db): { db: Db; statements: Set<string>[] } {
  const statements: Set<string>[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(tablesOf(node));
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(plugin) }, statements };
}

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

  const actor = () => ({ id: vet.id, roles: [ROLES.veterinario] });
  // The page as the device reads it (records the database wrote as JSON text parsed back).
  const poll = async (db: Db, since: number): Promise<PullBody['response']> => {
    const request: PullRequest = {
      lastPulledAt: since,
      fazendasBaixadas: [{ id: String(farm.fazenda.id), lastPulledAt: since }],
      lotesBaixados: [],
      omitNulls: true,
    };
    return (JSON.parse(JSON.stringify(await pullChanges(db, actor(), request, 5000))) as PullBody).response;
  };

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
