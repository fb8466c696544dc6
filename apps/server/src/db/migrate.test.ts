import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { migrateToLatest } from './migrate.ts';

// A rolling upgrade: the new release migrated the database, and an old node restarts on it.
describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  const table = () => sql.table('kysely_migration');

  it('applies nothing on a database already at this release', async () => {
    expect(await migrateToLatest(server.db)).toEqual([]);
  });

  it('lets this release start on a database a newer release migrated, and says which migrations it does not know', async () => {
    await sql`insert into ${table()} (name, timestamp) values ('9999_future', '2099-01-01T00:00:00.000Z')`.execute(
      server.db.kysely,
    );
    const heard: string[][] = [];
    expect(await migrateToLatest(server.db, (unknown) => heard.push(unknown))).toEqual([]);
    expect(heard).toEqual([['9999_future']]);
  });

  it('refuses a database that lacks a migration of this release while holding unknown ones', async () => {
    // The newest migration: an older one put back later would stand out of order for Kysely.
    await sql`delete from ${table()} where name = '0014_user_languages'`.execute(server.db.kysely);
    await expect(migrateToLatest(server.db)).rejects.toThrow(
      /does not know \(9999_future\) and lacks some it needs \(0014_user_languages\)/,
    );
    await sql`insert into ${table()} (name, timestamp) values ('0014_user_languages', ${new Date().toISOString()})`.execute(
      server.db.kysely,
    );
    await sql`delete from ${table()} where name = '9999_future'`.execute(server.db.kysely);
    expect(await migrateToLatest(server.db)).toEqual([]);
  });
});
