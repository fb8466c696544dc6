import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe.each(DIALECTS)('GET /api/config on %s', (dialect) => {
  let configured: TestServer;
  let bare: TestServer;
  beforeAll(async () => {
    [configured, bare] = await Promise.all([
      startTestServer(dialect, { SUPPORT_WHATSAPP: '+55 (65) 99999-0000' }),
      startTestServer(dialect),
    ]);
  });
  afterAll(async () => {
    await Promise.all([configured.close(), bare.close()]);
  });

  it('answers the support WhatsApp number as digits, without a login', async () => {
    const response = await fetch(`${configured.baseUrl}/api/config`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ whatsApp: '5565999990000' });
  });

  it('answers null when the number is not configured', async () => {
    const response = await fetch(`${bare.baseUrl}/api/config`);
    expect(await response.json()).toEqual({ whatsApp: null });
  });
});
