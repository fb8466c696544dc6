import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import { STEP_RECORD_EXISTS } from '@gestar/domain/messages/server';
import { RESYNC_ALREADY_EXISTS } from '@gestar/domain/messages/validation';
import { isSecondLive, liveKeyOf, ONE_LIVE_PER_KEY } from '@gestar/domain/rules/one-live-per-key';
import type { DbRow, LooseDb, WireRecord } from '../../db/rows.ts';
import { type Scope, selectIn } from './scope.ts';

/** Why a second live record of a key is refused, per entity. */
const REFUSAL: Partial<Record<SyncEntityKey, () => string>> = {
  lotes: RESYNC_ALREADY_EXISTS,
  iatfs: STEP_RECORD_EXISTS,
  dns: STEP_RECORD_EXISTS,
};

const farmOf = (scope: Scope): string | null => (scope.kind === 'farm' ? scope.fazendaId : null);

/**
 * One live record per key, held by the server (rules/one-live-per-key.ts): two phones offline can each make the
 * resync of a batch, or a cow's IATF or DN record, and the second to arrive is refused (its phone keeps it and
 * lists why) instead of leaving two. Keys are kept per farm, the one the record was stored in (its scope), so a
 * record of another farm naming this farm's batch or cow never takes its place. Runs under the
 * push's revision lock, so two pushes cannot both pass.
 */
export class OneLiveGuard {
  /** Each live key's record ids, and each record's live key, kept in step as the push writes. */
  private readonly idsOf = new Map<string, Set<string>>();
  private readonly keyOf = new Map<string, string>();

  private constructor(
    private readonly entity: SyncEntityKey,
    stored: readonly DbRow[],
  ) {
    for (const row of stored) {
      const fazendaId = typeof row.scopeFazendaId === 'string' ? row.scopeFazendaId : null;
      this.keep(row, fazendaId);
    }
  }

  /** The guard of `entity`'s push, with the stored records sharing a key field value with `records`; null when the entity has no key. */
  static async load(
    db: LooseDb,
    entity: SyncEntityKey,
    table: string,
    records: readonly WireRecord[],
  ): Promise<OneLiveGuard | null> {
    const fields = ONE_LIVE_PER_KEY[entity];
    const [first] = fields ?? [];
    if (!fields || !first) return null;
    const values = records.map((record) => record[first]).filter((v): v is string => typeof v === 'string');
    const columns = ['id', 'isDeleted', 'scopeFazendaId', ...fields];
    return new OneLiveGuard(entity, await selectIn(db, table, first, values, columns));
  }

  /**
   * The refusal when `next` (over `before`) would be a second live record of its key in its farm (`scope`, the
   * one it is written to: a record never changes farm), else null.
   */
  refusal(next: WireRecord, before: WireRecord | undefined, scope: Scope): string | null {
    const second = isSecondLive(this.entity, farmOf(scope), next, before, (key) => this.idsOf.get(key) ?? []);
    return second ? (REFUSAL[this.entity]?.() ?? null) : null;
  }

  /** A record as this push writes it, to `scope`: later records are checked against it. */
  saved(record: WireRecord, scope: Scope): void {
    this.keep(record, farmOf(scope));
  }

  private keep(record: WireRecord | DbRow, fazendaId: string | null): void {
    const id = String(record.id);
    const previous = this.keyOf.get(id);
    if (previous !== undefined) this.idsOf.get(previous)?.delete(id);
    this.keyOf.delete(id);
    const key = liveKeyOf(this.entity, fazendaId, record);
    if (key === null) return;
    this.keyOf.set(id, key);
    const ids = this.idsOf.get(key) ?? new Set<string>();
    ids.add(id);
    this.idsOf.set(key, ids);
  }
}
