import { randomUUID } from 'node:crypto';
import { METRICS_UNAUTHORIZED, RESOURCE_NOT_FOUND } from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, FAST_HASH, farmWithCow, pull, push, signIn } from '../features/sync/test-kit.ts';
import { bearer } from '../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { metricsAddress } from './metrics.ts';

const TOKEN = 'metricas-do-gestar-0123456789-abcdefghij';

/** The value of the first sample of `name` whose labels include every `labels` pair, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const pairs = new Map([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => pairs.get(key) === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(server: TestServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe.each(DIALECTS)('GET /metrics with METRICS_TOKEN on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { ...FAST_HASH, METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a longer token', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${TOKEN}`],
  ])('answers 401 in pt-BR with %s', async (_what, authorization) => {
    const response = await fetch(`${server.baseUrl}/metrics`, {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ title: METRICS_UNAUTHORIZED() });
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    const vet = await signIn(server, 'Veterinário');
    const someone = randomUUID();
    await fetch(`${server.baseUrl}/api/Account/${someone}`, { headers: bearer(vet.token) });
    await fetch(`${server.baseUrl}/api/nao-existe/${someone}`);
    const text = await scrape(server);
    const account = { method: 'GET', route: '/api/Account/:id' };
    expect(sample(text, 'http_requests_total', account)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', account)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...account, le: '+Inf' })).toBe(
      sample(text, 'http_request_duration_seconds_count', account),
    );
    expect(
      sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // Never the raw URL: an id in a label would make a series per record.
    expect(text).not.toContain(someone);
  });

  it('counts records pushed, applied and refused, pulls, records sent and the sync lag', async () => {
    const vet = await signIn(server, 'Veterinário');
    const { fazenda, lote } = await farmWithCow(server, vet);
    const farm = String(fazenda.id);
    const cows = [build.d0(String(lote.id)), build.d0(String(lote.id))];
    const broken = { ...build.d0(String(lote.id)), peso_EM: 'pesado' };
    const answer = await push(
      server,
      vet,
      'd0s',
      [...cows, broken].map((json) => ({ json })),
    );
    expect(answer.aplicados).toHaveLength(2);
    expect(answer.rejeitados).toHaveLength(1);
    const first = await pull(server, vet, {
      lastPulledAt: null,
      fazendasBaixadas: [{ id: farm, lastPulledAt: null }],
    });
    // One more write after the cursor: the next pull starts one revision behind.
    await push(server, vet, 'd0s', [{ json: build.d0(String(lote.id)) }]);
    const cursor = first.response.lastPulledAt;
    await pull(server, vet, { lastPulledAt: cursor, fazendasBaixadas: [{ id: farm, lastPulledAt: cursor }] });

    const text = await scrape(server);
    // farmWithCow pushed one cow; then 3 + 1 records.
    expect(sample(text, 'gestar_sync_pushed_records_total', { entity: 'd0s' })).toBe(5);
    expect(sample(text, 'gestar_sync_applied_records_total', { entity: 'd0s' })).toBe(4);
    expect(sample(text, 'gestar_sync_refused_records_total', { entity: 'd0s' })).toBe(1);
    expect(sample(text, 'gestar_sync_applied_records_total', { entity: 'fazendas' })).toBe(1);
    expect(sample(text, 'gestar_sync_pulls_total', { outcome: 'page' })).toBe(2);
    expect(sample(text, 'gestar_sync_pulled_records_total', { entity: 'fazendas' })).toBe(1);
    expect(sample(text, 'gestar_sync_pulled_records_total', { entity: 'd0s' })).toBe(4);
    // Only the second pull had a cursor; it was one revision behind.
    expect(sample(text, 'gestar_sync_pull_lag_revisions_count')).toBe(1);
    expect(sample(text, 'gestar_sync_pull_lag_revisions_sum')).toBe(1);
  });

  it('reports event-loop lag, and the connection pool on PostgreSQL only', async () => {
    const text = await scrape(server);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (dialect === 'postgres') {
      expect(sample(text, 'gestar_db_pool_max_connections')).toBe(10);
      const open = sample(text, 'gestar_db_pool_connections');
      expect(open).toBeLessThanOrEqual(10);
      expect(sample(text, 'gestar_db_pool_idle_connections')).toBeLessThanOrEqual(open ?? 0);
      expect(sample(text, 'gestar_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('gestar_db_pool');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let plain: TestServer;
  let separate: TestServer;
  beforeAll(async () => {
    plain = await startTestServer('sqlite');
    separate = await startTestServer('sqlite', { METRICS_PORT: '0' });
  });
  afterAll(async () => {
    await plain.close();
    await separate.close();
  });

  it('is 404 on the main port like an unknown path, not the web app', async () => {
    for (const server of [plain, separate]) {
      const response = await fetch(`${server.baseUrl}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ title: RESOURCE_NOT_FOUND() });
    }
  });

  it('is served on the METRICS_PORT listener, which answers nothing else', async () => {
    const address = metricsAddress(separate.app);
    expect(address?.address).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${address?.port}`;
    await fetch(`${separate.baseUrl}/api/health`);
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(sample(await response.text(), 'http_requests_total', { route: '/api/health' })).toBeGreaterThan(0);
    for (const [path, method] of [
      ['/api/health', 'GET'],
      ['/', 'GET'],
      ['/metrics', 'POST'],
    ] as const) {
      const other = await fetch(`${base}${path}`, { method });
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ title: RESOURCE_NOT_FOUND() });
    }
    expect(metricsAddress(plain.app)).toBeUndefined();
  });

  it('keeps each app its own registry: one server counts none of the other one’s requests', async () => {
    for (let n = 0; n < 3; n += 1) await fetch(`${plain.baseUrl}/api/health/live`);
    const address = metricsAddress(separate.app);
    const text = await (await fetch(`http://127.0.0.1:${address?.port}/metrics`)).text();
    expect(sample(text, 'http_requests_total', { route: '/api/health/live' })).toBeUndefined();
  });
});
