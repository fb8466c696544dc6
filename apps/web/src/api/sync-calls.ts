import {
  PULL_KEYS,
  type PullKey,
  type PullRequest,
  type PushRequest,
  type PushResponse,
  pushResponseSchema,
} from '@gestar/domain/entities/sync';
import { z } from 'zod';
import type { PulledRecord } from '../sync/merge.ts';
import { type ApiClient, SYNC_TIMEOUT_MS } from './http-client.ts';

// Pulled records are not re-validated field by field: the server validated them when they were written, and a
// farm download of tens of thousands of records must cost about what storing them costs. Only the envelope
// (and each record's id and revision, which the merge relies on) is checked, in place: an object schema would
// copy every record.
function isPulledRecord(value: unknown): value is PulledRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { id, rev } = value as { id?: unknown; rev?: unknown };
  return typeof id === 'string' && id.length > 0 && Number.isInteger(rev) && (rev as number) >= 0;
}
const pulledRecordSchema = z.custom<PulledRecord>(
  isPulledRecord,
  // Never shown: a page that fails this check fails the sync, which says so in its own words.
  'record without id or revision',
);

const pullPageSchema = z.object({
  sucesso: z.boolean(),
  mensagem: z.string().nullable().optional(),
  response: z.object({
    lastPulledAt: z.int().min(0),
    epoch: z.string().optional(),
    epochStartRev: z.int().min(0).optional(),
    temMais: z.boolean(),
    fazendasRemovidas: z.array(z.string()).default([]),
    omitNulls: z.boolean().optional(),
    ...Object.fromEntries(PULL_KEYS.map((key) => [key, z.array(pulledRecordSchema).default([])])),
  }),
});

export type PullPage = {
  lastPulledAt: number;
  /** The server database's epoch (absent from older servers) and the revision it started from. */
  epoch?: string | undefined;
  epochStartRev?: number | undefined;
  temMais: boolean;
  fazendasRemovidas: string[];
  /** The server left null fields out of the records (asked for with `omitNulls`; absent from older servers). */
  omitNulls?: boolean | undefined;
  records: Record<PullKey, PulledRecord[]>;
};

/** The two sync calls of ARCHITECTURE.md §5, as the engine sees them (tests give it an in-memory server). */
export type SyncTransport = {
  queue: (request: PushRequest) => Promise<PushResponse>;
  halfSync: (request: PullRequest) => Promise<PullPage>;
};

export function toPullPage(body: unknown): PullPage {
  const { response } = pullPageSchema.parse(body);
  const source = response as Record<string, unknown>;
  const records = {} as Record<PullKey, PulledRecord[]>;
  for (const key of PULL_KEYS) records[key] = (source[key] ?? []) as PulledRecord[];
  return {
    lastPulledAt: response.lastPulledAt,
    epoch: response.epoch,
    epochStartRev: response.epochStartRev,
    temMais: response.temMais,
    fazendasRemovidas: response.fazendasRemovidas,
    ...(response.omitNulls === true ? { omitNulls: true } : {}),
    records,
  };
}

/** The sync transport over the one HTTP client (300 s time-out, bearer token, refresh on 401). */
export function httpSyncTransport(api: ApiClient, options: { pageSize?: number } = {}): SyncTransport {
  return {
    queue: (request) =>
      api.fetch('/sync/Queue', {
        method: 'POST',
        body: request,
        timeoutMs: SYNC_TIMEOUT_MS,
        schema: pushResponseSchema,
      }),
    halfSync: async (request) =>
      toPullPage(
        await api.fetch('/sync/half-sync', {
          method: 'POST',
          body: request,
          query: { pageSize: options.pageSize },
          timeoutMs: SYNC_TIMEOUT_MS,
        }),
      ),
  };
}
