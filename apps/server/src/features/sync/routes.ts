import {
  MAX_PUSH_RECORDS,
  PULL_KEYS,
  pullRequestSchema,
  pushRequestSchema,
} from '@gestar/domain/entities/sync';
import { pushTooLarge } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { epochFor, epochSource } from '../../db/epoch.ts';
import { coalescedReader } from '../../db/latest-rev.ts';
import { checkForRestore, skipRevealed } from '../../db/restore-check.ts';
import { WatermarkStore } from '../../db/watermark.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { projectUsers } from '../users/user-projection.ts';
import { DEFAULT_PAGE_SIZE, emptyPageJson, pullChanges, unchangedSince } from './pull.ts';
import { EpochChangedError, pushRecords } from './push.ts';

const pullQuerySchema = z.object({
  /** Spec §7: the cursor may also come in the query string. */
  lastPulledAt: z.coerce.number().int().min(0).optional(),
  /** A smaller page for slow devices (and tests); never more than the default. */
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).optional(),
});

export async function syncRoutes(
  app: FastifyInstance,
  options: { db: Db; watermark?: WatermarkStore },
): Promise<void> {
  const { db } = options;
  const watermark = options.watermark ?? new WatermarkStore(undefined);
  const latestRev = coalescedReader(db.committedRev);
  const epochs = epochSource(db.kysely);
  // Before any answer: a database that lost revisions some node revealed was restored.
  const check = await checkForRestore(db, watermark);
  if (check.verdict.restored)
    app.log.warn(
      { epoch: check.epoch.epoch, startRev: check.rev, reason: check.verdict.reason },
      'database restored: new sync epoch started; devices will send back what it lacks',
    );

  /**
   * The epoch, after checking the database against what this node revealed (captured before the read, so a
   * revision revealed by a concurrent call is always below what the read sees): fewer revisions than this node
   * revealed means the database was put back under a running server.
   */
  const epochAndLatest = async () => {
    const revealed = watermark.current();
    const latest = await latestRev();
    let epoch = await epochs.get();
    if (revealed && revealed.epoch === epoch.epoch && latest < revealed.rev) {
      // Another node may have recognised it first: then its epoch is the one to answer.
      epoch = await epochs.fresh();
      if (epoch.epoch === revealed.epoch) {
        epoch = await epochs.rotate(latest);
        app.log.warn({ epoch: epoch.epoch, startRev: latest }, 'database restored under a running server');
      }
      // No revision this node revealed is issued again (restore-check.ts).
      await skipRevealed(db, revealed.rev);
      watermark.reset(epoch, revealed.rev);
    }
    return { epoch, latest };
  };

  app.post('/api/sync/Queue', { preHandler: requireUser() }, async (request, reply) => {
    const raw = request.body as { contents?: unknown } | null;
    // Checked before parsing: an oversized call is refused without validating thousands of records.
    if (Array.isArray(raw?.contents) && raw.contents.length > MAX_PUSH_RECORDS)
      throw new HttpError(413, pushTooLarge(MAX_PUSH_RECORDS));
    // Records with U+0000 are refused one by one in `rejeitados`, not the whole push.
    const body = parseOr400(pushRequestSchema, request.body, { allowNul: true });
    try {
      const { epoch } = await epochAndLatest();
      const answer = await pushRecords(db, currentUser(request), body, { current: async () => epoch });
      watermark.raise(epoch, highestRev(answer.aplicados));
      return answer;
    } catch (error) {
      if (error instanceof EpochChangedError) return reply.code(409).send(error.body);
      throw error;
    }
  });

  app.post('/api/sync/half-sync', { preHandler: requireUser() }, async (request, reply) => {
    const query = parseOr400(pullQuerySchema, request.query);
    const raw = request.body ?? {};
    const body =
      typeof raw === 'object' &&
      !Array.isArray(raw) &&
      (raw as { lastPulledAt?: unknown }).lastPulledAt === undefined
        ? { ...raw, lastPulledAt: query.lastPulledAt ?? null }
        : raw;
    const pull = parseOr400(pullRequestSchema, body);
    const { epoch, latest } = await epochAndLatest();
    // A cursor beyond every committed revision from a device of this very epoch was never issued by this
    // history (restores are recognised at start-up): this device alone is told to send back what it holds
    // above the committed revision and to download again. No request starts an epoch.
    const highest = pull.fazendasBaixadas.reduce(
      (max, farm) => Math.max(max, farm.lastPulledAt ?? 0),
      pull.lastPulledAt ?? 0,
    );
    if (highest > latest && pull.epoch === epoch.epoch)
      return reply.code(409).send(new EpochChangedError({ epoch: epoch.epoch, startRev: latest }).body);
    const unchanged = await unchangedSince(pull, async () => latest);
    if (unchanged !== undefined) {
      watermark.raise(epoch, unchanged);
      return reply
        .type('application/json; charset=utf-8')
        .send(emptyPageJson(unchanged, epochFor(epoch, pull.epoch)));
    }
    const actor = currentUser(request);
    const result = await pullChanges(db, actor, pull, query.pageSize ?? DEFAULT_PAGE_SIZE);
    projectUsers(actor, result.response.usuarios);
    watermark.raise(epoch, highestPulled(result.response));
    const answered = epochFor(epoch, pull.epoch);
    return {
      ...result,
      response: { ...result.response, epoch: answered.epoch, epochStartRev: answered.startRev },
    };
  });
}

function highestRev(records: readonly { rev: number }[], from = 0): number {
  let highest = from;
  for (const record of records) if (record.rev > highest) highest = record.rev;
  return highest;
}

/** The highest revision a pull answer reveals: its cursor, or a record above it (related records). */
function highestPulled(response: Awaited<ReturnType<typeof pullChanges>>['response']): number {
  let highest = response.lastPulledAt;
  for (const key of PULL_KEYS) highest = highestRev(response[key] as { rev: number }[], highest);
  return highest;
}
