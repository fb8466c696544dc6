import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setLocaleSource } from '@gestar/domain/i18n/current-locale';
import { DEFAULT_LOCALE } from '@gestar/domain/i18n/locales';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, OfflineError, PasswordChangedError, SessionExpiredError } from './errors.ts';
import { createApiClient, type SessionEndReason, type TokenPair, type TokenStore } from './http-client.ts';

type Seen = { method: string; url: string; authorization: string | undefined; body: unknown };
type Handler = (req: Seen, res: ServerResponse) => void | Promise<void>;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[];

async function readJson(req: IncomingMessage): Promise<unknown> {
  req.setEncoding('utf8');
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function reply(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: await readJson(req),
      };
      seen.push(entry);
      await handler(entry, res);
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => reply(res, 200, { ok: true });
});

function memoryStore(initial: TokenPair | null = { token: 'old', refreshToken: 'r1' }) {
  const state = { pair: initial, ended: [] as SessionEndReason[] };
  const store: TokenStore = {
    get: () => state.pair,
    set: (pair) => {
      state.pair = pair;
    },
    end: (reason) => {
      state.pair = null;
      state.ended.push(reason);
    },
  };
  return { state, store };
}

/** A server whose business routes accept only token 'new' and whose refresh answers `refreshAnswer`. */
function tokenServer(refreshAnswer: { status: number; body: unknown }, refreshDelayMs = 0): Handler {
  return async (req, res) => {
    if (req.url.endsWith('/Authentication/RefreshToken')) {
      await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
      reply(res, refreshAnswer.status, refreshAnswer.body);
      return;
    }
    if (req.authorization === 'Bearer new') reply(res, 200, { url: req.url });
    else reply(res, 401, { title: 'Unauthorized' });
  };
}

const refreshCalls = () => seen.filter((entry) => entry.url.endsWith('/Authentication/RefreshToken'));

describe('apiFetch basics', () => {
  it('sends JSON with the bearer token and parses the JSON answer', async () => {
    handler = (req, res) => reply(res, 200, { echo: req.body });
    const { store } = memoryStore();
    const api = createApiClient({ baseUrl, tokens: store });
    const answer = await api.fetch<{ echo: unknown }>('/sync/Queue', { body: { tipoId: 'fazendas' } });
    expect(answer).toEqual({ echo: { tipoId: 'fazendas' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/sync/Queue', authorization: 'Bearer old' });
  });

  it('sends no token on calls made without a session, and builds the query string', async () => {
    const api = createApiClient({ baseUrl, tokens: memoryStore(null).store });
    await api.fetch('/Termo/ObterAtivo', { auth: false, query: { tipo: 'C', skip: undefined } });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/Termo/ObterAtivo?tipo=C',
      authorization: undefined,
    });
  });

  it('refuses an authenticated call when no session exists, without touching the network', async () => {
    const api = createApiClient({ baseUrl, tokens: memoryStore(null).store });
    await expect(api.fetch('/anything')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(seen).toHaveLength(0);
  });

  it('returns undefined for an empty answer and validates with a schema when one is given', async () => {
    const api = createApiClient({ baseUrl, tokens: memoryStore().store });
    handler = (_req, res) => reply(res, 204);
    await expect(api.fetch('/empty')).resolves.toBeUndefined();
    handler = (_req, res) => reply(res, 200, { n: 'not a number' });
    await expect(api.fetch('/typed', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });

  it.each([
    [400, { title: 'Este campo é obrigatório', errors: {} }, 'Este campo é obrigatório'],
    [403, { mensagem: 'Acesso negado' }, 'Acesso negado'],
    [500, 'plain text', undefined],
  ])('status %i becomes an ApiError carrying the server title', async (status, body, title) => {
    handler = (_req, res) => reply(res, status, body);
    const api = createApiClient({ baseUrl, tokens: memoryStore().store });
    const error = await api.fetch('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, title });
  });
});

describe('offline detection and time-outs', () => {
  it('fails fast with OfflineError when the browser reports no connection', async () => {
    const api = createApiClient({ baseUrl, tokens: memoryStore().store, isOnline: () => false });
    const error = await api.fetch('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OfflineError);
    expect(error).toMatchObject({ reason: 'offline' });
    expect(seen).toHaveLength(0);
  });

  it('turns a refused connection into OfflineError(network)', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, tokens: memoryStore().store });
    await expect(api.fetch('/x')).rejects.toMatchObject({ name: 'OfflineError', reason: 'network' });
  });

  it("reports a time-out as 'TIMEOUT', a network error", async () => {
    handler = async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      reply(res, 200, {});
    };
    const api = createApiClient({ baseUrl, tokens: memoryStore().store });
    const error = await api.fetch('/slow', { timeoutMs: 50 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OfflineError);
    expect(error).toMatchObject({ reason: 'timeout', message: 'TIMEOUT' });
  });

  it('lets a caller abort without calling it a network error', async () => {
    handler = async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      reply(res, 200, {});
    };
    const api = createApiClient({ baseUrl, tokens: memoryStore().store });
    const controller = new AbortController();
    const pending = api.fetch('/slow', { signal: controller.signal }).catch((caught: unknown) => caught);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).not.toBeInstanceOf(OfflineError);
  });
});

describe('401 → refresh → retry once', () => {
  it('refreshes the token, stores the new pair and retries the call once', async () => {
    handler = tokenServer({ status: 200, body: { token: 'new', refreshToken: 'r2' } });
    const { state, store } = memoryStore();
    const api = createApiClient({ baseUrl, tokens: store });
    await expect(api.fetch('/data')).resolves.toEqual({ url: '/api/data' });
    expect(state.pair).toEqual({ token: 'new', refreshToken: 'r2' });
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.body).toEqual({ refreshToken: 'r1' });
    expect(seen.map((entry) => entry.authorization)).toEqual(['Bearer old', undefined, 'Bearer new']);
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    handler = tokenServer({ status: 200, body: { token: 'new', refreshToken: 'r2' } }, 100);
    const api = createApiClient({ baseUrl, tokens: memoryStore().store });
    const answers = await Promise.all(['/a', '/b', '/c', '/d'].map((path) => api.fetch(path)));
    expect(answers).toHaveLength(4);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('retries with the already renewed token when a 401 arrives after another call refreshed', async () => {
    handler = tokenServer({ status: 200, body: { token: 'new', refreshToken: 'r2' } });
    const { state, store } = memoryStore();
    const api = createApiClient({ baseUrl, tokens: store });
    await api.fetch('/first');
    state.pair = { token: 'new', refreshToken: 'r2' };
    await api.fetch('/second');
    expect(refreshCalls()).toHaveLength(1);
  });

  it("turns a refresh refused with 'Senha incorreta!' into PasswordChangedError and ends the session", async () => {
    handler = tokenServer({ status: 401, body: { title: 'Senha incorreta!' } });
    const { state, store } = memoryStore();
    const api = createApiClient({ baseUrl, tokens: store });
    const error = await api.fetch('/data').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PasswordChangedError);
    expect(state.ended).toEqual(['password-changed']);
    expect(state.pair).toBeNull();
  });

  it("knows the same refusal in Spanish ('¡Contraseña incorrecta!') when it asked the server for Spanish", async () => {
    setLocaleSource(() => 'es');
    try {
      handler = tokenServer({ status: 401, body: { title: '¡Contraseña incorrecta!' } });
      const { state, store } = memoryStore();
      const api = createApiClient({ baseUrl, tokens: store });
      const error = await api.fetch('/data').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PasswordChangedError);
      expect((error as Error).message).toBe('¡Contraseña incorrecta!');
      expect(state.ended).toEqual(['password-changed']);
    } finally {
      setLocaleSource(() => DEFAULT_LOCALE);
    }
  });

  it.each([400, 401, 403])(
    'ends the session as expired when the refresh answers %i for another reason',
    async (status) => {
      handler = tokenServer({ status, body: { title: 'Token inválido' } });
      const { state, store } = memoryStore();
      const api = createApiClient({ baseUrl, tokens: store });
      await expect(api.fetch('/data')).rejects.toThrow('Your session token has expired');
      expect(state.ended).toEqual(['expired']);
    },
  );

  it('retries only once: a second 401 after a successful refresh ends the session', async () => {
    handler = async (req, res) => {
      if (req.url.endsWith('/Authentication/RefreshToken'))
        reply(res, 200, { token: 'new', refreshToken: 'r2' });
      else reply(res, 401, {});
    };
    const { state, store } = memoryStore();
    const api = createApiClient({ baseUrl, tokens: store });
    await expect(api.fetch('/data')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(seen.filter((entry) => entry.url === '/api/data')).toHaveLength(2);
    expect(refreshCalls()).toHaveLength(1);
    expect(state.ended).toEqual(['expired']);
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    handler = async (req, res) => {
      if (req.url.endsWith('/Authentication/RefreshToken')) {
        res.socket?.destroy();
        return;
      }
      reply(res, 401, {});
    };
    const { state, store } = memoryStore();
    const api = createApiClient({ baseUrl, tokens: store });
    await expect(api.fetch('/data')).rejects.toBeInstanceOf(OfflineError);
    expect(state.ended).toEqual([]);
    expect(state.pair).toEqual({ token: 'old', refreshToken: 'r1' });
  });
});
