import { DOMAIN_TYPE_SEED, DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import type { Db } from '../database.ts';
import { allocateRevs } from '../revision.ts';
import { type DbRow, loose, rowMapper, type SyncedTable, type WireRecord } from '../rows.ts';

/**
 * Inserts the domain types, domain values and default protocols of packages/domain that the database does
 * not have yet (fixed ids, so every start is a no-op once seeded). Existing rows are left alone: an
 * administrator may have edited them, and those edits travel to devices like any other change.
 * Returns how many records were inserted.
 */
export async function seedLists(db: Db): Promise<number> {
  const now = new Date().toISOString();
  const common = { created: now, updated: now, isDeleted: false, priority: false, lastModifiedBy: null };
  const batches: [SyncedTable, WireRecord[]][] = [
    ['tipo_dominios', DOMAIN_TYPE_SEED.map((row) => ({ ...row, ...common }))],
    ['valor_dominios', DOMAIN_VALUE_SEED.map((row) => ({ ...row, ...common }))],
    [
      'protocolos',
      PROTOCOL_SEED.map((protocol) => ({
        id: protocol.id,
        name: protocol.name,
        usuarioId: protocol.usuarioId,
        managementProtocols: protocol.managementProtocols,
        ...common,
      })),
    ],
  ];
  return insertMissing(db, batches);
}

/** Inserts, in one transaction with fresh revisions, the records whose ids are not in their table yet. */
export async function insertMissing(
  db: Db,
  batches: readonly [SyncedTable, WireRecord[]][],
): Promise<number> {
  const mapper = rowMapper(db.dialect);
  return db.kysely.transaction().execute(async (trx) => {
    const tx = loose(trx);
    const missing: [SyncedTable, WireRecord[]][] = [];
    for (const [table, records] of batches) {
      if (records.length === 0) continue;
      const present = new Set<string>();
      const ids = records.map((record) => String(record.id));
      for (let start = 0; start < ids.length; start += 500) {
        const rows = await tx
          .selectFrom(table)
          .select('id')
          .where('id', 'in', ids.slice(start, start + 500))
          .execute();
        for (const row of rows) present.add(String(row.id));
      }
      missing.push([table, records.filter((record) => !present.has(String(record.id)))]);
    }
    const total = missing.reduce((sum, [, records]) => sum + records.length, 0);
    if (total === 0) return 0;
    let rev = await allocateRevs(trx, total);
    for (const [table, records] of missing) {
      const rows: DbRow[] = records.map((record) => mapper.toDb(table, { ...record, rev: rev++ }));
      for (let start = 0; start < rows.length; start += 200) {
        await tx
          .insertInto(table)
          .values(rows.slice(start, start + 200))
          .execute();
      }
    }
    return total;
  });
}
