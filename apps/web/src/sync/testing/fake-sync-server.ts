import {
  PULL_KEYS,
  type PullKey,
  type PullRequest,
  type PushRequest,
  type PushResponse,
} from '@gestar/domain/entities/sync';
import type { PullPage, SyncTransport } from '../../api/sync-calls.ts';
import type { PulledRecord } from '../merge.ts';

type ServerRow = PulledRecord;

/**
 * An in-memory stand-in for the server's two sync calls, for engine tests: one revision counter, every
 * record visible to everyone, pages cut by revision. Tests steer it through the public fields.
 */
export class FakeSyncServer implements SyncTransport {
  rev = 0;
  readonly rows = new Map<PullKey, Map<string, ServerRow>>(PULL_KEYS.map((key) => [key, new Map()]));
  readonly queueCalls: PushRequest[] = [];
  readonly pullCalls: PullRequest[] = [];
  pageSize = 1000;
  /** A motivo refuses the record. */
  rejectWhen: (tipoId: PullKey, json: Record<string, unknown>) => string | null = () => null;
  /** Runs after the server applied a push and before the device gets the answer (an "in-flight" window). */
  beforeAnswer: ((request: PushRequest) => Promise<void>) | null = null;
  /** Named once in the next pull answer. */
  removedFarms: string[] = [];
  /** Replaces the next pull answer's page (after the server built it). */
  tamperPage: ((page: PullPage) => PullPage) | null = null;

  table(key: PullKey): Map<string, ServerRow> {
    const table = this.rows.get(key);
    if (!table) throw new Error(`no table ${key}`);
    return table;
  }

  /** A write made on the server (another device, an administrator). */
  write(key: PullKey, record: Record<string, unknown> & { id: string }): ServerRow {
    this.rev += 1;
    const row = { ...this.table(key).get(record.id), ...record, rev: this.rev };
    this.table(key).set(record.id, row);
    return row;
  }

  queue = async (request: PushRequest): Promise<PushResponse> => {
    this.queueCalls.push(structuredClone(request));
    const answer: PushResponse = { sucesso: true, aplicados: [], rejeitados: [] };
    for (const { json } of request.contents) {
      const id = String(json.id);
      const motivo = this.rejectWhen(request.tipoId, json);
      if (motivo) {
        answer.rejeitados.push({ id, motivo });
        continue;
      }
      const { _changed, _baseRev, ...record } = json;
      answer.aplicados.push({ id, rev: this.write(request.tipoId, { ...record, id }).rev });
    }
    await this.beforeAnswer?.(request);
    return answer;
  };

  halfSync = async (request: PullRequest): Promise<PullPage> => {
    this.pullCalls.push(structuredClone(request));
    const cursors = [
      request.lastPulledAt ?? 0,
      ...request.fazendasBaixadas.map((farm) => farm.lastPulledAt ?? 0),
    ];
    const since = Math.min(...cursors);
    const newer = [...this.rows]
      .flatMap(([key, table]) => [...table.values()].map((row) => ({ key, row })))
      .filter(({ row }) => row.rev > since)
      .sort((a, b) => a.row.rev - b.row.rev);
    const slice = newer.slice(0, this.pageSize);
    const temMais = newer.length > slice.length;
    const records = Object.fromEntries(PULL_KEYS.map((key) => [key, [] as PulledRecord[]])) as Record<
      PullKey,
      PulledRecord[]
    >;
    for (const { key, row } of slice) records[key].push(structuredClone(row));
    const page: PullPage = {
      lastPulledAt: temMais ? (slice.at(-1)?.row.rev ?? since) : this.rev,
      temMais,
      fazendasRemovidas: this.removedFarms,
      records,
    };
    this.removedFarms = [];
    const tamper = this.tamperPage;
    this.tamperPage = null;
    return tamper ? tamper(page) : page;
  };
}
