import { DATABASE_UNAVAILABLE } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function healthRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(options.db.kysely);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', title: DATABASE_UNAVAILABLE });
    }
  });
}
