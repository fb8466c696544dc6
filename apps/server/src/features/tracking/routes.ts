import { TRACKING_OTHER_USER } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { trackingRequestSchema } from './schemas.ts';
import { trackingStore } from './store-events.ts';

export async function trackingRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const storeTrackingEvents = trackingStore(options.db);
  app.post('/api/tracking', { preHandler: requireUser() }, async (request) => {
    const body = parseOr400(trackingRequestSchema, request.body);
    if (body.userId !== currentUser(request).id) throw new HttpError(403, TRACKING_OTHER_USER());
    const recebidos = await storeTrackingEvents(body);
    return { sucesso: true, recebidos };
  });
}
