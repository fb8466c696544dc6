// Operator commands of the server binary (README "Backup and restore"): `node apps/server/dist/main.js
// --backup <file>` and `--new-epoch`. Each runs, prints one line and exits instead of starting the server.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Db } from './database.ts';
import { parseParents, rotateEpoch } from './epoch.ts';

/**
 * An online copy of the SQLite database (the backup API copies a consistent snapshot while the server keeps
 * writing) whose epoch is already a new one: restoring the copy later needs no extra step, devices recover
 * on their next sync.
 */
export async function backupSqlite(dataDir: string, destination: string): Promise<{ epoch: string }> {
  const source = new SqliteDatabase(path.join(dataDir, 'gestar.sqlite'), { readonly: true });
  try {
    await source.backup(destination);
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(destination);
  try {
    const epoch = randomUUID();
    const row = copy.prepare('select value from rev_counter where id = 1').get() as { value: number };
    const setting = (key: string) =>
      (copy.prepare('select value from app_settings where key = ?').get(key) as { value: string } | undefined)
        ?.value;
    // The copy's epoch descends from the one it was taken from: devices of older epochs still recover right.
    const parents = { ...parseParents(setting('sync.epochParents')) };
    const parent = setting('sync.epoch');
    if (parent) parents[epoch] = { parent, startRev: row.value };
    const set = copy.prepare(
      'insert into app_settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value',
    );
    copy.transaction(() => {
      set.run('sync.epoch', epoch);
      set.run('sync.epochStartRev', String(row.value));
      set.run('sync.epochParents', JSON.stringify(parents));
    })();
    return { epoch };
  } finally {
    copy.close();
  }
}

/** Runs the command named in `args`, if any; true when one ran (the caller exits then). */
export async function runMaintenance(
  args: readonly string[],
  config: { dataDir: string; databaseUrl: string | undefined },
  db: Db,
): Promise<boolean> {
  if (args.includes('--new-epoch')) {
    const { epoch, startRev } = await rotateEpoch(db.kysely);
    console.log(
      `New sync epoch ${epoch} from revision ${startRev}: devices will resend what this database lacks.`,
    );
    return true;
  }
  const at = args.indexOf('--backup');
  if (at >= 0) {
    const destination = args[at + 1];
    if (!destination) throw new Error('--backup needs a destination file');
    if (config.databaseUrl)
      throw new Error('--backup copies the SQLite file; on PostgreSQL use pg_dump (README)');
    const { epoch } = await backupSqlite(config.dataDir, path.resolve(destination));
    console.log(`Backup written to ${path.resolve(destination)} (epoch ${epoch}).`);
    return true;
  }
  return false;
}
