import { MAX_PUSH_RECORDS, pullRequestSchema, pushRequestSchema } from '@gestar/domain/entities/sync';
import { pushTooLarge } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { epochFor, epochSource } from '../../db/epoch.ts';
import { coalescedReader } from '../../db/latest-rev.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { DEFAULT_PAGE_SIZE, emptyPageJson, pullChanges, unchangedSince } from './pull.ts';
import { EpochChangedError, pushRecords } from './push.ts';
import { projectPulledUsers } from './user-projection.ts';

const pullQuerySchema = z.object({
  /** Spec §7: the cursor may also come in the query string. */
  lastPulledAt: z.coerce.number().int().min(0).optional(),
  /** A smaller page for slow devices (and tests); never more than the default. */
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).optional(),
});

export async function syncRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const latestRev = coalescedReader(db.committedRev);
  const epochs = epochSource(db.kysely);
  // The counter when this process started: after a restore (server stopped, file or dump put back, started
  // again) it is the last revision the restored history holds, which a detected restore starts its epoch from.
  const startupRev = await db.committedRev();

  const guard = { current: epochs.get, rotate: epochs.rotate, startupRev };
  app.post('/api/sync/Queue', { preHandler: requireUser() }, async (request, reply) => {
    const raw = request.body as { contents?: unknown } | null;
    // Checked before parsing: an oversized call is refused without validating thousands of records.
    if (Array.isArray(raw?.contents) && raw.contents.length > MAX_PUSH_RECORDS)
      throw new HttpError(413, pushTooLarge(MAX_PUSH_RECORDS));
    // Records with U+0000 are refused one by one in `rejeitados`, not the whole push.
    const body = parseOr400(pushRequestSchema, request.body, { allowNul: true });
    try {
      return await pushRecords(db, currentUser(request), body, guard);
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
    let epoch = await epochs.get();
    const latest = await latestRev();
    // A cursor beyond every committed revision, from a device of this very epoch: the database was restored
    // from a backup without a new epoch. Start one, so every device recovers (issue 11 item 3).
    const highest = Math.max(
      pull.lastPulledAt ?? 0,
      ...pull.fazendasBaixadas.map((f) => f.lastPulledAt ?? 0),
    );
    if (highest > latest && pull.epoch === epoch.epoch)
      epoch = await epochs.rotate(Math.min(startupRev, latest));
    const unchanged = await unchangedSince(pull, async () => latest);
    if (unchanged !== undefined)
      return reply
        .type('application/json; charset=utf-8')
        .send(emptyPageJson(unchanged, epochFor(epoch, pull.epoch)));
    const actor = currentUser(request);
    const result = await pullChanges(db, actor, pull, query.pageSize ?? DEFAULT_PAGE_SIZE);
    projectPulledUsers(actor, result.response.usuarios);
    const answered = epochFor(epoch, pull.epoch);
    return {
      ...result,
      response: { ...result.response, epoch: answered.epoch, epochStartRev: answered.startRev },
    };
  });
}
