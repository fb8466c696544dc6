import { z } from 'zod';
import { currentLocale } from '../i18n/current-locale.ts';
import type { Locale } from '../i18n/locales.ts';
import {
  type ListedItems,
  moreProblems,
  PUSH_IDENTITY_TOGETHER,
  SYNC_RECORD_INVALID,
  tooManyItems as tooManyItemsText,
} from '../messages/records.ts';
import { unknownFields } from '../messages/server.ts';
import { fieldsOf, idSchema } from './common.ts';
import {
  ENTITY_REGISTRY,
  PULL_KEYS,
  type PullKey,
  SYNC_ENTITY_ORDER,
  type SyncEntityKey,
} from './registry.ts';

export type { PullKey, SyncEntityKey };
// The lists of entities come from the registry; re-exported here, where the wire contract is.
export { PULL_KEYS, SYNC_ENTITY_ORDER };

type Schemas = { readonly [K in PullKey]: (typeof ENTITY_REGISTRY)[K]['schema'] };

export const ENTITY_SCHEMAS = Object.fromEntries(
  PULL_KEYS.map((key) => [key, ENTITY_REGISTRY[key].schema]),
) as unknown as Schemas;

export type EntityOf<K extends PullKey> = z.infer<Schemas[K]>;

/** Field names of each entity: what the server may store, and what `_changed` may name. */
export const ENTITY_FIELDS: { readonly [K in PullKey]: readonly string[] } = Object.fromEntries(
  PULL_KEYS.map((key) => [key, fieldsOf<z.ZodRawShape>(ENTITY_REGISTRY[key].schema)]),
) as { readonly [K in PullKey]: readonly string[] };

export function isSyncEntityKey(value: string): value is SyncEntityKey {
  return (SYNC_ENTITY_ORDER as readonly string[]).includes(value);
}

/** A server revision: the sync cursor (one counter across all tables, never a device clock). */
export const revisionSchema = z.int().min(0);

export const SYNC_VERBS = ['POST', 'PUT', 'PRIORITY'] as const;

export type SyncVerb = (typeof SYNC_VERBS)[number];

/**
 * One queued change. `json` is only an object here: each record is validated on its own by
 * `parseSyncRecord`, so one bad record is rejected alone instead of failing the whole push.
 */
export const pushItemSchema = z.object({
  verbo: z.enum(SYNC_VERBS),
  json: z.record(z.string(), z.unknown()),
});

export type PushItem = z.infer<typeof pushItemSchema>;

/** Records per Queue call the server accepts (devices send at most 500): bounds one call's write time. */
export const MAX_PUSH_RECORDS = 1000;

/**
 * Downloaded farms a pull may name (130,000 crashed the server). A device downloads farms ten
 * at a time and a person works a few dozen; 5,000 leaves room for an administrator's device.
 */
export const MAX_PULL_FARMS = 5000;
/** Batch ids a pull may name (spec §7 `lotesBaixados`; today's devices send none and the server reads none). */
export const MAX_PULL_BATCHES = 50_000;
/** Names in `_changed` beyond the entity's own fields: bookkeeping keys a stored copy may carry. */
export const CHANGED_MARGIN = 20;

/** The error of a list longer than `max`, read when a list is refused (zod's own names the type in English: "array"). */
export function tooManyItems(max: number, items: ListedItems): { error: () => string } {
  return { error: () => tooManyItemsText(max, items) };
}

/**
 * POST /api/sync/Queue: one call per entity type. `clientId` (a stable id of the device's local database) and
 * `pushSeq` (increasing with every call that device makes) give the call an identity: the server answers a
 * retried call with its first answer and refuses a call older than one it already applied. Both or neither:
 * older apps send neither and keep today's behaviour.
 */
export const pushRequestSchema = z
  .object({
    tipoId: z.enum(SYNC_ENTITY_ORDER),
    loggedUser: idSchema,
    // routes.ts answers 413 before parsing; bounded here too for any other caller.
    contents: z.array(pushItemSchema).max(MAX_PUSH_RECORDS, tooManyItems(MAX_PUSH_RECORDS, 'pushRecords')),
    clientId: idSchema.optional(),
    pushSeq: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    /**
     * The epoch the device's records and cursor belong to, and its pull cursor: a push into another history
     * (a restored database) is refused 409 with the new epoch, so the device recovers before writing.
     */
    epoch: z.string().max(100).optional(),
    lastPulledAt: revisionSchema.optional(),
  })
  .refine((body) => (body.clientId === undefined) === (body.pushSeq === undefined), {
    error: () => PUSH_IDENTITY_TOGETHER(),
    path: ['pushSeq'],
  });

export type PushRequest = z.infer<typeof pushRequestSchema>;

export const pushResponseSchema = z.object({
  sucesso: z.boolean(),
  /**
   * Each applied record with the revision its server row has now. `registro` is that row (as a pull sends it)
   * when it differs from what the device sent: fields merged from other devices, or a retry answered after
   * others wrote. The device takes it, so the revision it keeps always describes the copy it holds.
   */
  aplicados: z.array(
    z.object({
      id: idSchema,
      rev: revisionSchema,
      registro: z.record(z.string(), z.unknown()).optional(),
      /**
       * Beside a `registro` of a record this call wrote: who wrote the row before it, so the author of the values
       * the device did not send (the row's `lastModifiedBy` is now the sender). The device tells its user whose
       * value replaced one of theirs. Absent when unknown (a call answered again).
       */
      autorAnterior: z.string().max(100).nullable().optional(),
    }),
  ),
  /** `id` is null when the record did not even carry a readable id. */
  rejeitados: z.array(z.object({ id: z.string().nullable(), motivo: z.string() })),
});

export type PushResponse = z.infer<typeof pushResponseSchema>;

/** POST /api/sync/half-sync. A null cursor means "from the beginning". */
export const pullRequestSchema = z.object({
  lastPulledAt: revisionSchema.nullable(),
  fazendasBaixadas: z
    .array(z.object({ id: idSchema, lastPulledAt: revisionSchema.nullable() }))
    .max(MAX_PULL_FARMS, tooManyItems(MAX_PULL_FARMS, 'pulledFarms'))
    .default([]),
  lotesBaixados: z
    .array(idSchema)
    .max(MAX_PULL_BATCHES, tooManyItems(MAX_PULL_BATCHES, 'pulledBatches'))
    .optional(),
  /** The epoch the device's cursors belong to (absent from older apps): see pullResponseSchema. */
  epoch: z.string().max(100).optional(),
  /**
   * true: the records leave out their null fields (a 5,000-cow page is 2.5× smaller); the device reads an absent
   * field of its entity as null. Older apps send nothing and keep getting every field.
   */
  omitNulls: z.boolean().optional(),
  /**
   * true: the page after one that came full (`temMais`), a download's or a long absence's: its records are written
   * for this device alone, not looked up among those the farms' polls share (the server's wire JSON cache).
   */
  followsFullPage: z.boolean().optional(),
});

export type PullRequest = z.infer<typeof pullRequestSchema>;

/** A record as pulled: the entity plus the server revision the device keeps as `_rev`. */
function pulled<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return z.array(schema.extend({ rev: revisionSchema }));
}

type PulledArrays = { [K in PullKey]: ReturnType<typeof pulled<Schemas[K]['shape']>> };

/** One array per entity, from the registry. */
function pulledArrays(): PulledArrays {
  return Object.fromEntries(
    PULL_KEYS.map((key) => [key, pulled<z.ZodRawShape>(ENTITY_SCHEMAS[key])]),
  ) as unknown as PulledArrays;
}

export const pullResponseSchema = z.object({
  sucesso: z.boolean(),
  mensagem: z.string().nullable(),
  response: z.object({
    /** Cursor of this page: send it back as `lastPulledAt` for the next one. */
    lastPulledAt: revisionSchema,
    /**
     * Identity of the database's revision history. A new value means the server was restored from a backup:
     * revisions after `epochStartRev` the device saw belong to a history the server no longer has.
     */
    epoch: z.string().optional(),
    /** The revision the current epoch started from (everything up to it is in the restored database). */
    epochStartRev: revisionSchema.optional(),
    temMais: z.boolean(),
    /** Farms this user may no longer see: the device drops them once nothing of theirs is unsynced. */
    fazendasRemovidas: z.array(idSchema),
    ...pulledArrays(),
  }),
});

export type PullResponse = z.infer<typeof pullResponseSchema>;
export type PulledRecord<K extends PullKey> = PullResponse['response'][K][number];

// Typed per key so that a generic `K` yields `EntityOf<K>` when parsing (see parseSyncRecord).
const PUSH_SCHEMAS: { readonly [K in SyncEntityKey]: z.ZodType<EntityOf<K>, unknown> } = ENTITY_SCHEMAS;

// The reasons go back to the device and are shown to the user, so zod's texts are forced to the reader's language
// (the request's on the server) whatever locale the host configured.
const ZOD_ERRORS: Readonly<Record<Locale, z.core.$ZodErrorMap>> = {
  'pt-BR': z.locales.ptBR().localeError,
  es: z.locales.es().localeError,
};

function syncMetaSchema(key: SyncEntityKey) {
  const max = ENTITY_FIELDS[key].length + CHANGED_MARGIN;
  return z.object({
    /** Fields edited on the device since its last sync (applied over a newer server row, field by field). */
    _changed: z.array(z.string().max(100)).max(max, tooManyItems(max, 'fields')).nullable().optional(),
    /** The server revision the device's copy was based on; null for a record born on the device. */
    _baseRev: revisionSchema.nullable().optional(),
    /**
     * Sent back after a restore (docs/SYNC.md): the revision of the lost history this copy was at. The fields not
     * in `_changed` are that copy's values; the server keeps the one from the latest revision.
     */
    _restoredRev: revisionSchema.nullable().optional(),
    /**
     * After a restore (docs/SYNC.md): fields this device sent in a call it never got an answer to, before the
     * server's history was replaced. The lost history may hold them already; the server takes them as a copy
     * from the end of that history: over any copy sent back, never over a write made since the restore.
     */
    _resent: z.array(z.string().max(100)).max(max, tooManyItems(max, 'fields')).nullable().optional(),
  });
}

const SYNC_META_SCHEMAS = Object.fromEntries(SYNC_ENTITY_ORDER.map((key) => [key, syncMetaSchema(key)])) as {
  readonly [K in SyncEntityKey]: ReturnType<typeof syncMetaSchema>;
};

/**
 * Keys a pushed record may carry besides its entity's fields: the sync metadata, and server or device
 * bookkeeping (`rev`, `lastModifiedBy`, `_status`, `_rev`) that a client echoing a stored copy sends back and
 * that the server sets itself. Any other key is refused (see DECISIONS.md), never dropped silently.
 */
const IGNORED_FIELDS = new Set([
  '_changed',
  '_baseRev',
  '_restoredRev',
  '_resent',
  'rev',
  'lastModifiedBy',
  '_status',
  '_rev',
]);
const MAX_REASONS = 5;
/** An entity's field names are short: a longer unknown key is not echoed whole. */
const MAX_ECHOED_FIELD = 100;

export type SyncRecordResult<K extends SyncEntityKey> =
  | {
      success: true;
      id: string;
      record: EntityOf<K>;
      /** Known field names from `_changed` (id excluded); null when the device did not say. */
      changed: string[] | null;
      baseRev: number | null;
      /** `_restoredRev`: the lost revision a copy sent back after a restore was at; null otherwise. */
      restoredRev: number | null;
      /** `_resent`: known fields sent before in an unanswered call of a lost history (none in `changed`). */
      resent: string[];
      /** Entity fields the pushed json carries: an update changes only these (absent ≠ null). */
      present: string[];
    }
  | { success: false; id: string | null; motivo: string };

/**
 * Validates one pushed record against its entity schema. Unknown keys refuse the record; a failure carries a
 * reason (in the reader's language) naming each bad field, for the `rejeitados` answer. `present` lists the fields the json really
 * carries: absent fields get their schema default in `record` (for an insert) but must not touch a stored row.
 */
export function parseSyncRecord<K extends SyncEntityKey>(
  tipoId: K,
  json: Readonly<Record<string, unknown>>,
): SyncRecordResult<K> {
  const rawId = typeof json.id === 'string' ? json.id : null;
  const error = ZOD_ERRORS[currentLocale()];
  const parsed = PUSH_SCHEMAS[tipoId].safeParse(json, { error });
  const meta = SYNC_META_SCHEMAS[tipoId].safeParse(json, { error });
  if (!parsed.success || !meta.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(meta.error?.issues ?? [])];
    return { success: false, id: rawId, motivo: describeRecordIssues(issues) };
  }
  const known = ENTITY_FIELDS[tipoId];
  const unknown = Object.keys(json).filter((field) => !known.includes(field) && !IGNORED_FIELDS.has(field));
  // Keys are whatever the device sent: the answer names at most 10, each cut to MAX_ECHOED_FIELD chars.
  const named = unknown
    .slice(0, 10)
    .map((field) => (field.length > MAX_ECHOED_FIELD ? `${field.slice(0, MAX_ECHOED_FIELD)}…` : field));
  if (unknown.length > 0) return { success: false, id: rawId, motivo: unknownFields(named) };
  const changed = meta.data._changed?.filter((field) => field !== 'id' && known.includes(field)) ?? null;
  return {
    success: true,
    id: parsed.data.id,
    record: parsed.data,
    changed: changed === null ? null : [...new Set(changed)],
    baseRev: meta.data._baseRev ?? null,
    restoredRev: meta.data._restoredRev ?? null,
    resent: [
      ...new Set(
        (meta.data._resent ?? []).filter(
          (field) => field !== 'id' && known.includes(field) && !changed?.includes(field),
        ),
      ),
    ],
    present: known.filter((field) => json[field] !== undefined),
  };
}

function describeRecordIssues(issues: readonly z.core.$ZodIssue[]): string {
  const reasons = issues
    .slice(0, MAX_REASONS)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  const more = issues.length - reasons.length;
  const tail = more > 0 ? ` (${moreProblems(more)})` : '';
  return `${SYNC_RECORD_INVALID()}. ${reasons.join('; ')}${tail}`;
}
