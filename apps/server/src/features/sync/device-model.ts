// A simulated device for the convergence property test: an in-memory copy of one farm that follows the
// client rules of ARCHITECTURE.md §5 (dirty fields in `_changed`, `_baseRev`, marked synced only if unchanged
// since read for the push, merge of dirty records on pull, cursor stored only after a page is applied).
import type { SyncEntityKey, SyncVerb } from '@gestar/domain/entities/sync';
import type { PullBody, PushBody, Record, Session } from './test-kit.ts';

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
};

/** A value the server acknowledged for a field the device had edited. */
export type AckedWrite = { key: ModelKey; id: string; field: string; value: unknown };

/** What a transport does with one call: deliver it, or lose the answer (the server may have applied it). */
export type Transport = {
  push: (body: unknown) => Promise<PushBody | undefined>;
  pull: (body: unknown) => Promise<PullBody | undefined>;
};

export class Device {
  readonly records: { [K in ModelKey]: Map<string, LocalRecord> } = { lotes: new Map(), d0s: new Map() };
  cursor = 0;
  farmCursor = 0;
  readonly acked: AckedWrite[] = [];

  constructor(
    readonly session: Session,
    readonly fazendaId: string,
  ) {}

  create(key: ModelKey, data: Record): void {
    this.records[key].set(String(data.id), {
      data: { ...data },
      status: 'created',
      changed: new Set(Object.keys(data).filter((field) => field !== 'id')),
      rev: null,
      version: 0,
      priority: false,
    });
  }

  edit(key: ModelKey, id: string, changes: Record, at: string, priority = false): void {
    const record = this.records[key].get(id);
    if (!record) return;
    record.data = { ...record.data, ...changes, updated: at };
    for (const field of [...Object.keys(changes), 'updated']) record.changed.add(field);
    if (record.status === 'synced') record.status = 'updated';
    record.version += 1;
    record.priority ||= priority;
  }

  dirty(key: ModelKey): [string, LocalRecord][] {
    return [...this.records[key]].filter(([, record]) => record.status !== 'synced');
  }

  /** Pushes every dirty record, entity by entity in push order; false if an answer was lost. */
  async push(transport: Transport): Promise<boolean> {
    for (const key of MODEL_KEYS) {
      const snapshot = this.dirty(key).map(([id, record]) => {
        const json: Record = { ...record.data, _changed: [...record.changed], _baseRev: record.rev };
        const verbo: SyncVerb = record.priority ? 'PRIORITY' : record.status === 'created' ? 'POST' : 'PUT';
        return { id, version: record.version, changed: [...record.changed], verbo, json };
      });
      if (snapshot.length === 0) continue;
      const answer = await transport.push({
        tipoId: key,
        loggedUser: this.session.id,
        contents: snapshot.map(({ verbo, json }) => ({ verbo, json })),
      });
      if (!answer) return false;
      if (answer.rejeitados.length > 0)
        throw new Error(`unexpected rejection: ${JSON.stringify(answer.rejeitados)}`);
      for (const { id, rev } of answer.aplicados) {
        const sent = snapshot.find((item) => item.id === id);
        const record = this.records[key].get(id);
        if (!sent || !record) continue;
        for (const field of sent.changed) this.acked.push({ key, id, field, value: sent.json[field] });
        if (record.version !== sent.version) continue;
        record.status = 'synced';
        record.changed.clear();
        record.rev = rev;
        record.priority = false;
      }
    }
    return true;
  }

  /** Pulls pages until `temMais` is false; false if an answer was lost (that page is not applied). */
  async pull(transport: Transport, pageSize: number): Promise<boolean> {
    for (let guard = 0; guard < 200; guard += 1) {
      const page = await transport.pull({
        body: {
          lastPulledAt: this.cursor,
          fazendasBaixadas: [{ id: this.fazendaId, lastPulledAt: this.farmCursor }],
        },
        pageSize,
      });
      if (!page) return false;
      for (const key of MODEL_KEYS) {
        for (const server of page.response[key]) this.merge(key, server);
      }
      // The page is applied: only now the cursors move (ARCHITECTURE.md §5 pull rule 3).
      this.cursor = Math.max(this.cursor, page.response.lastPulledAt);
      this.farmCursor = Math.max(this.farmCursor, page.response.lastPulledAt);
      if (!page.response.temMais) return true;
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
      });
      return;
    }
    // Dirty: server values for the fields not edited here, local values for the rest (pull rule 4).
    const merged: Record = { ...data };
    for (const field of local.changed) merged[field] = local.data[field];
    local.data = merged;
    local.rev = Number(rev);
  }
}
