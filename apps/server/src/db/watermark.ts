// The server's own evidence of a restore: the highest revision it ever revealed to a
// device, kept OUTSIDE the database, so that a database put back from any copy (the same copy twice, a
// pg_restore or `sqlite3 .backup` without --new-epoch) is recognised when the server starts, and no request
// can claim one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Epoch } from './epoch.ts';

/** What one node revealed: the epoch and the highest revision of it, and the epochs that one descends from. */
export type Watermark = { epoch: string; rev: number; ancestors: string[] };

const PREFIX = 'sync-watermark';

/**
 * One node's watermark file in `dir` (`sync-watermark-<node>.json`), written before a revision leaves the
 * server. Several nodes over one database share `dir` (SYNC_STATE_DIR), each with its own file, so that none
 * lowers another's figure; a restore is judged on all of them. Without a directory (tests that build the app
 * alone) the figure is kept in memory only.
 */
export class WatermarkStore {
  private mark: Watermark | undefined;
  private readonly file: string | undefined;

  constructor(
    readonly dir: string | undefined,
    node: string = `${os.hostname()}-${process.pid}`,
  ) {
    this.file = dir ? path.join(dir, `${PREFIX}-${node.replace(/[^\w.-]/g, '_')}.json`) : undefined;
  }

  /** Every node's watermark found in the directory (this node's included). */
  readAll(): Watermark[] {
    if (!this.dir) return this.mark ? [this.mark] : [];
    let names: string[];
    try {
      names = fs.readdirSync(this.dir).filter((name) => name.startsWith(PREFIX) && name.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const marks: Watermark[] = [];
    for (const name of names) {
      const mark = parseWatermark(readText(path.join(this.dir, name)));
      if (mark) marks.push(mark);
    }
    return marks;
  }

  /** This node's watermark now (what a restore check compares the database with). */
  current(): Watermark | undefined {
    return this.mark;
  }

  /** Starts this node's figure at the database as it is (after the start-up check). */
  reset(epoch: Epoch, rev: number): void {
    this.mark = { epoch: epoch.epoch, rev, ancestors: ancestorsOf(epoch) };
    this.persist();
  }

  /**
   * Records that `rev` of `epoch` is about to be revealed. Synchronous and written before the answer leaves:
   * a revision a device holds is always below the figure on disk. Writes only when the figure rises.
   */
  raise(epoch: Epoch, rev: number): void {
    if (this.mark && this.mark.epoch === epoch.epoch && this.mark.rev >= rev) return;
    if (this.mark && this.mark.epoch === epoch.epoch) this.mark = { ...this.mark, rev };
    else this.mark = { epoch: epoch.epoch, rev, ancestors: ancestorsOf(epoch) };
    this.persist();
  }

  private persist(): void {
    if (!this.file || !this.mark || !this.dir) return;
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.mark));
    // A rename is atomic: a crash leaves the old figure or the new one, never half a file.
    fs.renameSync(temporary, this.file);
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function parseWatermark(text: string | undefined): Watermark | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Watermark>;
    if (typeof value.epoch !== 'string' || typeof value.rev !== 'number' || !Number.isFinite(value.rev))
      return undefined;
    const ancestors = Array.isArray(value.ancestors)
      ? value.ancestors.filter((item): item is string => typeof item === 'string')
      : [];
    return { epoch: value.epoch, rev: value.rev, ancestors };
  } catch {
    return undefined;
  }
}

/** The epochs `epoch` descends from, nearest first (its parents chain). */
export function ancestorsOf(epoch: Epoch): string[] {
  const parents = epoch.parents ?? {};
  const chain: string[] = [];
  const seen = new Set<string>([epoch.epoch]);
  for (let link = parents[epoch.epoch]; link && !seen.has(link.parent); link = parents[link.parent]) {
    chain.push(link.parent);
    seen.add(link.parent);
  }
  return chain;
}

export type RestoreVerdict =
  | { restored: false; reason: 'first-start' | 'same-history' | 'newer-epoch' | 'other-database' }
  | { restored: true; reason: 'revisions-lost' | 'older-epoch'; watermark: Watermark };

/**
 * Whether the database lost revisions some node revealed (pure; checkForRestore in restore-check.ts acts on it):
 * - a node saw a higher revision of the database's own epoch → restored (a copy of this history, or the same
 *   backup again);
 * - a node saw an epoch that descends from the database's one → restored (a copy from before a rotation);
 * - the database's epoch descends from the node's → an operator started one (--new-epoch, a --backup copy):
 *   devices recover from the epoch alone;
 * - unrelated epochs → another database in this directory: nothing to compare.
 */
export function judgeRestore(
  database: { epoch: Epoch; rev: number },
  marks: readonly Watermark[],
): RestoreVerdict {
  if (marks.length === 0) return { restored: false, reason: 'first-start' };
  const ancestors = new Set(ancestorsOf(database.epoch));
  let same = false;
  let newer = false;
  for (const mark of marks) {
    if (mark.epoch === database.epoch.epoch) {
      same = true;
      if (mark.rev > database.rev) return { restored: true, reason: 'revisions-lost', watermark: mark };
    } else if (mark.ancestors.includes(database.epoch.epoch)) {
      return { restored: true, reason: 'older-epoch', watermark: mark };
    } else if (ancestors.has(mark.epoch)) {
      newer = true;
    }
  }
  if (same) return { restored: false, reason: 'same-history' };
  return { restored: false, reason: newer ? 'newer-epoch' : 'other-database' };
}
