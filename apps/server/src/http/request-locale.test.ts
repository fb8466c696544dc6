import { inLocale } from '@gestar/domain/i18n/current-locale';
import type { Locale } from '@gestar/domain/i18n/locales';
import { INVALID_CREDENTIALS } from '@gestar/domain/messages/navigation';
import { INVALID_REQUEST } from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { localeOfHeader } from './request-locale.ts';

describe('the locale an Accept-Language header asks for', () => {
  it.each<[string | undefined, Locale]>([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['es', 'es'],
    ['es-PY,es;q=0.9,pt;q=0.8', 'es'],
    ['pt-BR,pt;q=0.9,es;q=0.8', 'pt-BR'],
    ['en-US,en;q=0.9,es;q=0.8', 'es'],
    ['pt;q=0.5,es;q=0.9', 'es'],
    ['es;q=0,pt-BR', 'pt-BR'],
    ['fr-FR', 'pt-BR'],
  ])('%j → %s', (header, expected) => {
    expect(localeOfHeader(header)).toBe(expected);
  });
});

describe.each(DIALECTS)('answers in the request’s language on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (body: unknown, language?: string) =>
    fetch(`${server.baseUrl}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses a wrong password in Spanish to a Spanish reader and in Portuguese to the others', async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const wrong = { email: user.email, password: 'senha-errada' };
    expect(inLocale('es', INVALID_CREDENTIALS)).not.toBe(inLocale('pt-BR', INVALID_CREDENTIALS));
    const spanish = await login(wrong, 'es-AR,es;q=0.9');
    const portuguese = await login(wrong);
    expect(spanish.status).toBe(401);
    expect(await spanish.json()).toEqual({ title: inLocale('es', INVALID_CREDENTIALS) });
    expect(await portuguese.json()).toEqual({ title: 'Usuário ou senha inválidos!' });
  });

  it('names a bad field in zod’s words of the request’s language', async () => {
    const body = { email: 42, password: 'x' };
    const [spanish, portuguese] = await Promise.all([login(body, 'es'), login(body, 'pt-BR')]);
    const read = async (response: Response) =>
      ((await response.json()) as { errors?: string[] }).errors ?? [];
    const [spanishErrors, portugueseErrors] = await Promise.all([read(spanish), read(portuguese)]);
    expect(spanish.status).toBe(400);
    expect(spanishErrors.join(' ')).toMatch(/inválid|esperado/i);
    expect(portugueseErrors.join(' ')).toMatch(/inválid|esperado/i);
    expect(spanishErrors).not.toEqual(portugueseErrors);
  });

  it('answers a malformed body in the request’s language, at once for both', async () => {
    const [spanish, portuguese] = await Promise.all([login('{', 'es'), login('{', 'pt-BR')]);
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toEqual({ title: inLocale('es', INVALID_REQUEST) });
    expect(await portuguese.json()).toEqual({ title: inLocale('pt-BR', INVALID_REQUEST) });
  });
});
