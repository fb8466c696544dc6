import { newId } from '@gestar/domain/entities/common';
import { TRACKING_DAILY_LIMIT } from '@gestar/domain/messages/server';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { TrackingRequest } from './schemas.ts';

/** Per user and rolling 24 h: five full daily uploads of a device (it sends once a day), far past real use. */
export const USER_DAILY_EVENTS = 5_000;
export const USER_DAILY_BYTES = 2 * 1024 * 1024;
/** Usage events older than this are deleted: they serve product questions about recent use only. */
export const TRACKING_RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;

/**
 * Stores a device's batch of usage events, one row each, in one transaction (all or nothing), unless the
 * user's last 24 h would then pass USER_DAILY_EVENTS or USER_DAILY_BYTES (429: the device keeps its events
 * and tries again on its next daily round). Events past the retention go at each store.
 */
export function trackingStore(db: Db, now: () => number = Date.now) {
  return async (request: TrackingRequest): Promise<number> => {
    if (request.data.length === 0) return 0;
    const receivedAt = new Date(now()).toISOString();
    const rows = request.data.map((event) => ({
      id: newId(),
      usuarioId: request.userId,
      sessionId: request.sessionId,
      data: JSON.stringify(event),
      receivedAt,
    }));
    // Bytes, not characters: multibyte text would otherwise store up to 4× the cap.
    const bytes = rows.reduce((sum, row) => sum + Buffer.byteLength(row.data), 0);
    const storedBytes =
      db.dialect === 'postgres'
        ? sql<number>`coalesce(sum(octet_length(${sql.ref('data')})), 0)`
        : sql<number>`coalesce(sum(length(cast(${sql.ref('data')} as blob))), 0)`;
    await db.kysely.transaction().execute(async (trx) => {
      const since = new Date(now() - DAY_MS).toISOString();
      const used = await trx
        .selectFrom('tracking_events')
        .select([sql<number>`count(*)`.as('events'), storedBytes.as('bytes')])
        .where('usuarioId', '=', request.userId)
        .where('receivedAt', '>', since)
        .executeTakeFirstOrThrow();
      if (
        Number(used.events) + rows.length > USER_DAILY_EVENTS ||
        Number(used.bytes) + bytes > USER_DAILY_BYTES
      ) {
        throw new HttpError(429, TRACKING_DAILY_LIMIT());
      }
      // Chunks keep each INSERT under SQLite's bound-parameter limit.
      for (let start = 0; start < rows.length; start += 200) {
        await trx
          .insertInto('tracking_events')
          .values(rows.slice(start, start + 200))
          .execute();
      }
    });
    // Each device calls once a day, and the indexed range delete finds nothing most times: no schedule needed.
    await pruneTrackingEvents(db, now());
    return rows.length;
  };
}

export async function pruneTrackingEvents(db: Db, at: number): Promise<number> {
  const cutoff = new Date(at - TRACKING_RETENTION_DAYS * DAY_MS).toISOString();
  const result = await db.kysely
    .deleteFrom('tracking_events')
    .where('receivedAt', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
