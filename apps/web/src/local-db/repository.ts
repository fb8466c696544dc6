import { newId } from '@gestar/domain/entities/common';
import { withFieldGroups } from '@gestar/domain/entities/field-groups';
import { ENTITY_SCHEMAS, type EntityOf, type PullKey } from '@gestar/domain/entities/sync';
import { cmp } from 'dexie';
import type { z } from 'zod';
import type { EntityTable } from './database.ts';
import { localDbProblem } from './db-status.ts';
import {
  isQuotaExceeded,
  LocalStorageFullError,
  RecordNotFoundError,
  RecordValidationError,
} from './errors.ts';
import { type KeyedWrite, planKeyedWrites } from './keyed-write.ts';
import type { LocalEntity } from './local-record.ts';

type BaseKey = 'id' | 'created' | 'updated' | 'isDeleted' | 'priority';
type Input<K extends PullKey> = z.input<(typeof ENTITY_SCHEMAS)[K]>;
type Output<K extends PullKey> = EntityOf<K>;
/** Fields the schema fills when absent (nullable → null, flags → false, counters → 0). */
type DefaultedKey<K extends PullKey> = {
  [P in keyof Input<K>]-?: undefined extends Input<K>[P] ? P : never;
}[keyof Input<K>];

/** What a screen passes to `post`: the entity's own fields; defaulted ones may be left out. */
export type EntityDraft<K extends PullKey> = {
  [P in Exclude<keyof Output<K>, BaseKey | DefaultedKey<K>>]: Output<K>[P];
} & {
  [P in Exclude<Extract<keyof Output<K>, DefaultedKey<K>>, BaseKey>]?: Output<K>[P];
} & { id?: string; priority?: boolean };

/** What a screen passes to `update`: any of the entity's editable fields. */
export type EntityPatch<K extends PullKey> = Partial<Omit<Output<K>, 'id' | 'created' | 'updated'>>;

export type ReadOptions = { includeDeleted?: boolean };

/** One write of `writeMany`: what `post` or `update` would do with the same arguments. */
export type WriteOp<K extends PullKey> =
  | { post: EntityDraft<K> }
  | { update: string; patch: EntityPatch<K> }
  | { delete: string };

export type Repository<K extends PullKey> = {
  readonly entity: K;
  /** Every record (soft-deleted ones only on request). */
  get: (options?: ReadOptions) => Promise<LocalEntity<K>[]>;
  getById: (id: string, options?: ReadOptions) => Promise<LocalEntity<K> | undefined>;
  /** Records whose fields equal every given value (an indexed field, when present, narrows the scan). */
  getByParam: (params: Partial<Output<K>>, options?: ReadOptions) => Promise<LocalEntity<K>[]>;
  /** Records pointing to one or several parents through an indexed relation field (spec §7 examples). */
  getByRelation: (
    relation: keyof Output<K> & string,
    ids: string | readonly string[],
    options?: ReadOptions,
  ) => Promise<LocalEntity<K>[]>;
  post: (draft: EntityDraft<K>) => Promise<LocalEntity<K>>;
  update: (id: string, patch: EntityPatch<K>) => Promise<LocalEntity<K>>;
  /** Soft delete: the record stays, flagged, and travels to the server like any other change. */
  delete: (id: string) => Promise<LocalEntity<K>>;
  /**
   * Many posts, updates and (soft) deletes in ONE transaction and a few bulk requests, each record built exactly as `post` /
   * `update` builds it (same validation, `updated`, `_status` and `_changed` marks), applied in order: the
   * result equals running them one by one, but a 1,000-row save costs a few requests instead of thousands.
   * All or nothing: one invalid or missing record and nothing is written.
   */
  writeMany: (ops: readonly WriteOp<K>[]) => Promise<LocalEntity<K>[]>;
  /**
   * Writes to the records keys name (`keyed-write.ts`): each lands on the key's live record, else on its keyed
   * id, brought back or created. `relation` is the indexed key field that narrows the read. One transaction;
   * returns each write's record, in order.
   */
  upsertByKey: (
    writes: readonly KeyedWrite<K>[],
    relation: keyof Output<K> & string,
  ) => Promise<LocalEntity<K>[]>;
};

// Records pass through `as` only at this boundary: Dexie returns what the schema produced when written.
type Loose = Record<string, unknown>;

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function isIndexable(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * A new `updated` that is strictly later than the previous one: the push marks a record synced only when
 * `updated` is unchanged, so two edits in the same millisecond must still differ.
 */
export function nextUpdated(previous: string | undefined, now: number = Date.now()): string {
  const before = previous === undefined ? Number.NaN : Date.parse(previous);
  return new Date(Number.isFinite(before) && before >= now ? before + 1 : now).toISOString();
}

/** Runs a write; a full disk becomes LocalStorageFullError and is announced to the UI. */
export async function guardQuota<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaExceeded(error)) {
      localDbProblem.set('storage-full');
      throw new LocalStorageFullError({ cause: error });
    }
    throw error;
  }
}

/** Validates a record against its domain schema; throws RecordValidationError and writes nothing if it fails. */
export function validateRecord<K extends PullKey>(entity: K, candidate: unknown): Output<K> {
  const schema: z.ZodType = ENTITY_SCHEMAS[entity];
  const result = schema.safeParse(candidate);
  if (!result.success) {
    throw new RecordValidationError(
      entity,
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  // ENTITY_SCHEMAS[entity] produces exactly EntityOf<entity>; TypeScript cannot follow a generic index here.
  return result.data as Output<K>;
}

/** A new record as `post` stores it: stamped, validated, every field marked changed for the next push. */
function createdRecord<K extends PullKey>(entity: K, draft: EntityDraft<K>): LocalEntity<K> {
  const now = new Date().toISOString();
  const parsed = validateRecord(entity, {
    ...draft,
    id: draft.id ?? newId(),
    created: now,
    updated: now,
    isDeleted: false,
    priority: draft.priority ?? false,
  });
  return {
    ...parsed,
    _status: 'created',
    _changed: Object.keys(parsed),
    _rev: null,
  } as LocalEntity<K>;
}

/**
 * `current` with `patch` applied as `update` stores it (validated, `updated` moved on, the edited fields added
 * to `_changed`), or undefined when the patch changes nothing (then nothing is written or marked).
 */
function patchedRecord<K extends PullKey>(
  entity: K,
  current: LocalEntity<K>,
  id: string,
  patch: EntityPatch<K>,
): LocalEntity<K> | undefined {
  const { _status, _changed, _rev, _mine, ...canonical } = current;
  const parsed = validateRecord(entity, { ...canonical, ...patch, id, created: canonical.created });
  const edited = Object.keys(patch).filter(
    (field) =>
      field !== 'id' &&
      field !== 'created' &&
      !sameValue((parsed as Loose)[field], (canonical as Loose)[field]),
  );
  if (edited.length === 0) return undefined;
  // A field of an answer sends the whole answer (FIELD_GROUPS): two phones' edits never merge into a mix.
  const sent = withFieldGroups(entity, edited);
  // A value typed again is no longer the acknowledged one; its next acknowledgement names it again.
  const mine = _mine?.filter((field) => !sent.includes(field));
  return {
    ...parsed,
    updated: nextUpdated(canonical.updated),
    _status: _status === 'created' ? 'created' : 'updated',
    _changed: [...new Set([..._changed, ...sent])],
    _rev,
    ...(mine && mine.length > 0 ? { _mine: mine } : {}),
  } as LocalEntity<K>;
}

/** `current` soft-deleted as `delete` stores it, or undefined when it already is (nothing written). */
function deletedRecord<K extends PullKey>(current: LocalEntity<K>): LocalEntity<K> | undefined {
  if (current.isDeleted) return undefined;
  return {
    ...current,
    isDeleted: true,
    updated: nextUpdated(current.updated),
    _status: current._status === 'created' ? 'created' : 'updated',
    _changed: [...new Set([...current._changed, 'isDeleted'])],
  } as LocalEntity<K>;
}

/** The repository of spec §7 for one entity table: reads exclude soft-deleted records unless asked. */
export function createRepository<K extends PullKey>(table: EntityTable<K>): Repository<K> {
  const entity = table.name;
  const visible = (options: ReadOptions | undefined) => (record: LocalEntity<K>) =>
    options?.includeDeleted === true || !record.isDeleted;
  const indexedFields = () => new Set(['id', ...table.schema.indexes.map((index) => index.name)]);

  const repository: Repository<K> = {
    entity,

    get: async (options) => (await table.toArray()).filter(visible(options)),

    getById: async (id, options) => {
      const record = await table.get(id);
      return record && visible(options)(record) ? record : undefined;
    },

    getByParam: async (params, options) => {
      const entries = Object.entries(params).filter(([, value]) => value !== undefined);
      const indexed = indexedFields();
      const narrowing = entries.find(([field, value]) => indexed.has(field) && isIndexable(value));
      const candidates = narrowing
        ? await table
            .where(narrowing[0])
            .equals(narrowing[1] as string | number)
            .toArray()
        : await table.toArray();
      return candidates.filter(
        (record) =>
          visible(options)(record) &&
          entries.every(([field, value]) => sameValue((record as Loose)[field], value)),
      );
    },

    getByRelation: async (relation, ids, options) => {
      // One getAll per parent: `anyOf` walks a cursor, one request per record (a 1,000-cow batch took
      // 1,000 round trips). Same order as `anyOf`: by parent id, then by primary key.
      const list = (typeof ids === 'string' ? [ids] : [...new Set(ids)]).sort(cmp);
      if (list.length === 0) return [];
      const read = () => Promise.all(list.map((id) => table.where(relation).equals(id).toArray()));
      // Several parents: one read transaction (outside one, each read would open its own).
      const chunks = list.length === 1 ? await read() : await table.db.transaction('r', table, read);
      return chunks.flat().filter(visible(options));
    },

    post: (draft) =>
      guardQuota(async () => {
        const record = createdRecord(entity, draft);
        // add (not put): posting an id that already exists is a bug, not an update.
        await table.add(record);
        return record;
      }),

    update: (id, patch) =>
      guardQuota(() =>
        table.db.transaction('rw', table, async () => {
          const current = await table.get(id);
          if (!current) throw new RecordNotFoundError(entity, id);
          const record = patchedRecord(entity, current, id, patch);
          if (!record) return current;
          await table.put(record);
          return record;
        }),
      ),

    writeMany: (ops) =>
      guardQuota(() =>
        table.db.transaction('rw', table, async () => {
          const storedId = (op: WriteOp<K>) =>
            'update' in op ? [op.update] : 'delete' in op ? [op.delete] : [];
          const updateIds = [...new Set(ops.flatMap(storedId))];
          const stored = await table.bulkGet(updateIds);
          // Each record as it stands after the ops so far (a later op sees an earlier one's result).
          const latest = new Map<string, LocalEntity<K>>();
          updateIds.forEach((id, index) => {
            const record = stored[index];
            if (record) latest.set(id, record);
          });
          const added = new Set<string>();
          const changed = new Set<string>();
          const results = ops.map((op) => {
            if ('post' in op) {
              const record = createdRecord(entity, op.post);
              // As `add` would refuse it: an id posted twice, or posted over a stored record.
              if (latest.has(record.id) || added.has(record.id))
                throw new Error(`${entity} ${record.id} already exists`);
              latest.set(record.id, record);
              added.add(record.id);
              return record;
            }
            const id = 'update' in op ? op.update : op.delete;
            const current = latest.get(id);
            if (!current) throw new RecordNotFoundError(entity, id);
            const record =
              'update' in op ? patchedRecord(entity, current, id, op.patch) : deletedRecord(current);
            if (!record) return current;
            latest.set(id, record);
            if (!added.has(id)) changed.add(id);
            return record;
          });
          const pick = (ids: Set<string>) =>
            [...ids].map((id) => latest.get(id)).filter((record) => record !== undefined);
          // bulkAdd (not put), as `post`: an id already stored fails the whole transaction.
          if (added.size > 0) await table.bulkAdd(pick(added));
          if (changed.size > 0) await table.bulkPut(pick(changed));
          return results;
        }),
      ),

    upsertByKey(writes, relation) {
      if (writes.length === 0) return Promise.resolve([]);
      return table.db.transaction('rw', table, async () => {
        const parents = writes.flatMap(({ key }) => {
          const value = key[relation];
          return typeof value === 'string' ? [value] : [];
        });
        const related = await repository.getByRelation(relation, parents, { includeDeleted: true });
        // A keyed record whose key fields were changed since is not among them, and must not be posted again.
        const seen = new Set(related.map((record) => record.id));
        const keyed = await table.bulkGet(writes.map(({ draft }) => draft.id).filter((id) => !seen.has(id)));
        const stored = [...related, ...keyed.filter((record) => record !== undefined)];
        return repository.writeMany(planKeyedWrites(stored, writes).ops);
      });
    },

    delete: (id) =>
      guardQuota(() =>
        table.db.transaction('rw', table, async () => {
          const current = await table.get(id);
          if (!current) throw new RecordNotFoundError(entity, id);
          const record = deletedRecord(current);
          if (!record) return current;
          await table.put(record);
          return record;
        }),
      ),
  };
  return repository;
}
