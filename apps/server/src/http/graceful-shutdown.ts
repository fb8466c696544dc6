import { SERVER_DRAINING } from '@gestar/domain/messages/server';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/**
 * Answered as usual while draining: the probes (a load balancer must see readiness turn 503 and liveness stay
 * 200) and the metrics (the drain shows in them).
 */
const ANSWERED_WHILE_DRAINING = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

/**
 * Whether this node is draining, and the requests it is still working on. Once draining, every new request but
 * the probes is answered 503 at once, before authentication or body parsing, so nothing new starts; the
 * listener stays open meanwhile so that readiness can say 'draining' to whoever asks. Requests that still come
 * while the app closes, over a connection opened before, meet the same gate (app.ts turns Fastify's own English
 * 503 off).
 */
export class Drain {
  #draining = false;
  #inFlight = 0;
  #waiters: (() => void)[] = [];

  get draining(): boolean {
    return this.#draining;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  /** On the root instance, before any other onRequest hook that does work (authentication reads the database). */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      if (ANSWERED_WHILE_DRAINING.has(request.url.split('?')[0] ?? '')) return done();
      if (this.#draining) {
        // The device's sync takes a 5xx as transient and sends the same call again later (same pushSeq).
        reply.code(503).header('retry-after', '1').send({ title: SERVER_DRAINING() });
        return;
      }
      this.#inFlight += 1;
      // 'close' comes once the answer is sent or the client went away: either way the work is over.
      reply.raw.once('close', () => {
        this.#inFlight -= 1;
        if (this.#inFlight === 0) this.#wake();
      });
      done();
    });
    // Each answer while draining closes its connection, so the client's next call opens one to a node that stays.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.#draining) reply.header('connection', 'close');
      done(null, payload);
    });
  }

  begin(): void {
    this.#draining = true;
  }

  /** Resolves once no request is in flight. */
  idle(): Promise<void> {
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  #wake(): void {
    for (const resolve of this.#waiters.splice(0)) resolve();
  }
}

export type ShutdownTarget = {
  app: FastifyInstance;
  db: Db;
  drain: Drain;
  /** How long the requests in flight may take; then the process exits 1 with them unfinished. */
  timeoutMs: number;
  /**
   * After the last request, how long to keep answering (503, closing each connection) before the connections
   * close: a proxy's idle keep-alive connections close from its side meanwhile (SHUTDOWN_LINGER_MS).
   */
  lingerMs?: number;
  log: FastifyBaseLogger;
  /** process.exit in main.ts; a test passes its own. */
  exit: (code: number) => void;
};

/**
 * Stops taking requests, lets those in flight finish (a push commits or rolls back whole, so none is cut
 * halfway), closes the listeners and the database, and exits 0; exits 1 after `timeoutMs` whatever is left.
 */
export async function shutdown(target: ShutdownTarget, signal: string): Promise<void> {
  const { app, db, drain, log } = target;
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    target.exit(code);
  };
  const timer = setTimeout(() => {
    log.error(
      { signal, inFlight: drain.inFlight, timeoutMs: target.timeoutMs },
      'shutdown timed out: exiting with requests still in flight',
    );
    exit(1);
  }, target.timeoutMs);
  drain.begin();
  log.info(
    { signal, inFlight: drain.inFlight },
    'draining: refusing new requests, finishing those in flight',
  );
  try {
    await drain.idle();
    if (target.lingerMs) await new Promise((resolve) => setTimeout(resolve, target.lingerMs));
    await app.close();
    await db.close();
    log.info({ signal }, 'shut down cleanly');
    exit(0);
  } catch (error) {
    log.error({ err: error, signal }, 'shutdown failed');
    exit(1);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM and SIGINT start one shutdown; a signal while it runs is only logged (the time-out bounds it). */
export function shutdownOnSignals(target: ShutdownTarget): void {
  let started = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (started) {
        target.log.warn({ signal, inFlight: target.drain.inFlight }, 'already shutting down');
        return;
      }
      started = true;
      void shutdown(target, signal);
    });
  }
}
