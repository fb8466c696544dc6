import {
  ENTITY_FIELDS,
  type PushRequest,
  type PushResponse,
  parseSyncRecord,
  type SyncEntityKey,
} from '@gestar/domain/entities/sync';
import {
  EPOCH_CHANGED,
  READ_ONLY_PROFILE,
  STALE_PUSH,
  UNSTORABLE_RECORD_TEXT,
} from '@gestar/domain/messages/server';
import { type Actor, isWriter } from '@gestar/domain/permissions/actor';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type Epoch, epochFor } from '../../db/epoch.ts';
import { currentRev, lockRevisions } from '../../db/revision.ts';
import { hasUnstorableText, loose, rowMapper, type WireRecord } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { applyValidRecords, nextTurn, PARSE_SLICE, type ValidPush, wireOf } from './apply-records.ts';
import { ENTITY_TABLE } from './entities.ts';
import { echoOf } from './merge.ts';
import { readClient, saveClient } from './push-identity.ts';
import { selectIn } from './scope.ts';

/**
 * POST /api/sync/Queue (ARCHITECTURE.md §5 push): one transaction; every record validated and authorised on
 * its own, the good ones applied, the bad ones answered in `rejeitados`. Holding the revision lock from the
 * first read to the commit makes read-merge-write safe against concurrent pushes.
 */
export async function pushRecords(
  db: Db,
  actor: Actor,
  request: PushRequest,
  history?: EpochGuard,
): Promise<PushResponse> {
  const key = request.tipoId;
  const rejeitados: PushResponse['rejeitados'] = [];
  if (!isWriter(actor)) {
    return {
      sucesso: true,
      aplicados: [],
      rejeitados: request.contents.map((item) => ({
        id: typeof item.json.id === 'string' ? item.json.id : null,
        motivo: READ_ONLY_PROFILE(),
      })),
    };
  }
  const valid: ValidPush[] = [];
  for (const [index, item] of request.contents.entries()) {
    if (index > 0 && index % PARSE_SLICE === 0) await nextTurn();
    const parsed = parseSyncRecord(key, item.json);
    if (!parsed.success) rejeitados.push({ id: parsed.id, motivo: parsed.motivo });
    else if (hasUnstorableText(parsed.record))
      rejeitados.push({ id: parsed.id, motivo: UNSTORABLE_RECORD_TEXT() });
    else valid.push({ ...parsed, verbo: item.verbo });
  }
  // Nothing valid changes nothing: answered again identically, no identity bookkeeping needed.
  if (valid.length === 0) return { sucesso: true, aplicados: [], rejeitados };

  // Read before the transaction: on SQLite a read through db.kysely inside it would wait for its connection.
  const current = history ? await history.current() : undefined;
  const epoch = request.epoch !== undefined ? current : undefined;
  const startRev = current?.startRev ?? 0;
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    await lockRevisions(trx, db.dialect);
    // Push identity, checked under the revision lock so two copies of one call serialise.
    const identity = request.clientId && request.pushSeq ? await readClient(trx, actor.id, request) : null;
    const moved = epoch ? await epochMoved(trx, request, epoch) : null;
    if (moved) {
      // A call of the old history that this database holds (applied before the backup was taken) is answered as
      // applied: dropped by the device's recovery, its records would go again as new edits and put its values back
      // over every later write. Each record comes with its row as the restored database holds it, at or below the
      // fork, so the recovery leaves it alone and the device's copy is that row: answered with the bare revision,
      // a copy merged on the server (other fields newer than the device's) stayed stale under that revision, and a
      // second restore took it back as the newest copy (fault simulation, seed 33000797). A row written since the
      // restore keeps the first answer's revision; the device is told of the restore on its next call.
      if (identity?.kind === 'retry')
        return currentAnswer(trx, db.dialect, key, identity.answer, valid, moved.startRev);
      return moved;
    }
    if (identity?.kind === 'retry') return currentAnswer(trx, db.dialect, key, identity.answer, valid);
    if (identity?.kind === 'stale') throw new HttpError(409, STALE_PUSH());
    const result = await applyValidRecords(trx, db.dialect, actor, key, valid, startRev);
    rejeitados.push(...result.rejeitados);
    const answer: PushResponse = { sucesso: true, aplicados: result.aplicados, rejeitados };
    if (request.clientId && request.pushSeq)
      await saveClient(trx, actor.id, request.clientId, request.pushSeq, answer, identity?.kind === 'new');
    return answer;
  });
  if ('epoch' in outcome) throw new EpochChangedError(epochFor(outcome, request.epoch));
  return outcome;
}

/**
 * A retried call's first answer, brought up to date: each applied record with the revision and row it has now
 * (others may have written it since), so that what the device keeps describes its copy.
 */
async function currentAnswer(
  trx: Transaction<Database>,
  dialect: Db['dialect'],
  key: SyncEntityKey,
  answer: PushResponse,
  valid: readonly ValidPush[],
  /** Rows above this revision (written after a restore) keep the first answer's revision, without a row. */
  atMost = Number.POSITIVE_INFINITY,
): Promise<PushResponse> {
  const table = ENTITY_TABLE[key];
  const fields = ENTITY_FIELDS[key];
  const mapper = rowMapper(dialect);
  const sent = new Map(valid.map((item) => [item.id, item.record as WireRecord]));
  const rows = new Map<string, WireRecord>();
  for (const raw of await selectIn(
    loose(trx),
    table,
    'id',
    new Set(answer.aplicados.map((item) => item.id)),
    '*',
  ))
    rows.set(String(raw.id), mapper.fromDb(table, raw));
  const aplicados = answer.aplicados.map((item) => {
    const row = rows.get(item.id);
    const record = sent.get(item.id);
    const rev = Number(row?.rev ?? item.rev);
    if (!row || !record || rev > atMost) return { id: item.id, rev: item.rev };
    const registro = echoOf(wireOf(row, fields, row.lastModifiedBy), record, fields, rev);
    return registro ? { id: item.id, rev, registro } : { id: item.id, rev };
  });
  return { ...answer, aplicados };
}

/** Answered 409 with the new epoch (routes.ts), so the device can recover without another call. */
export class EpochChangedError extends Error {
  constructor(readonly epoch: Epoch) {
    super(EPOCH_CHANGED());
  }

  get body() {
    return { title: EPOCH_CHANGED(), epoch: this.epoch.epoch, epochStartRev: this.epoch.startRev };
  }
}

/** The database's epoch as the routes know it (routes.ts: checked against the watermark before each call). */
export type EpochGuard = { current: () => Promise<Epoch> };

/**
 * A push from a device of another epoch writes nothing: the device must first send back what the restored
 * database lacks. One of this epoch whose cursor is beyond every committed revision names
 * revisions this history never issued (a forged cursor, or a restore no node could recognise): that device
 * alone is told to send back what it holds above the committed revision. No request starts an epoch.
 * Returns the epoch to answer with, or null to go on.
 */
async function epochMoved(
  trx: Transaction<Database>,
  request: PushRequest,
  epoch: Epoch,
): Promise<Epoch | null> {
  if (request.epoch !== epoch.epoch) return epoch;
  const committed = await currentRev(trx);
  if ((request.lastPulledAt ?? 0) <= committed) return null;
  return { epoch: epoch.epoch, startRev: committed };
}
