// A simulated device for the convergence property test: an in-memory copy of one farm that follows the
// client rules of ARCHITECTURE.md §5 (dirty fields in `_changed`, `_baseRev`, marked synced only if unchanged
// since read for the push, merge of dirty records on pull, cursor stored only after a page is applied).
import { randomUUID } from 'node:crypto';
import { withFieldGroups } from '@gestar/domain/entities/field-groups';
import type { SyncEntityKey, SyncVerb } from '@gestar/domain/entities/sync';
import type { PullBody, PushBody, Record, Session } from '../../features/sync/test-kit.ts';

export type ModelKey = Extract<SyncEntityKey, 'lotes' | 'd0s'>;
export const MODEL_KEYS: readonly ModelKey[] = ['lotes', 'd0s'];

export type LocalRecord = {
  data: Record;
  status: 'created' | 'updated' | 'synced';
  changed: Set<string>;
  rev: number | null;
  /** Bumped by every local edit: a push answer marks the record synced only if this did not move. */
  version: number;
  priority: boolean;
  /** After a restore: the lost revision this copy was at, sent back as `_restoredRev` (web restore.ts). */
  restoredRev?: number;
  /**
   * After a restore: fields sent in a call left unanswered before it, sent again as `_resent` (web restore.ts):
   * the lost history may hold them already.
   */
  resent: Set<string>;
};

/** A value the server acknowledged for a field the device had edited. */
export type AckedWrite = {
  key: ModelKey;
  id: string;
  field: string;
  value: unknown;
  rev: number;
  /** The order in which acknowledgements reached any device of the simulation (revisions restart on a restore). */
  seq: number;
};

let ackSeq = 0;
const nextAck = () => {
  ackSeq += 1;
  return ackSeq;
};

/**
 * What a transport does with one call: deliver it, or lose the answer (undefined: the server may have applied
 * it). A push the server refuses because its database has another epoch comes back as `{ epoch, startRev }`;
 * one refused as older than a call it already applied, as 'stale'.
 */
export type Transport = {
  push: (body: unknown) => Promise<PushBody | EpochMoved | 'stale' | undefined>;
  pull: (body: unknown) => Promise<PullBody | undefined>;
};

export const debugLog: string[] = [];

export type EpochMoved = { epoch: string; startRev: number };

type Sent = { id: string; version: number; changed: string[]; resent: string[]; json: Record };
/** One push call; `attempts` counts its sends (a call sent before without an answer may have been applied). */
type Call = { key: ModelKey; body: { [field: string]: unknown }; sent: Sent[]; attempts: number };

export class Device {
  readonly records: { [K in ModelKey]: Map<string, LocalRecord> } = { lotes: new Map(), d0s: new Map() };
  cursor = 0;
  farmCursor = 0;
  readonly acked: AckedWrite[] = [];
  /** Push identity: this device's id, the last sequence used, the call left unanswered. */
  readonly clientId = randomUUID();
  seq = 0;
  pending: Call | null = null;
  /** The server database's epoch the cursors and revisions belong to. */
  epoch: string | null = null;
  recoveries = 0;

  constructor(
    readonly session: Session,
    readonly fazendaId: string,
    /** The device's clock error in ms (its `created`/`updated` stamps are off by this much). */
    readonly skewMs = 0,
  ) {}

  create(key: ModelKey, data: Record): void {
    this.records[key].set(String(data.id), {
      data: { ...data },
      status: 'created',
      changed: new Set(Object.keys(data).filter((field) => field !== 'id')),
      rev: null,
      version: 0,
      priority: false,
      resent: new Set(),
    });
  }

  edit(key: ModelKey, id: string, changes: Record, at: string, priority = false): void {
    const record = this.records[key].get(id);
    if (!record) return;
    record.data = { ...record.data, ...changes, updated: at };
    // As the web repository: the edited fields (with their answer's group), not the edit time.
    for (const field of withFieldGroups(key, Object.keys(changes))) record.changed.add(field);
    if (record.status === 'synced') record.status = 'updated';
    record.version += 1;
    record.priority ||= priority;
  }

  dirty(key: ModelKey): [string, LocalRecord][] {
    return [...this.records[key]].filter(([, record]) => record.status !== 'synced');
  }

  /**
   * Pushes every dirty record, entity by entity in push order, after re-sending the call left unanswered by
   * the last sync (same sequence: the server answers it from its log); false if an answer was lost.
   */
  async push(transport: Transport): Promise<boolean> {
    if (this.pending) {
      const outcome = await this.send(transport, this.pending);
      if (outcome !== 'done') return outcome === 'recovered' ? this.push(transport) : false;
    }
    for (const key of MODEL_KEYS) {
      const sent = this.dirty(key).map(([id, record]): Sent & { verbo: SyncVerb } => {
        const json: Record = {
          ...record.data,
          _changed: [...record.changed],
          _baseRev: record.rev,
          ...(record.restoredRev === undefined ? {} : { _restoredRev: record.restoredRev }),
          ...(record.resent.size === 0 ? {} : { _resent: [...record.resent] }),
        };
        const verbo: SyncVerb = record.priority ? 'PRIORITY' : record.status === 'created' ? 'POST' : 'PUT';
        return {
          id,
          version: record.version,
          changed: [...record.changed],
          resent: [...record.resent],
          verbo,
          json,
        };
      });
      if (sent.length === 0) continue;
      this.seq += 1;
      const call: Call = {
        key,
        sent,
        body: {
          tipoId: key,
          loggedUser: this.session.id,
          contents: sent.map(({ verbo, json }) => ({ verbo, json })),
          clientId: this.clientId,
          pushSeq: this.seq,
          ...(this.epoch === null ? {} : { epoch: this.epoch, lastPulledAt: this.cursor }),
        },
        attempts: 0,
      };
      this.pending = call;
      const outcome = await this.send(transport, call);
      if (outcome === 'recovered') return this.push(transport);
      if (outcome !== 'done') return false;
    }
    return true;
  }

  private async send(transport: Transport, call: Call): Promise<'done' | 'lost' | 'recovered'> {
    call.attempts += 1;
    const answer = await transport.push(call.body);
    if (answer === undefined) return 'lost';
    if (process.env.SIM_DEBUG)
      debugLog.push(
        `${this.session.role} seq ${String(call.body.pushSeq)} ${JSON.stringify(answer)} sent ${call.sent.map((x) => `${x.id}:${JSON.stringify(x.json.updated)}`).join(',')}`,
      );
    this.pending = null;
    if (answer === 'stale') return 'lost';
    if ('epoch' in answer) {
      // Refused whole now; an earlier send of the same call may still have been applied in the lost history.
      this.recover(answer, call.attempts > 1 ? call : null);
      return 'recovered';
    }
    if (answer.rejeitados.length > 0)
      throw new Error(`unexpected rejection: ${JSON.stringify(answer.rejeitados)}`);
    for (const { id, rev, registro } of answer.aplicados) {
      const sent = call.sent.find((item) => item.id === id);
      const record = this.records[call.key].get(id);
      if (!sent || !record) continue;
      for (const field of sent.changed)
        this.acked.push({ key: call.key, id, field, value: sent.json[field], rev, seq: nextAck() });
      // A field of a lost call sent again is acknowledged when the server holds it (else a write since the
      // restore kept its own value, and the answer's row says so).
      for (const field of sent.resent)
        if (!registro || JSON.stringify(registro[field] ?? null) === JSON.stringify(sent.json[field] ?? null))
          this.acked.push({ key: call.key, id, field, value: sent.json[field], rev, seq: nextAck() });
      this.acknowledge(call.key, record, sent, rev, registro);
    }
    return 'done';
  }

  /**
   * What apps/web/src/sync/push-plan.ts `acknowledge` does: still dirty with only the fields edited after the
   * read for the push; the answered row taken under them; `rev` kept if the device already pulled a newer one.
   */
  private acknowledge(key: ModelKey, record: LocalRecord, sent: Sent, rev: number, registro?: Record): void {
    const still =
      record.version === sent.version
        ? []
        : withFieldGroups(
            key,
            [...record.changed].filter(
              (field) =>
                !sent.changed.includes(field) ||
                JSON.stringify(record.data[field] ?? null) !== JSON.stringify(sent.json[field] ?? null),
            ),
          );
    record.changed = new Set(still);
    for (const field of sent.resent) record.resent.delete(field);
    record.restoredRev = undefined;
    record.status = still.length === 0 ? 'synced' : 'updated';
    if (still.length === 0) record.priority = false;
    if (record.rev !== null && record.rev > rev) return;
    record.rev = rev;
    if (!registro) return;
    const { rev: _rev, lastModifiedBy: _by, ...data } = registro;
    if (still.length === 0) {
      record.data = data;
      return;
    }
    // Dirty, as mergePulled keeps it: the device's own edit time stays (the next answer compares it).
    for (const field of still) data[field] = record.data[field];
    record.data = { ...data, updated: record.data.updated };
  }

  /**
   * The server holds another history (restored): every record seen above the epoch's start goes back whole,
   * then everything is pulled from 0 — what apps/web/src/sync/restore.ts does.
   */
  recover(moved: EpochMoved, unanswered: Call | null = this.pending): void {
    this.recoveries += 1;
    if (process.env.SIM_DEBUG) debugLog.push(`${this.session.role} recover ${JSON.stringify(moved)}`);
    if (unanswered) this.markResent(unanswered);
    for (const key of MODEL_KEYS) {
      for (const record of this.records[key].values()) {
        if (record.rev === null || record.rev <= moved.startRev) continue;
        record.restoredRev = record.rev;
        if (record.status === 'synced') record.status = 'updated';
        record.rev = null;
      }
    }
    this.epoch = moved.epoch;
    this.cursor = 0;
    this.farmCursor = 0;
    this.pending = null;
  }

  /**
   * The fields of a call that may have been applied in the lost history and are still as sent go back as
   * `_resent` instead of `_changed` (what apps/web/src/sync/restore.ts does); a field group edited since stays.
   */
  private markResent(call: Call): void {
    for (const sent of call.sent) {
      const record = this.records[call.key].get(sent.id);
      if (!record) continue;
      const same = (field: string) =>
        JSON.stringify(record.data[field] ?? null) === JSON.stringify(sent.json[field] ?? null);
      const editedSince = withFieldGroups(
        call.key,
        [...record.changed].filter((field) => !sent.changed.includes(field) || !same(field)),
      );
      for (const field of sent.changed) {
        if (!record.changed.has(field) || editedSince.includes(field)) continue;
        record.changed.delete(field);
        record.resent.add(field);
      }
    }
  }

  /** Pulls pages until `temMais` is false; false if an answer was lost (that page is not applied). */
  async pull(transport: Transport, pageSize: number): Promise<boolean | 'recovered'> {
    // A long simulation piles up records every new device pulls: only pages that stop moving the cursor mean
    // the pull never ends (a fixed page count failed after ~160 runs on one server).
    for (let stalled = 0; stalled < 50; ) {
      const before = this.cursor;
      const page = await transport.pull({
        body: {
          lastPulledAt: this.cursor,
          fazendasBaixadas: [{ id: this.fazendaId, lastPulledAt: this.farmCursor }],
          ...(this.epoch === null ? {} : { epoch: this.epoch }),
        },
        pageSize,
      });
      if (!page) return false;
      const { epoch, epochStartRev } = page.response as { epoch?: string; epochStartRev?: number };
      if (epoch !== undefined && this.epoch !== null && epoch !== this.epoch) {
        this.recover({ epoch, startRev: epochStartRev ?? 0 });
        return 'recovered';
      }
      if (epoch !== undefined) this.epoch = epoch;
      for (const key of MODEL_KEYS) {
        for (const server of page.response[key]) this.merge(key, server);
      }
      // The page is applied: only now the cursors move (ARCHITECTURE.md §5 pull rule 3).
      this.cursor = Math.max(this.cursor, page.response.lastPulledAt);
      this.farmCursor = Math.max(this.farmCursor, page.response.lastPulledAt);
      if (!page.response.temMais) return true;
      stalled = this.cursor > before ? 0 : stalled + 1;
    }
    throw new Error('pull never ended');
  }

  private merge(key: ModelKey, server: Record): void {
    const id = String(server.id);
    const { rev, lastModifiedBy: _lastModifiedBy, ...data } = server;
    const local = this.records[key].get(id);
    if (!local || local.status === 'synced') {
      this.records[key].set(id, {
        data,
        status: 'synced',
        changed: new Set(),
        rev: Number(rev),
        version: (local?.version ?? 0) + 1,
        priority: false,
        resent: new Set(),
      });
      return;
    }
    // Dirty: server values for the fields not edited here, local values for the rest (pull rule 4).
    // A copy waiting to go back after a restore keeps every value until it is sent (web merge.ts).
    if (local.restoredRev !== undefined) {
      local.rev = Number(rev);
      return;
    }
    const merged: Record = { ...data, updated: local.data.updated };
    for (const field of [...local.changed, ...local.resent]) merged[field] = local.data[field];
    local.data = merged;
    local.rev = Number(rev);
  }
}
