import { pullRequestSchema, pushRequestSchema } from '@gestar/domain/entities/sync';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { coalescedReader } from '../../db/latest-rev.ts';
import { parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { DEFAULT_PAGE_SIZE, emptyPageJson, pullChanges, unchangedSince } from './pull.ts';
import { pushRecords } from './push.ts';
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

  app.post('/api/sync/Queue', { preHandler: requireUser() }, async (request) => {
    // Records with U+0000 are refused one by one in `rejeitados`, not the whole push.
    const body = parseOr400(pushRequestSchema, request.body, { allowNul: true });
    return pushRecords(db, currentUser(request), body);
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
    const unchanged = await unchangedSince(pull, latestRev);
    if (unchanged !== undefined)
      return reply.type('application/json; charset=utf-8').send(emptyPageJson(unchanged));
    const actor = currentUser(request);
    const page = await pullChanges(db, actor, pull, query.pageSize ?? DEFAULT_PAGE_SIZE);
    projectPulledUsers(actor, page.response.usuarios);
    return page;
  });
}
