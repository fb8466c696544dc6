import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';

// What a deployed server writes to disk and tells caches.
const INDEX_HTML = '<!doctype html><title>Gestar</title>';
const BIG_JS = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `vaca ${i}`))};`;

describe.each(DIALECTS)('deployment on %s', (dialect) => {
  let server: TestServer;
  let parent: string;
  let webDist: string;
  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-deploy-'));
    webDist = path.join(parent, 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
    fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{}');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.map'), '{"sources":["src/app.ts"]}');
    // What the build's compress-dist.mjs leaves beside a large file.
    fs.writeFileSync(path.join(webDist, 'assets', 'big-3c4d.js'), BIG_JS);
    fs.writeFileSync(
      path.join(webDist, 'assets', 'big-3c4d.js.br'),
      new Uint8Array(zlib.brotliCompressSync(BIG_JS)),
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'big-3c4d.js.gz'), new Uint8Array(zlib.gzipSync(BIG_JS)));
    fs.writeFileSync(
      path.join(webDist, 'index.html.br'),
      new Uint8Array(zlib.brotliCompressSync(INDEX_HTML)),
    );
    // A sibling whose name starts with the web folder's: a prefix check without a separator lets it through.
    fs.mkdirSync(path.join(parent, 'dist-private'));
    fs.writeFileSync(path.join(parent, 'dist-private', 'secret.txt'), 'segredo');
    server = await startTestServer(dialect, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(parent, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      body: await response.text(),
    };
  };

  it.each([
    ['/assets/app-1a2b.js', 'public, max-age=31536000, immutable'],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/farms/123', 'no-cache'],
  ])('%s is served with Cache-Control %s', async (url, expected) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.cache).toBe(expected);
  });

  it.each(['/api/health', '/api/nao-existe', '/api/ValorDominio'])(
    'API JSON %s is never stored',
    async (url) => {
      expect((await get(url)).cache).toBe('no-store');
    },
  );

  it.each([
    ['/assets/big-3c4d.js', 'br, gzip', 'br', BIG_JS],
    ['/assets/big-3c4d.js', 'gzip', 'gzip', BIG_JS],
    ['/assets/big-3c4d.js', '', null, BIG_JS],
    ['/farms/123', 'gzip, deflate, br', 'br', INDEX_HTML],
    ['/farms/123', 'gzip', null, INDEX_HTML],
    ['/assets/app-1a2b.js', 'br', null, 'console.log(1)'],
  ])(
    '%s asked with Accept-Encoding "%s" goes out as %s, the same text',
    async (url, accepts, encoding, text) => {
      // fetch decompresses by itself; node:http shows the body as sent.
      const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(`${server.baseUrl}${url}`, { headers: { 'accept-encoding': accepts } }, resolve)
          .on('error', reject),
      );
      const chunks: Uint8Array[] = [];
      for await (const chunk of response) chunks.push(new Uint8Array(chunk as Buffer));
      const body = new Uint8Array(Buffer.concat(chunks));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'] ?? null).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /html/);
      const plain =
        encoding === 'br'
          ? zlib.brotliDecompressSync(body).toString('utf8')
          : encoding === 'gzip'
            ? zlib.gunzipSync(body).toString('utf8')
            : new TextDecoder().decode(body);
      expect(plain).toBe(text);
    },
  );

  it('answers 404, not the app page, for a hashed file it lacks', async () => {
    const response = await get('/assets/index-9z8y7x.js');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('<title>Gestar</title>');
    expect(response.cache).toBe('no-cache');
  });

  it('serves a release’s files copied beside its own after it started (rolling upgrade)', async () => {
    const later = `export const next = ${JSON.stringify('x'.repeat(4000))};`;
    fs.writeFileSync(path.join(webDist, 'assets', 'next-5e6f.js'), later);
    fs.writeFileSync(
      path.join(webDist, 'assets', 'next-5e6f.js.br'),
      new Uint8Array(zlib.brotliCompressSync(later)),
    );
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${server.baseUrl}/assets/next-5e6f.js`, { headers: { 'accept-encoding': 'br' } }, resolve)
        .on('error', reject),
    );
    const chunks: Uint8Array[] = [];
    for await (const chunk of response) chunks.push(new Uint8Array(chunk as Buffer));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(new Uint8Array(Buffer.concat(chunks))).toString('utf8')).toBe(later);
  });

  it('serves no source map', async () => {
    const response = await get('/assets/app-1a2b.js.map');
    expect(response.body).not.toContain('sources');
  });

  it.each([
    '/../dist-private/secret.txt',
    '/..%2fdist-private/secret.txt',
    '/%2e%2e/dist-private/secret.txt',
  ])('never serves a file beside the web folder (%s)', async (url) => {
    expect((await get(url)).body).not.toContain('segredo');
  });

  it.runIf(dialect === 'sqlite')('creates the SQLite files readable by the server user only', () => {
    for (const name of ['gestar.sqlite', 'gestar.sqlite-wal', 'gestar.sqlite-shm']) {
      const file = path.join(server.dataDir, name);
      if (name === 'gestar.sqlite' || fs.existsSync(file)) {
        expect(fs.statSync(file).mode & 0o777, name).toBe(0o600);
      }
    }
  });
});
