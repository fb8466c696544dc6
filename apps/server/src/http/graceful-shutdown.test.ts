import { DATABASE_UNAVAILABLE, SERVER_DRAINING } from '@gestar/domain/messages/server';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, type Dialect, openDatabase } from '../db/database.ts';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { Drain, type ShutdownTarget, shutdown } from './graceful-shutdown.ts';

type Node = {
  app: FastifyInstance;
  db: Db;
  drain: Drain;
  baseUrl: string;
  /** Resolves once a request to POST /api/test/hold is being worked on; `release` lets it answer. */
  held: Promise<void>;
  release: () => void;
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The real app over a database of its own (the test server's file or schema, through another connection, so
 * the shutdown closes only this one), with a route that answers when the test says: a request in flight.
 */
async function startNode(dialect: Dialect, wrap: (db: Db) => Db = (db) => db): Promise<Node> {
  const base: TestServer = await startTestServer(dialect);
  cleanups.push(() => base.close());
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: base.dataDir,
    LOG_LEVEL: 'silent',
    GESTAR_DEMO: '0',
    SYNC_NODE_NAME: 'drained-node',
    ...(base.databaseUrl ? { DATABASE_URL: base.databaseUrl } : {}),
  });
  const db = wrap(openDatabase(config));
  const drain = new Drain();
  const app = await buildApp({ config, db, drain, logger: false });
  let entered = () => {};
  const held = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.post('/api/test/hold', async () => {
    entered();
    await released;
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(async () => {
    release();
    if (!drain.draining) {
      await app.close();
      await db.close();
    }
  });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return { app, db, drain, baseUrl: `http://127.0.0.1:${address.port}`, held, release };
}

function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

function target(node: Node, timeoutMs: number, codes: number[], log: FastifyBaseLogger): ShutdownTarget {
  return {
    app: node.app,
    db: node.db,
    drain: node.drain,
    timeoutMs,
    log,
    exit: (code) => codes.push(code),
  };
}

async function json(response: Promise<Response>) {
  const answer = await response;
  return { status: answer.status, body: (await answer.json()) as unknown, headers: answer.headers };
}

describe.each(DIALECTS)('graceful shutdown on %s', (dialect) => {
  it('finishes the request in flight while readiness says draining and new requests are refused, then closes the database and exits 0', async () => {
    const node = await startNode(dialect);
    const inFlight = fetch(`${node.baseUrl}/api/test/hold`, { method: 'POST' });
    await node.held;
    const codes: number[] = [];
    const { logger } = fakeLog();
    const done = shutdown(target(node, 10_000, codes, logger), 'SIGTERM');

    expect(await json(fetch(`${node.baseUrl}/api/health/ready`))).toMatchObject({
      status: 503,
      body: { status: 'draining', title: SERVER_DRAINING() },
    });
    expect(await json(fetch(`${node.baseUrl}/api/health/live`))).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    // Unchanged: it says whether the database answers, nothing about draining.
    expect(await json(fetch(`${node.baseUrl}/api/health`))).toMatchObject({ status: 200 });
    const refused = await json(
      fetch(`${node.baseUrl}/api/sync/Queue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(refused).toMatchObject({ status: 503, body: { title: SERVER_DRAINING() } });
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(node.drain.inFlight).toBe(1);
    expect(codes).toEqual([]);

    node.release();
    expect(await json(inFlight)).toMatchObject({ status: 200, body: { finished: true } });
    await done;
    expect(codes).toEqual([0]);
    await expect(fetch(`${node.baseUrl}/api/health/live`)).rejects.toThrow();
    await expect(node.db.committedRev()).rejects.toThrow();
  });

  it('exits 1 after the time-out, logged, when a request in flight does not finish', async () => {
    const node = await startNode(dialect);
    const inFlight = fetch(`${node.baseUrl}/api/test/hold`, { method: 'POST' });
    await node.held;
    const codes: number[] = [];
    const { log, logger } = fakeLog();
    const done = shutdown(target(node, 200, codes, logger), 'SIGTERM');
    await vi.waitFor(() => expect(codes).toEqual([1]), { timeout: 5_000 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ inFlight: 1, timeoutMs: 200 }),
      'shutdown timed out: exiting with requests still in flight',
    );
    // A process would be gone by now; here the request is let go and the shutdown ends without exiting again.
    node.release();
    await inFlight;
    await done;
    expect(codes).toEqual([1]);
  });
});

describe('readiness', () => {
  it('answers 503 unavailable while the database does not answer, and liveness stays 200', async () => {
    let down = false;
    const node = await startNode('sqlite', (db) => ({
      ...db,
      committedRev: () => (down ? Promise.reject(new Error('database down')) : db.committedRev()),
    }));
    expect((await fetch(`${node.baseUrl}/api/health/ready`)).status).toBe(200);
    down = true;
    expect(await json(fetch(`${node.baseUrl}/api/health/ready`))).toMatchObject({
      status: 503,
      body: { status: 'unavailable', title: DATABASE_UNAVAILABLE() },
    });
    expect((await fetch(`${node.baseUrl}/api/health/live`)).status).toBe(200);
  });
});
