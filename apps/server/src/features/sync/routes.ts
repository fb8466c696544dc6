import { MAX_PUSH_RECORDS, pullRequestSchema, pushRequestSchema } from '@gestar/domain/entities/sync';
import { pushTooLarge } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { checkForRestore } from '../../db/restore-check.ts';
import { WatermarkStore } from '../../db/watermark.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { projectUsers } from '../users/user-projection.ts';
import { epochCheck } from './epoch-check.ts';
import { halfSync, highestRev } from './half-sync.ts';
import { DEFAULT_PAGE_SIZE } from './pull.ts';
import { EpochChangedError, pushRecords } from './push.ts';
import { createSyncMetrics } from './sync-metrics.ts';
import { pageJson } from './wire-json.ts';

const pullQuerySchema = z.object({
  /** Spec §7: the cursor may also come in the query string. */
  lastPulledAt: z.coerce.number().int().min(0).optional(),
  /** A smaller page for slow devices (and tests); never more than the default. */
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).optional(),
});

export async function syncRoutes(
  app: FastifyInstance,
  options: { db: Db; watermark?: WatermarkStore; registry: Registry },
): Promise<void> {
  const { db } = options;
  const metrics = createSyncMetrics(options.registry);
  const watermark = options.watermark ?? new WatermarkStore(undefined);
  // Before any answer: a database that lost revisions some node revealed was restored.
  const check = await checkForRestore(db, watermark);
  if (check.verdict.restored)
    app.log.warn(
      { epoch: check.epoch.epoch, startRev: check.rev, reason: check.verdict.reason },
      'database restored: new sync epoch started; devices will send back what it lacks',
    );
  const current = epochCheck(db, watermark, app.log);

  app.post('/api/sync/Queue', { preHandler: requireUser() }, async (request, reply) => {
    const raw = request.body as { contents?: unknown } | null;
    // Checked before parsing: an oversized call is refused without validating thousands of records.
    if (Array.isArray(raw?.contents) && raw.contents.length > MAX_PUSH_RECORDS)
      throw new HttpError(413, pushTooLarge(MAX_PUSH_RECORDS));
    // Records with U+0000 are refused one by one in `rejeitados`, not the whole push.
    const body = parseOr400(pushRequestSchema, request.body, { allowNul: true });
    let answer: Awaited<ReturnType<typeof pushRecords>> | undefined;
    try {
      const { epoch } = await current();
      answer = await pushRecords(db, currentUser(request), body, { current: async () => epoch });
      watermark.raise(epoch, highestRev(answer.aplicados));
      return answer;
    } catch (error) {
      if (error instanceof EpochChangedError) return reply.code(409).send(error.body);
      throw error;
    } finally {
      metrics.pushed(body.tipoId, body.contents.length, answer);
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
    const actor = currentUser(request);
    const answer = await halfSync(db, actor, pull, query.pageSize ?? DEFAULT_PAGE_SIZE, {
      current,
      watermark,
    });
    metrics.pulled(answer, pull.lastPulledAt);
    if (answer.kind === 'epochChanged') return reply.code(409).send(answer.body);
    if (answer.kind === 'unchanged') return reply.type('application/json; charset=utf-8').send(answer.json);
    projectUsers(actor, answer.page.response.usuarios);
    return reply.type('application/json; charset=utf-8').send(pageJson(answer.page));
  });
}
