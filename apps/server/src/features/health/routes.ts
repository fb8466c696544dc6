import { DATABASE_UNAVAILABLE } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';

export async function healthRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      // The committed revision through its own prepared statement (on SQLite its own read-only connection):
      // a probe proves the database answers without queueing behind a sync push's write transaction.
      await options.db.committedRev();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', title: DATABASE_UNAVAILABLE });
    }
  });
}
