import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe.each(DIALECTS)('health on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it('GET /api/health answers ok when the database answers', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/health/live and /api/health/ready answer ok apart from each other', async () => {
    for (const probe of ['live', 'ready']) {
      const response = await fetch(`${server.baseUrl}/api/health/${probe}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('unknown API paths answer 404 with a JSON body', async () => {
    const response = await fetch(`${server.baseUrl}/api/nao-existe`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ title: 'Recurso não encontrado.' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
