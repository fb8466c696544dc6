import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { API_SECURITY_HEADERS, isApiPath, WEB_SECURITY_HEADERS } from './security-headers.ts';

describe('security header tables', () => {
  it('the web set is exactly what @fastify/helmet sends with our CSP directives', async () => {
    const reference = Fastify();
    await reference.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
          mediaSrc: ["'self'", 'https:'],
        },
      },
    });
    reference.get('/', async () => 'ok');
    const { headers } = await reference.inject('/');
    await reference.close();
    const fromHelmet = Object.fromEntries(
      Object.keys(WEB_SECURITY_HEADERS).map((name) => [name, headers[name]]),
    );
    expect(fromHelmet).toEqual(WEB_SECURITY_HEADERS);
    const helmetNames = Object.keys(headers).filter(
      (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    );
    expect(helmetNames.sort()).toEqual(Object.keys(WEB_SECURITY_HEADERS).sort());
  });

  it.each([
    ['/api/sync/half-sync', true],
    ['/api/health?x=1', true],
    ['/api', true],
    ['/api?x', true],
    ['/apiary', false],
    ['/', false],
    ['/login', false],
    ['/assets/index-abc.js', false],
  ])('%s is an API path: %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});

describe.each(DIALECTS)('security headers on %s', (dialect) => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Gestar</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    server = await startTestServer(dialect, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const headersOf = async (url: string, init?: RequestInit) => {
    const response = await fetch(`${server.baseUrl}${url}`, init);
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  };

  it.each([
    ['an API answer', '/api/health', 200],
    ['an unknown API path', '/api/nao-existe', 404],
    ['an API call without a token', '/api/ValorDominio', 401],
    ['a path parameter the router refuses', `/api/Account/${'a'.repeat(200)}`, 414],
    ['a malformed escape the router refuses', '/api/Account/%E0%A4%A', 400],
  ])('%s carries the API set and none of the page-only headers', async (_case, url, status) => {
    const response = await headersOf(url);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('a 400 for malformed JSON carries the API set', async () => {
    const response = await headersOf('/api/Authentication/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      API_SECURITY_HEADERS['content-security-policy'],
    );
  });

  it.each([
    ['the app shell', '/'],
    ['a client route', '/login'],
    ['a hashed asset', '/assets/app-1a2b.js'],
  ])('%s carries the full web set', async (_case, url) => {
    const response = await headersOf(url);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(WEB_SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
  });
});
