import { PULL_KEYS, type PushResponse, type SyncEntityKey } from '@gestar/domain/entities/sync';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { HalfSyncAnswer } from './half-sync.ts';

/** What the sync routes count for GET /metrics (http/metrics.ts serves the registry). */
export type SyncMetrics = {
  /** A push call parsed: its records as received, then (when it was answered 200) applied and refused. */
  pushed: (entity: SyncEntityKey, received: number, answer: PushResponse | undefined) => void;
  /** A pull answered; `cursor` is the device's `lastPulledAt`. */
  pulled: (answer: HalfSyncAnswer, cursor: number | null) => void;
};

// Revisions behind: 0 is the usual poll; a busy farm's minute is tens; a week offline is thousands.
const LAG_BUCKETS = [0, 1, 5, 25, 100, 500, 2_500, 10_000, 50_000, 250_000];

export function createSyncMetrics(registry: Registry): SyncMetrics {
  const registers = [registry];
  const pushed = new Counter({
    name: 'gestar_sync_pushed_records_total',
    help: 'Records received in sync push calls (POST /api/sync/Queue), by entity.',
    labelNames: ['entity'],
    registers,
  });
  // A call retried with the same clientId and pushSeq is answered from the log and counted again.
  const applied = new Counter({
    name: 'gestar_sync_applied_records_total',
    help: 'Records a sync push answered as applied, by entity (a retried call answered again counts again).',
    labelNames: ['entity'],
    registers,
  });
  const refused = new Counter({
    name: 'gestar_sync_refused_records_total',
    help: 'Records a sync push refused one by one (`rejeitados`), by entity.',
    labelNames: ['entity'],
    registers,
  });
  const pulls = new Counter({
    name: 'gestar_sync_pulls_total',
    help: 'Sync pulls (POST /api/sync/half-sync) by outcome: unchanged (an empty poll), page, epoch_changed.',
    labelNames: ['outcome'],
    registers,
  });
  const sent = new Counter({
    name: 'gestar_sync_pulled_records_total',
    help: 'Records sent in sync pull pages, by entity.',
    labelNames: ['entity'],
    registers,
  });
  const lag = new Histogram({
    name: 'gestar_sync_pull_lag_revisions',
    help:
      'Revisions committed since the cursor a pull started from (committed revision minus lastPulledAt), ' +
      'for devices that already hold data (first downloads are left out).',
    buckets: LAG_BUCKETS,
    registers,
  });
  return {
    pushed: (entity, received, answer) => {
      pushed.inc({ entity }, received);
      if (!answer) return;
      if (answer.aplicados.length > 0) applied.inc({ entity }, answer.aplicados.length);
      if (answer.rejeitados.length > 0) refused.inc({ entity }, answer.rejeitados.length);
    },
    pulled: (answer, cursor) => {
      if (answer.kind === 'epochChanged') {
        pulls.inc({ outcome: 'epoch_changed' });
        return;
      }
      pulls.inc({ outcome: answer.kind });
      if (cursor !== null && cursor > 0) lag.observe(Math.max(0, answer.latest - cursor));
      if (answer.kind !== 'page') return;
      for (const key of PULL_KEYS) {
        const count = answer.page.response[key].length;
        if (count > 0) sent.inc({ entity: key }, count);
      }
    },
  };
}
