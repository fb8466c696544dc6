import { type Kysely, sql } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.
// sync_clients keeps at most 20 devices per user and drops answers past the retry window
// (features/sync/push-identity.ts). Rows written before could be thousands per user: only the 20 most recent
// of each user stay. (On SQLite the file keeps its size until an operator runs VACUUM.)
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sync_clients where ("usuarioId", "clientId") in (
    select "usuarioId", "clientId" from (
      select "usuarioId", "clientId",
        row_number() over (partition by "usuarioId" order by "at" desc, "clientId" desc) as "position"
      from sync_clients
    ) ranked where "position" > 20
  )`.execute(db);
  // The answers still kept, by age: every push empties those past the window through it.
  await db.schema
    .createIndex('sync_clients_answered_at')
    .on('sync_clients')
    .column('at')
    .where(sql<boolean>`"lastAnswer" <> ''`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sync_clients_answered_at').execute();
}
