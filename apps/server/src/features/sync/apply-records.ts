import { randomUUID } from 'node:crypto';
import {
  ENTITY_FIELDS,
  type PushResponse,
  type parseSyncRecord,
  type SyncEntityKey,
  type SyncVerb,
} from '@gestar/domain/entities/sync';
import { MOVE_FORBIDDEN, parentMissing } from '@gestar/domain/messages/server';
import { type Actor, isAdmin } from '@gestar/domain/permissions/actor';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { upsertRows, writeHistory } from '../../db/record-writes.ts';
import { allocateRevs } from '../../db/revision.ts';
import { type DbRow, type LooseDb, loose, rowMapper, type WireRecord } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { authorizeWrite, type FarmContexts, loadFarmContexts } from './authorize.ts';
import { ENTITY_TABLE, isFarmChild, isUserScoped } from './entities.ts';
import { echoOf, type FieldChange, mergeRecord } from './merge.ts';
import { OneLiveGuard } from './one-live-guard.ts';
import { loadRestoreRules, saveRestoreWrites } from './restore-resends.ts';
import {
  loadScopeLookups,
  type Scope,
  sameScope,
  scopeColumns,
  scopeOf,
  selectIn,
  storedScope,
} from './scope.ts';

type ValidRecord = Extract<ReturnType<typeof parseSyncRecord>, { success: true }>;

type Pending = { record: WireRecord; scope: Scope; changes: FieldChange[]; inserted: boolean };

/** Records validated or merged between two yields to the event loop: 1,000 d0s must not stall other requests. */
export const PARSE_SLICE = 100;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One record of a call, already parsed: what applyValidRecords merges, authorises and writes. */
export type ValidPush = ValidRecord & { verbo: SyncVerb };

/**
 * The write half of a push, inside the caller's transaction (which holds the revision lock): each record merged
 * over the stored one, authorised, kept in its farm, then all written with new revisions and their history.
 * Also used by the import, which applies several tables in one transaction.
 */
export async function applyValidRecords(
  trx: Transaction<Database>,
  dialect: Db['dialect'],
  actor: Actor,
  key: SyncEntityKey,
  valid: readonly ValidPush[],
  /** The revision the current epoch started from: copies sent back after a restore are judged above it. */
  epochStartRev = 0,
): Promise<{ aplicados: PushResponse['aplicados']; rejeitados: PushResponse['rejeitados'] }> {
  const table = ENTITY_TABLE[key];
  const fields = ENTITY_FIELDS[key];
  const mapper = rowMapper(dialect);
  const rejeitados: PushResponse['rejeitados'] = [];
  const tx = loose(trx);
  const stored = new Map<string, { record: WireRecord; raw: DbRow }>();
  for (const raw of await selectIn(tx, table, 'id', new Set(valid.map((item) => item.id)), '*')) {
    stored.set(String(raw.id), { record: mapper.fromDb(table, raw), raw });
  }
  const { lookups, farmIds } = await loadScopeLookups(
    tx,
    key,
    [...valid.map((item) => item.record as WireRecord), ...[...stored.values()].map((entry) => entry.raw)],
    actor.id,
  );
  const farms = await loadFarmContexts(tx, actor, farmIds);
  const protocolsInUse =
    key === 'protocolos'
      ? await usedProtocols(
          tx,
          valid.map((item) => item.id),
        )
      : new Set();
  const oneLive = await OneLiveGuard.load(tx, key, table, [
    ...valid.map((item) => item.record as WireRecord),
    ...[...stored.values()].map((entry) => entry.record),
  ]);

  const sentBack = valid.filter(
    (item) => (item.restoredRev !== null || item.resent.length > 0) && stored.has(item.id),
  );
  const restore =
    sentBack.length > 0
      ? await loadRestoreRules(
          trx,
          key,
          sentBack.map((item) => item.id),
          epochStartRev,
        )
      : undefined;
  /** Records a copy sent back wrote in this call: the copy's lost revision and the fields its person edited. */
  const restoreWrites = new Map<string, { lostRev: number; edited: Set<string> }>();

  // Records applied so far in this call, by id: a second copy of the same id merges over the first.
  const pending = new Map<string, Pending>();
  const applied: { id: string; sent: WireRecord }[] = [];
  const extraLinks: WireRecord[] = [];
  for (const [index, item] of valid.entries()) {
    if (index > 0 && index % PARSE_SLICE === 0) await nextTurn();
    const earlier = pending.get(item.id);
    const storedEntry = stored.get(item.id);
    const current = earlier?.record ?? storedEntry?.record;
    const outcome = mergeRecord({
      existing: current,
      incoming: item.record as WireRecord,
      fields,
      verbo: item.verbo,
      baseRev: item.baseRev,
      changed: item.changed,
      present: item.present,
      ...((item.restoredRev !== null || item.resent.length > 0) && restore
        ? {
            // A field of an unanswered call of the lost history is a copy from that history's end: later than
            // any copy's, never over a write since the restore.
            restorable: (field: string) => {
              const lostRev = item.resent.includes(field) ? Number.POSITIVE_INFINITY : item.restoredRev;
              return (
                lostRev !== null &&
                restore.restorable(
                  item.id,
                  field,
                  lostRev,
                  (item.record as WireRecord)[field],
                  current?.[field],
                )
              );
            },
          }
        : {}),
    });
    const beforeScope =
      earlier?.scope ?? (storedEntry ? storedScopeOf(key, storedEntry, lookups) : undefined);
    const afterScope = scopeOf(key, outcome.record, lookups);
    if (afterScope.kind === 'missing') {
      rejeitados.push({ id: item.id, motivo: parentMissing(afterScope.parent) });
      continue;
    }
    const reason = authorizeWrite({
      actor,
      key,
      before: current && beforeScope ? { scope: beforeScope, record: current } : undefined,
      after: { scope: afterScope, record: outcome.record },
      farms,
      protocolInUse: protocolsInUse.has(item.id),
      references: lookups.references,
      users: lookups.users,
    });
    if (reason) {
      rejeitados.push({ id: item.id, motivo: reason });
      continue;
    }
    // A record stays in its farm for life: devices file it under that farm, and its children follow it.
    if (beforeScope && !sameScope(beforeScope, afterScope)) {
      rejeitados.push({ id: item.id, motivo: MOVE_FORBIDDEN() });
      continue;
    }
    const second = oneLive?.refusal(outcome.record, current, afterScope);
    if (second) {
      rejeitados.push({ id: item.id, motivo: second });
      continue;
    }
    oneLive?.saved(outcome.record, afterScope);
    applied.push({ id: item.id, sent: item.record as WireRecord });
    if (outcome.kind === 'unchanged') continue;
    if (item.restoredRev !== null) {
      // Fields of an unanswered call count as its person's: no copy sent back later replaces them.
      const earlierCopy = restoreWrites.get(item.id);
      restoreWrites.set(item.id, {
        lostRev: Math.max(earlierCopy?.lostRev ?? 0, item.restoredRev),
        edited: new Set([...(earlierCopy?.edited ?? []), ...(item.changed ?? []), ...item.resent]),
      });
    }
    pending.set(item.id, {
      record: outcome.record,
      scope: afterScope,
      changes: [...(earlier?.changes ?? []), ...(outcome.kind === 'update' ? outcome.changes : [])],
      inserted: earlier?.inserted ?? outcome.kind === 'insert',
    });
    if (key === 'fazendas') trackFarm(farms, outcome.record, actor, outcome.kind === 'insert', extraLinks);
    if (key === 'fazendaUsuarios') trackLink(farms, outcome.record, actor);
  }

  const writes = [...pending.values()];
  const revs = new Map<string, number>();
  if (writes.length + extraLinks.length > 0) {
    let rev = await allocateRevs(trx, writes.length + extraLinks.length);
    const at = new Date().toISOString();
    const rows = writes.map((write) => {
      revs.set(String(write.record.id), rev);
      return { ...write, rev: rev++ };
    });
    await upsertRows(
      tx,
      table,
      fields,
      rows.map((row) => toRow(key, row.record, row.rev, row.scope, actor, mapper)),
    );
    await writeHistory(
      tx,
      rows.flatMap((row) =>
        row.changes.map((change) => ({
          entity: key,
          recordId: String(row.record.id),
          rev: row.rev,
          change,
        })),
      ),
      actor.id,
      at,
    );
    await saveRestoreWrites(
      trx,
      key,
      rows.flatMap((row) => {
        const copy = restoreWrites.get(String(row.record.id));
        return copy === undefined
          ? []
          : [
              {
                recordId: String(row.record.id),
                rev: row.rev,
                lostRev: copy.lostRev,
                edited: [...copy.edited],
              },
            ];
      }),
    );
    if (extraLinks.length > 0) {
      const linkRows = extraLinks.map((link) => {
        const scope: Scope = { kind: 'farm', fazendaId: String(link.idFazenda) };
        return toRow('fazendaUsuarios', link, rev++, scope, actor, mapper);
      });
      await upsertRows(tx, 'fazenda_usuarios', ENTITY_FIELDS.fazendaUsuarios, linkRows);
    }
  }
  const aplicados = applied.map(({ id, sent }) => {
    const row = pending.get(id)?.record ?? stored.get(id)?.record;
    const rev = revs.get(id) ?? Number(row?.rev ?? 0);
    const registro = row
      ? echoOf(wireOf(row, fields, revs.has(id) ? actor.id : row.lastModifiedBy), sent, fields, rev)
      : undefined;
    if (!registro) return { id, rev };
    // The values the device did not send were written before this call: by the stored row's last writer.
    const before = revs.has(id) ? stored.get(id)?.record : undefined;
    return before
      ? {
          id,
          rev,
          registro,
          autorAnterior: before.lastModifiedBy == null ? null : String(before.lastModifiedBy),
        }
      : { id, rev, registro };
  });
  return { aplicados, rejeitados };
}

/** Protocols a live batch uses: deleting them is refused (spec §5, 'Exclusão de Protocolo Não Permitida'). */
async function usedProtocols(db: LooseDb, ids: readonly string[]): Promise<Set<unknown>> {
  const rows = await selectIn(db, 'lotes', 'protocoloId', ids, ['protocoloId', 'isDeleted']);
  return new Set(
    rows.filter((row) => row.isDeleted !== true && row.isDeleted !== 1).map((row) => row.protocoloId),
  );
}

function storedScopeOf(
  key: SyncEntityKey,
  entry: { record: WireRecord; raw: DbRow },
  lookups: Parameters<typeof scopeOf>[2],
): Scope {
  return isFarmChild(key) ? storedScope(entry.raw) : scopeOf(key, entry.record, lookups);
}

function toRow(
  key: SyncEntityKey,
  record: WireRecord,
  rev: number,
  scope: Scope,
  actor: Actor,
  mapper: ReturnType<typeof rowMapper>,
): DbRow {
  const row: WireRecord = { ...record, rev, lastModifiedBy: actor.id };
  if (isFarmChild(key)) {
    const columns = scopeColumns(scope);
    row.scopeFazendaId = columns.scopeFazendaId;
    if (isUserScoped(key)) row.scopeUsuarioId = columns.scopeUsuarioId;
  }
  return mapper.toDb(ENTITY_TABLE[key], row);
}

/**
 * Keeps the farm contexts current within the call, and gives a farm created by someone who is neither its
 * owner nor an administrator a link to its creator, so the farm keeps appearing in the creator's pulls.
 */
function trackFarm(
  farms: FarmContexts,
  farm: WireRecord,
  actor: Actor,
  inserted: boolean,
  links: WireRecord[],
) {
  const id = String(farm.id);
  const previous = farms.get(id);
  let linked = previous?.linkedUserIds.includes(actor.id) ?? false;
  if (inserted && !isAdmin(actor) && farm.usuarioId !== actor.id && !linked) {
    const now = new Date().toISOString();
    links.push({
      id: randomUUID(),
      created: now,
      updated: now,
      isDeleted: false,
      priority: false,
      idFazenda: id,
      idUsuario: actor.id,
    });
    linked = true;
  }
  farms.set(id, {
    ownerId: typeof farm.usuarioId === 'string' ? farm.usuarioId : null,
    linkedUserIds: linked ? [actor.id] : [],
    isDeleted: farm.isDeleted === true,
  });
}

function trackLink(farms: FarmContexts, link: WireRecord, actor: Actor) {
  if (link.idUsuario !== actor.id) return;
  const context = farms.get(String(link.idFazenda));
  if (!context) return;
  farms.set(String(link.idFazenda), {
    ...context,
    linkedUserIds: link.isDeleted === true ? [] : [actor.id],
  });
}

/** A row as a pull sends it: the entity's fields and who wrote it last (rev is added by echoOf). */
export function wireOf(row: WireRecord, fields: readonly string[], lastModifiedBy: unknown): WireRecord {
  const wire: WireRecord = {};
  for (const field of fields) wire[field] = row[field] ?? null;
  wire.lastModifiedBy = lastModifiedBy ?? null;
  return wire;
}
