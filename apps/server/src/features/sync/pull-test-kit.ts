import { ROLES } from '@gestar/domain/entities/role';
import type { PullRequest } from '@gestar/domain/entities/sync';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pullChanges } from './pull.ts';
import type { PullBody } from './test-kit.ts';

// For tests of what a pull reads: the statements it runs, and a vet's poll of one farm called in-process.

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

/** Whether a statement picks rows by a list of ids (`where id in (…)`), as a poll reads the JSON it lacks. */
function readsById(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsById);
  if (node === null || typeof node !== 'object') return false;
  const value = node as {
    kind?: unknown;
    operator?: { operator?: unknown };
    leftOperand?: { column?: { column?: { name?: unknown } } };
  };
  if (
    value.kind === 'BinaryOperationNode' &&
    value.operator?.operator === 'in' &&
    value.leftOperand?.column?.column?.name === 'id'
  )
    return true;
  return Object.values(node).some(readsById);
}

/**
 * The database, with every statement's tables recorded as it runs (transactions included; a statement over a
 * subquery counts once more for it), and apart the tables of those that picked rows by a list of ids.
 */
export function recording(db: Db): { db: Db; statements: Set<string>[]; byId: Set<string>[] } {
  const statements: Set<string>[] = [];
  const byId: Set<string>[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      const tables = tablesOf(node);
      statements.push(tables);
      if (readsById(node)) byId.push(tables);
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: { ...db, kysely: db.kysely.withPlugin(plugin) }, statements, byId };
}

/** A veterinarian's poll of one farm from `since`, as the device reads it (JSON text parsed back). */
export async function pollFarm(
  db: Db,
  vetId: string,
  fazendaId: string,
  since: number,
  /** What else the device says (followsFullPage). */
  extra: Partial<PullRequest> = {},
): Promise<PullBody['response']> {
  const request: PullRequest = {
    lastPulledAt: since,
    fazendasBaixadas: [{ id: fazendaId, lastPulledAt: since }],
    lotesBaixados: [],
    omitNulls: true,
    ...extra,
  };
  const actor = { id: vetId, roles: [ROLES.veterinario] };
  return (JSON.parse(JSON.stringify(await pullChanges(db, actor, request, 5000))) as PullBody).response;
}
