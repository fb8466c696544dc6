import { PULL_KEYS, type PullRequest } from '@gestar/domain/entities/sync';
import type { Actor } from '@gestar/domain/permissions/actor';
import type { Db } from '../../db/database.ts';
import { epochFor } from '../../db/epoch.ts';
import type { WatermarkStore } from '../../db/watermark.ts';
import type { EpochCheck } from './epoch-check.ts';
import { emptyPageJson, type PullResult, pullChanges, unchangedSince } from './pull.ts';
import { EpochChangedError } from './push.ts';

type Page = Omit<PullResult, 'response'> & {
  response: PullResult['response'] & { epoch: string; epochStartRev: number };
};

/**
 * What POST /api/sync/half-sync answers: 409 with the epoch, an empty page as JSON text, or a page; with the
 * committed revision the call met (for the sync lag metric).
 */
export type HalfSyncAnswer = (
  | { kind: 'epochChanged'; body: EpochChangedError['body'] }
  | { kind: 'unchanged'; json: string }
  | { kind: 'page'; page: Page }
) & { latest: number };

/**
 * One pull (ARCHITECTURE.md §5), stamped with the epoch the device must hold. Every revision it reveals raises
 * this node's watermark, which is how a later restore under it is recognised (epoch-check.ts).
 */
export async function halfSync(
  db: Db,
  actor: Actor,
  pull: PullRequest,
  pageSize: number,
  history: { current: EpochCheck; watermark: WatermarkStore },
): Promise<HalfSyncAnswer> {
  const { epoch, latest } = await history.current();
  // A cursor beyond every committed revision from a device of this very epoch was never issued by this
  // history (restores are recognised at start-up): this device alone is told to send back what it holds
  // above the committed revision and to download again. No request starts an epoch.
  const highest = pull.fazendasBaixadas.reduce(
    (max, farm) => Math.max(max, farm.lastPulledAt ?? 0),
    pull.lastPulledAt ?? 0,
  );
  if (highest > latest && pull.epoch === epoch.epoch)
    return {
      kind: 'epochChanged',
      body: new EpochChangedError({ epoch: epoch.epoch, startRev: latest }).body,
      latest,
    };
  const unchanged = await unchangedSince(pull, async () => latest);
  if (unchanged !== undefined) {
    history.watermark.raise(epoch, unchanged);
    return { kind: 'unchanged', json: emptyPageJson(unchanged, epochFor(epoch, pull.epoch)), latest };
  }
  const result = await pullChanges(db, actor, pull, pageSize);
  history.watermark.raise(epoch, highestPulled(result.response));
  const answered = epochFor(epoch, pull.epoch);
  return {
    kind: 'page',
    latest,
    page: {
      ...result,
      response: { ...result.response, epoch: answered.epoch, epochStartRev: answered.startRev },
    },
  };
}

/** The highest revision in `records`, or `from`. */
export function highestRev(records: readonly { rev: number }[], from = 0): number {
  let highest = from;
  for (const record of records) if (record.rev > highest) highest = record.rev;
  return highest;
}

/** The highest revision a pull answer reveals: its cursor, or a record above it (related records). */
function highestPulled(response: PullResult['response']): number {
  let highest = response.lastPulledAt;
  for (const key of PULL_KEYS) highest = highestRev(response[key] as { rev: number }[], highest);
  return highest;
}
