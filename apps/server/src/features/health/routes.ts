import { DATABASE_UNAVAILABLE, SERVER_DRAINING } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Drain } from '../../http/graceful-shutdown.ts';

export async function healthRoutes(app: FastifyInstance, options: { db: Db; drain: Drain }): Promise<void> {
  const { db, drain } = options;
  // The committed revision through its own prepared statement (on SQLite its own read-only connection):
  // a probe proves the database answers without queueing behind a sync push's write transaction.
  const databaseAnswers = async () => {
    try {
      await db.committedRev();
      return true;
    } catch {
      return false;
    }
  };

  app.get('/api/health', async (_request, reply) => {
    if (await databaseAnswers()) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', title: DATABASE_UNAVAILABLE() });
  });

  // Liveness: the process runs and its event loop turns. Never the database: a restart does not bring that back.
  app.get('/api/health/live', async () => ({ status: 'ok' }));

  // Readiness: whether to send this node requests. Not while it drains, nor while its database does not answer.
  app.get('/api/health/ready', async (_request, reply) => {
    if (drain.draining) return reply.code(503).send({ status: 'draining', title: SERVER_DRAINING() });
    if (await databaseAnswers()) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', title: DATABASE_UNAVAILABLE() });
  });
}
