import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';

// What a deployed server writes to disk and tells caches.
describe.each(DIALECTS)('deployment on %s', (dialect) => {
  let server: TestServer;
  let parent: string;
  let webDist: string;
  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-deploy-'));
    webDist = path.join(parent, 'dist');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Gestar</title>');
    fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
    fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{}');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.map'), '{"sources":["src/app.ts"]}');
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
