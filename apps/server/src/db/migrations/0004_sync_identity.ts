import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

// Migrations are never edited once released: a change is a new file.
// Push identity per (user, device), and the database's identity (epoch).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_clients')
    .addColumn('usuarioId', 'varchar(36)', (col) => col.notNull())
    .addColumn('clientId', 'varchar(36)', (col) => col.notNull())
    .addColumn('lastSeq', 'bigint', (col) => col.notNull())
    .addColumn('lastAnswer', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sync_clients_pk', ['usuarioId', 'clientId'])
    .execute();
  // A fresh random epoch per database: two databases (or a database and its restored copy, see
  // db/epoch.ts) never share one, so a device can tell it is talking to another revision history.
  const { rows } = await sql<{ value: string | number }>`select value from rev_counter where id = 1`.execute(
    db,
  );
  const startRev = String(rows[0]?.value ?? 0);
  await sql`insert into app_settings (key, value) values ('sync.epoch', ${randomUUID()}),
    ('sync.epochStartRev', ${startRev})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_settings where key in ('sync.epoch', 'sync.epochStartRev')`.execute(db);
  await db.schema.dropTable('sync_clients').execute();
}
