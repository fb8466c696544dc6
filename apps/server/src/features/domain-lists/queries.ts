import type { Db } from '../../db/database.ts';
import { loose, rowMapper, type SyncedTable, type WireRecord } from '../../db/rows.ts';

export type DomainTable = Extract<SyncedTable, 'tipo_dominios' | 'valor_dominios'>;

/** The live (not deleted) entries of a domain table, as the admin screens list them. */
export async function listDomain(db: Db, table: DomainTable): Promise<WireRecord[]> {
  const mapper = rowMapper(db.dialect);
  const order = table === 'tipo_dominios' ? 'nome' : 'valor';
  const rows = await loose(db.kysely)
    .selectFrom(table)
    .selectAll()
    .where('isDeleted', '=', 0)
    .orderBy(order)
    .orderBy('id')
    .execute();
  return rows.map((row) => mapper.fromDb(table, row));
}
