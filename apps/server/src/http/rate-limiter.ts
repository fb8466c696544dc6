import { createHash } from 'node:crypto';
import { TOO_MANY_ATTEMPTS } from '@gestar/domain/messages/server';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { HttpError } from './errors.ts';

export type Limit = { max: number; timeWindow: number };

/** One counter of a request: its name (the limit) and what it counts by (address, account…). */
export type LimitKey = { limit: Limit; key: string };

/**
 * Fixed-window counters kept in the database (table rate_limits), so every server node over one PostgreSQL
 * counts the same hits and a restart forgets nothing. One atomic upsert per counter and
 * request: only the calls worth guessing through (login, recovery, invitations) are counted, and they cost
 * an argon2 hash or an e-mail anyway.
 */
export function createRateLimiter(db: Db, now: () => number = Date.now) {
  let nextCleanup = 0;

  // Keys hold what clients typed: stored as a digest, bounded and free of anything PostgreSQL refuses (U+0000).
  const stored = (key: string) => createHash('sha256').update(key).digest('base64url');

  async function hit(rawKey: string, limit: Limit): Promise<number> {
    const key = stored(rawKey);
    const at = now();
    const resetAt = at + limit.timeWindow;
    const result = await sql<{ hits: number }>`
      insert into rate_limits ("key", "hits", "resetAt") values (${key}, 1, ${resetAt})
      on conflict ("key") do update set
        "hits" = case when rate_limits."resetAt" <= ${at} then 1 else rate_limits."hits" + 1 end,
        "resetAt" = case when rate_limits."resetAt" <= ${at} then ${resetAt} else rate_limits."resetAt" end
      returning "hits"`.execute(db.kysely);
    if (at >= nextCleanup) {
      nextCleanup = at + 10 * 60_000;
      await db.kysely.deleteFrom('rate_limits').where('resetAt', '<', at).execute();
    }
    return Number(result.rows[0]?.hits ?? 0);
  }

  /** Counts the request on every key; 429 in pt-BR when any of them is over its limit. */
  async function check(keys: readonly LimitKey[]): Promise<void> {
    let over = false;
    for (const { limit, key } of keys) {
      if ((await hit(key, limit)) > limit.max) over = true;
    }
    if (over) throw new HttpError(429, TOO_MANY_ATTEMPTS());
  }

  /** Refuses (429) when `key` already reached its limit in the current window, without counting a hit. */
  async function refuseIfOver({ limit, key }: LimitKey): Promise<void> {
    const row = await db.kysely
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', stored(key))
      .where('resetAt', '>', now())
      .executeTakeFirst();
    if (row && Number(row.hits) >= limit.max) throw new HttpError(429, TOO_MANY_ATTEMPTS());
  }

  /** A preHandler that counts the keys `keysOf` names for the request. */
  function guard(keysOf: (request: FastifyRequest) => LimitKey[] | Promise<LimitKey[]>) {
    return async (request: FastifyRequest) => {
      await check(await keysOf(request));
    };
  }

  return { check, guard, refuseIfOver };
}
