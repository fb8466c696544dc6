import type { PullKey } from '@gestar/domain/entities/sync';
import {
  countOf,
  ENTITY_LABEL,
  REJECTED_ADVICE_ACCESS_REMOVED,
  REJECTED_ADVICE_DEFAULT,
  REJECTED_ADVICE_OTHER_DEVICE,
  REJECTED_ADVICE_PARENT_MISSING,
  rejectedAlsoListed,
} from '@gestar/domain/messages/labels/home';
import { type ParentKind, parentMissing, STEP_RECORD_EXISTS } from '@gestar/domain/messages/server';
import { FARM_ACCESS_REMOVED_REASON } from '@gestar/domain/messages/sync';
import { RESYNC_ALREADY_EXISTS } from '@gestar/domain/messages/validation';
import { isMessageInAnyLocale } from '../../local-db/stored-message.ts';

/** A row of the engine's `rejected` table, as far as the list needs it. */
export type RejectedEntry = {
  entity: string;
  id: string;
  motivo: string;
  record: Record<string, unknown>;
  rejectedAt: string;
  resolvedAt: string | null;
};

export type RejectedLine = {
  key: string;
  entity: PullKey;
  id: string;
  /** 'Lote Novilhas - IATF 2', 'Matriz 1001'. */
  what: string;
  /** The server's reason. */
  motivo: string;
  /** What the user can do about it. */
  advice: string;
  /** The refused records made under it, discarded with it ('Também não aceitos…: 7 matrizes.'), or null. */
  alsoRefused: string | null;
};

// The field a user recognises a record by, per entity (farm and retiro names, batch name, cow ID, …).
const NAME_FIELDS = ['nome', 'nomeLote', 'codVaca', 'name', 'codigo', 'valor', 'nomeCompleto'] as const;

function nameOf(record: Record<string, unknown>, id: string): string {
  for (const field of NAME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return id.slice(0, 8);
}

/** 'Matriz 1001', 'Lote Novilhas - IATF 2' (a name that already starts with the label does not repeat it). */
function describe(entry: RejectedEntry): string {
  const label = ENTITY_LABEL()[entry.entity] ?? entry.entity;
  const name = nameOf(entry.record, entry.id);
  return name.toLocaleLowerCase('pt-BR').startsWith(`${label.toLocaleLowerCase('pt-BR')} `)
    ? name
    : `${label} ${name}`;
}

const PARENT_KINDS: readonly ParentKind[] = ['fazenda', 'retiro', 'lote', 'touro'];

// The reasons the list knows, each with what to do about it. Read when compared: a reason is kept as the server
// (or this device) worded it, in the language the person read then, so each is compared in every language.
const KNOWN_REASONS: readonly { reason: () => string; advice: () => string }[] = [
  { reason: RESYNC_ALREADY_EXISTS, advice: REJECTED_ADVICE_OTHER_DEVICE },
  { reason: STEP_RECORD_EXISTS, advice: REJECTED_ADVICE_OTHER_DEVICE },
  { reason: FARM_ACCESS_REMOVED_REASON, advice: REJECTED_ADVICE_ACCESS_REMOVED },
  ...PARENT_KINDS.map((kind) => ({
    reason: () => parentMissing(kind),
    advice: REJECTED_ADVICE_PARENT_MISSING,
  })),
];

const knownReason = (motivo: string) =>
  KNOWN_REASONS.find(({ reason }) => isMessageInAnyLocale(motivo, reason));

/** What to do about a refusal, from its reason. */
export function adviceFor(motivo: string): string {
  return (knownReason(motivo)?.advice ?? REJECTED_ADVICE_DEFAULT)();
}

/** A known reason in the language read now (it may have been given in the other one); any other as given. */
function reasonText(motivo: string): string {
  return knownReason(motivo)?.reason() ?? motivo;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The refused record a refused one was made under, when that one exists only on this device too: the child is
 * listed with it, not alone (a refused resync batch and its seven cows are one line), as discarding the parent
 * discards it. Cows, IATF and DN records go under their batch; IATF and DN records of a cow under her; a resync
 * batch under its parent batch.
 */
function groupParent(entry: RejectedEntry, localOnly: ReadonlyMap<string, RejectedEntry>): string | null {
  const { record } = entry;
  const under = (entity: string, id: string | null) =>
    id !== null && localOnly.has(`${entity}:${id}`) ? `${entity}:${id}` : null;
  switch (entry.entity) {
    case 'd0s':
      return under('lotes', text(record.loteId)) ?? under('d0s', text(record.dzeroPai));
    case 'dns':
    case 'iatfs':
      return under('lotes', text(record.loteId)) ?? under('d0s', text(record.vacaId));
    case 'lotes':
      return under('lotes', text(record.parentBatch));
    default:
      return null;
  }
}

/** The records still refused (resolved ones drop out), newest first, worded for the user. */
export function rejectedLines(entries: readonly RejectedEntry[]): RejectedLine[] {
  const open = entries
    .filter((entry) => entry.resolvedAt === null)
    .sort((a, b) => b.rejectedAt.localeCompare(a.rejectedAt));
  const keyOf = (entry: RejectedEntry) => `${entry.entity}:${entry.id}`;
  const localOnly = new Map(
    open.filter((entry) => (entry.record._rev ?? null) === null).map((entry) => [keyOf(entry), entry]),
  );
  // Each grouped record under its topmost refused ancestor (null: listed on its own).
  const topOf = (entry: RejectedEntry): string | null => {
    const seen = new Set([keyOf(entry)]);
    let top: string | null = null;
    let next = groupParent(entry, localOnly);
    while (next !== null && !seen.has(next)) {
      seen.add(next);
      top = next;
      const above = localOnly.get(next);
      next = above ? groupParent(above, localOnly) : null;
    }
    return top;
  };
  const grouped = new Map<string, Map<string, number>>();
  const top: RejectedEntry[] = [];
  for (const entry of open) {
    const parent = topOf(entry);
    if (parent === null) {
      top.push(entry);
      continue;
    }
    const counts = grouped.get(parent) ?? new Map<string, number>();
    counts.set(entry.entity, (counts.get(entry.entity) ?? 0) + 1);
    grouped.set(parent, counts);
  }
  return top.map((entry) => {
    const counts = grouped.get(keyOf(entry));
    return {
      key: keyOf(entry),
      entity: entry.entity as PullKey,
      id: entry.id,
      what: describe(entry),
      motivo: reasonText(entry.motivo),
      advice: adviceFor(entry.motivo),
      alsoRefused: counts
        ? rejectedAlsoListed([...counts].map(([entity, count]) => countOf(entity, count)))
        : null,
    };
  });
}
