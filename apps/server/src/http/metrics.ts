import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_ERROR, METRICS_UNAUTHORIZED, RESOURCE_NOT_FOUND } from '@gestar/domain/messages/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { Db, PoolStats } from '../db/database.ts';
import { isApiPath } from './security-headers.ts';

const METRICS_PATH = '/metrics';

const listeners = new WeakMap<FastifyInstance, AddressInfo>();

// From a cached sync poll (~1 ms) to a consultancy-wide export (tens of seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * A registry of this app's own, never prom-client's global one: tests start several servers in one process, and
 * a metric registered twice in one registry throws. Node's default metrics (event-loop lag, heap, GC, CPU, file
 * descriptors) come with it.
 */
export function createRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Request metrics on every answer, the database pool, and GET /metrics: on the main port only with
 * METRICS_TOKEN (404 like an unknown path otherwise), on a listener of its own with METRICS_PORT.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { config: Config; db: Db; registry: Registry },
): void {
  const { config, registry } = options;
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeLabel(request), status_code: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  registerPoolGauges(registry, options.db);

  const token = config.metricsToken;
  const expected = token === undefined ? undefined : digest(token);
  app.get(METRICS_PATH, async (request, reply) => {
    if (!expected) return reply.code(404).send({ title: RESOURCE_NOT_FOUND() });
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    // Digests of equal length: the comparison tells nothing of the token's length or first bytes.
    if (given === undefined || !timingSafeEqual(digest(given), expected))
      return reply.code(401).header('www-authenticate', 'Bearer').send({ title: METRICS_UNAUTHORIZED() });
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });

  const where = config.metrics;
  if (where) {
    let listener: http.Server | undefined;
    // onReady runs inside app.listen: a port already taken fails the start, like the main port would.
    app.addHook('onReady', async () => {
      listener = await listenForMetrics(registry, where, app.log);
      listeners.set(app, listener.address() as AddressInfo);
    });
    app.addHook('onClose', async () => {
      const server = listener;
      if (!server) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    });
  }
}

/** The address the metrics listener bound (tests ask for port 0), or undefined when it does not run. */
export function metricsAddress(app: FastifyInstance): AddressInfo | undefined {
  return listeners.get(app);
}

function digest(value: string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(value).digest());
}

/**
 * The route pattern, never the raw URL (ids would make a series per record). Pages and files of the web app are
 * one series, and API paths no route matched another.
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return isApiPath(request.url) ? 'unmatched' : 'web';
  return isApiPath(route) || route === METRICS_PATH ? route : 'web';
}

/** PostgreSQL's pool, read at each scrape. SQLite has a single connection and no pool: nothing is reported. */
function registerPoolGauges(registry: Registry, db: Db): void {
  const stats = db.poolStats;
  if (!stats) return;
  const gauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(stats()));
      },
    });
  gauge('gestar_db_pool_connections', 'PostgreSQL connections open in the pool.', (s) => s.total);
  gauge('gestar_db_pool_idle_connections', 'PostgreSQL connections open and idle.', (s) => s.idle);
  gauge('gestar_db_pool_waiting_queries', 'Queries waiting for a free connection.', (s) => s.waiting);
  gauge('gestar_db_pool_max_connections', 'Most connections the pool opens.', (s) => s.max);
}

/** A bare HTTP listener that answers GET /metrics and nothing else: no routes, auth or web app on it. */
async function listenForMetrics(
  registry: Registry,
  where: { port: number; host: string },
  log: FastifyBaseLogger,
): Promise<http.Server> {
  const headers = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { ...headers, 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ title: RESOURCE_NOT_FOUND() }));
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { ...headers, 'content-type': registry.contentType });
        response.end(text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { ...headers, 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ title: INTERNAL_ERROR() }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info({ address: server.address() }, 'metrics listening');
  return server;
}
