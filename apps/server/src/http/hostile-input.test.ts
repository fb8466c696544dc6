// Every route, fed what an attacker or a broken client would send: nothing may produce a 500, a non-JSON
// answer or a stack trace, on either database. One `it` per route; each collects every bad answer it saw.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROLES } from '@gestar/domain/entities/role';
import { SESSION_INVALID } from '@gestar/domain/messages/server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, FAST_HASH, signIn } from '../features/sync/test-kit.ts';
import { loginAs } from '../test-support/accounts.ts';
import {
  type Fixtures,
  HOSTILE_BODIES,
  HOSTILE_URLS,
  HOSTILE_VALUES,
  ROUTES,
  TEST_PASSWORD,
} from '../test-support/hostile-input.ts';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The token with the first character of its signature changed: six whole bits of the signature. (Its last
 * characters partly encode padding bits, so overwriting them left about one token in a thousand still valid.)
 */
function tampered(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
}

type Bad = { case: string; status: number; body: string };

describe.each(DIALECTS)('hostile input on %s', (dialect) => {
  let server: TestServer;
  let fixtures: Fixtures;
  let badTokens: [string, string | undefined][];
  let address = 0;

  beforeAll(async () => {
    // Each request comes from its own (forwarded) address so the login and recovery rate limits, which
    // are tested elsewhere, do not answer 429 before the input is even read.
    server = await startTestServer(dialect, { ...FAST_HASH, TRUST_PROXY_HOPS: '1' });
    const admin = await signIn(server, 'Administrador');
    const { refreshToken } = await loginAs(server, admin.email, TEST_PASSWORD);
    const farm = build.fazenda(admin.id);
    const type = { id: randomUUID(), nome: 'Tipo hostil', descricao: null };
    const value = { id: randomUUID(), valor: 'Escore 5', descricao: null, tipoDominioId: type.id };
    fixtures = { admin, refreshToken, farmId: String(farm.id), valueId: value.id, typeId: type.id };
    for (const [url, body] of [
      [
        '/api/sync/Queue',
        { tipoId: 'fazendas', loggedUser: admin.id, contents: [{ verbo: 'POST', json: farm }] },
      ],
      ['/api/TipoDominio', type],
      ['/api/ValorDominio', value],
    ] as const) {
      const response = await send('POST', url, JSON.stringify(body), `Bearer ${admin.token}`);
      expect(response).toMatchObject({ status: expect.any(Number) });
      if (response.status >= 300) throw new Error(`${url}: ${response.status} ${response.text}`);
    }
    const secret = new TextEncoder().encode(
      fs.readFileSync(path.join(server.dataDir, 'jwt-secret'), 'utf8').trim(),
    );
    const expired = await new SignJWT({ email: admin.email, roles: [ROLES.administrador.id], terms: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(admin.id)
      .setIssuer('gestar')
      .setAudience('gestar-api')
      .setIssuedAt(nowSeconds() - 1000)
      .setExpirationTime(nowSeconds() - 100)
      .sign(secret);
    badTokens = [
      ['no Authorization header', undefined],
      ['an empty bearer', 'Bearer '],
      ['the scheme alone', 'Bearer'],
      ['Basic credentials', `Basic ${Buffer.from(`${admin.email}:${TEST_PASSWORD}`).toString('base64')}`],
      ['a malformed bearer', 'Bearer a.b.c'],
      ['two tokens', `Bearer ${admin.token} ${admin.token}`],
      ['a tampered token', `Bearer ${tampered(admin.token)}`],
      [
        'a token signed with another key',
        `Bearer ${admin.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`,
      ],
      ['an expired token', `Bearer ${expired}`],
      ['an unsigned token', `Bearer ${admin.token.split('.')[1]}.${admin.token.split('.')[1]}.`],
      ['8,000 characters', `Bearer ${'A'.repeat(8000)}`],
    ];
  });
  afterAll(async () => {
    await server.close();
  });

  async function send(method: string, url: string, body: string | undefined, authorization?: string) {
    address += 1;
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
    };
    if (authorization !== undefined) headers.authorization = authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  }

  /** Anything but a JSON answer below 500 with a pt-BR `title` for errors (and no stack) is a finding. */
  function judge(
    caseName: string,
    answer: { status: number; type: string; text: string },
    bad: Bad[],
    file = false,
  ) {
    // A route that answers a file sends it only for a good call; its refusals are JSON like any other.
    if (file && answer.status >= 200 && answer.status < 300 && !answer.type.startsWith('application/json'))
      return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      parsed = undefined;
    }
    const body = (parsed ?? {}) as { title?: unknown; stack?: unknown };
    const fine =
      answer.status < 500 &&
      answer.type.startsWith('application/json') &&
      parsed !== undefined &&
      body.stack === undefined &&
      !/\bat .+\.(ts|js):\d+/.test(answer.text) &&
      (answer.status < 400 || typeof body.title === 'string');
    if (!fine) bad.push({ case: caseName, status: answer.status, body: answer.text.slice(0, 300) });
  }

  it.each(ROUTES)('%s survives hostile bodies and fields', async (_name, route) => {
    const bad: Bad[] = [];
    const token = route.auth ? `Bearer ${fixtures.admin.token}` : undefined;
    const url = route.path(fixtures);
    if (route.body) {
      for (const [name, raw] of HOSTILE_BODIES)
        judge(name, await send(route.method, url, raw, token), bad, route.file);
      for (const field of Object.keys(route.body(fixtures))) {
        for (const [name, raw] of HOSTILE_VALUES) {
          const text = JSON.stringify({ ...route.body(fixtures), [field]: '\u0001RAW' }).replace(
            '"\\u0001RAW"',
            raw,
          );
          judge(`${field} = ${name}`, await send(route.method, url, text, token), bad, route.file);
        }
      }
    } else if (route.method !== 'GET') {
      for (const [name, raw] of HOSTILE_BODIES) judge(name, await send(route.method, url, raw, token), bad);
    } else {
      // fetch sends no body with GET; what a GET can carry is its query, covered below.
      judge('a plain call', await send(route.method, url, undefined, token), bad);
    }
    expect(bad).toEqual([]);
  });

  it('POST /api/sync/Queue survives hostile values in every field of a pushed record', async () => {
    const bad: Bad[] = [];
    const record = build.fazenda(fixtures.admin.id);
    for (const field of [...Object.keys(record), 'rev', 'lastModifiedBy', 'scopeFazendaId']) {
      for (const [name, raw] of HOSTILE_VALUES) {
        const body = {
          tipoId: 'fazendas',
          loggedUser: fixtures.admin.id,
          contents: [{ verbo: 'PUT', json: { ...record, [field]: '\u0001RAW' } }],
        };
        const text = JSON.stringify(body).replace('"\\u0001RAW"', raw);
        judge(
          `json.${field} = ${name}`,
          await send('POST', '/api/sync/Queue', text, `Bearer ${fixtures.admin.token}`),
          bad,
        );
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(HOSTILE_URLS)('%s (%s) is a pt-BR 4xx', async (label, method, url) => {
    const bad: Bad[] = [];
    const body = method === 'POST' || method === 'PUT' ? '{}' : undefined;
    const answer = await send(method, url, body, `Bearer ${fixtures.admin.token}`);
    judge(label, answer, bad);
    expect(bad).toEqual([]);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it.each(ROUTES.filter(([, route]) => route.auth))(
    '%s answers 401 to every bad Authorization',
    async (_n, route) => {
      const refused: { case: string; status: number; title: unknown }[] = [];
      for (const [name, authorization] of badTokens) {
        const body = route.body ? JSON.stringify(route.body(fixtures)) : undefined;
        const answer = await send(route.method, route.path(fixtures), body, authorization);
        const title = (JSON.parse(answer.text) as { title?: unknown }).title;
        if (answer.status !== 401 || title !== SESSION_INVALID())
          refused.push({ case: name, status: answer.status, title });
      }
      expect(refused).toEqual([]);
    },
  );

  it.each(ROUTES.filter(([, route]) => !route.auth))(
    '%s ignores a bad Authorization (public)',
    async (_n, route) => {
      const bad: Bad[] = [];
      for (const [name, authorization] of badTokens) {
        const body = route.body ? JSON.stringify(route.body(fixtures)) : undefined;
        judge(name, await send(route.method, route.path(fixtures), body, authorization), bad, route.file);
      }
      expect(bad).toEqual([]);
    },
  );

  it('is still healthy afterwards', async () => {
    expect((await send('GET', '/api/health', undefined)).status).toBe(200);
  });
});
