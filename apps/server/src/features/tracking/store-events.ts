import { newId } from '@gestar/domain/entities/common';
import type { Db } from '../../db/database.ts';
import type { TrackingRequest } from './schemas.ts';

/** Stores a device's batch of usage events, one row each, in one transaction (all or nothing). */
export async function storeTrackingEvents(db: Db, request: TrackingRequest): Promise<number> {
  if (request.data.length === 0) return 0;
  const receivedAt = new Date().toISOString();
  const rows = request.data.map((event) => ({
    id: newId(),
    usuarioId: request.userId,
    sessionId: request.sessionId,
    data: JSON.stringify(event),
    receivedAt,
  }));
  await db.kysely.transaction().execute(async (trx) => {
    // Chunks keep each INSERT under SQLite's bound-parameter limit.
    for (let start = 0; start < rows.length; start += 200) {
      await trx
        .insertInto('tracking_events')
        .values(rows.slice(start, start + 200))
        .execute();
    }
  });
  return rows.length;
}
