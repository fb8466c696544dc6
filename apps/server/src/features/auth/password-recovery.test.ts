import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { firstLink, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { tokenDigest } from './tokens.ts';

const FORGOT_SENT =
  'O email para recuperação de senha foi enviado. Caso não receba, clique em enviar novamente!';

describe.each(DIALECTS)('password recovery through real SMTP on %s', (dialect) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  const call = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const forgot = (email: string) => call('/api/Account/ForgotPassword', { email });
  const reset = (body: Record<string, string>) => call('/api/Account/ResetPassword', body);

  /** Asks for a reset and returns the link of the e-mail that arrives. */
  async function resetLinkFor(email: string): Promise<URL> {
    smtp.received.length = 0;
    expect((await forgot(email)).status).toBe(200);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Gestar - Recuperação de senha');
    return firstLink(mail.text);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(dialect, {
      GESTAR_TEST_FAST_HASH: '1',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://gestar.exemplo.com.br/',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails a link, resets the password once, and the new password logs in', async () => {
    const user = await createTestUser(server, { role: 'Veterinário', email: 'maria.vet@fazenda.test' });
    const oldSession = await loginAs(server, user.email, user.password);

    const link = await resetLinkFor('Maria.Vet@Fazenda.test');
    expect(`${link.origin}${link.pathname}`).toBe('https://gestar.exemplo.com.br/reset-password');
    expect(link.searchParams.get('email')).toBe('maria.vet@fazenda.test');
    expect(link.searchParams.get('invite')).toBeNull();
    const token = link.searchParams.get('token') ?? '';

    const done = await reset({
      email: 'maria.vet@fazenda.test',
      token,
      password: 'NovaSenha#2026',
      confirmPassword: 'NovaSenha#2026',
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ sucesso: true, mensagem: 'Senha alterada com sucesso!' });

    await loginAs(server, user.email, 'NovaSenha#2026');
    const old = await fetch(`${server.baseUrl}/api/Authentication/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(old.status).toBe(401);

    // Sessions opened with the old password end, and the device is told why (spec §8).
    const refresh = await fetch(`${server.baseUrl}/api/Authentication/RefreshToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: oldSession.refreshToken }),
    });
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toEqual({ title: 'Senha incorreta!' });
    // Their access tokens too, on the next request, not 15 minutes later.
    const pulled = await fetch(`${server.baseUrl}/api/sync/half-sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${oldSession.token}` },
      body: JSON.stringify({ lastPulledAt: null, fazendasBaixadas: [] }),
    });
    expect(pulled.status).toBe(401);

    // Single use.
    const again = await reset({
      email: user.email,
      token,
      password: 'OutraSenha#1',
      confirmPassword: 'OutraSenha#1',
    });
    expect(again.status).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    smtp.received.length = 0;
    const response = await forgot('ninguem.aqui@fazenda.test');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sucesso: true, mensagem: FORGOT_SENT });
    const known = await createTestUser(server, { role: 'Inseminador' });
    const knownResponse = await forgot(known.email);
    expect(await knownResponse.json()).toEqual({ sucesso: true, mensagem: FORGOT_SENT });
    await smtp.waitForMail(known.email);
    expect(smtp.received.flatMap((mail) => mail.to)).toEqual([known.email]);
  });

  it('an older link dies once a newer one is used', async () => {
    const user = await createTestUser(server, { role: 'Estagiário' });
    const first = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    const second = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    const password = 'SenhaNova123';
    expect(
      (await reset({ email: user.email, token: second, password, confirmPassword: password })).status,
    ).toBe(200);
    expect(
      (await reset({ email: user.email, token: first, password, confirmPassword: password })).status,
    ).toBe(400);
  });

  it('refuses an expired link', async () => {
    const user = await createTestUser(server, { role: 'Cliente' });
    const token = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    await server.db.kysely
      .updateTable('password_tokens')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where('tokenHash', '=', tokenDigest(token))
      .execute();
    const response = await reset({
      email: user.email,
      token,
      password: 'SenhaNova123',
      confirmPassword: 'SenhaNova123',
    });
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).title).toMatch(/link de senha é inválido/);
  });

  it.each([
    [
      'passwords that differ',
      { password: 'SenhaNova123', confirmPassword: 'SenhaNova124' },
      'As senhas digitadas não são iguais',
    ],
    [
      'a password of 7 characters',
      { password: 'Curta12', confirmPassword: 'Curta12' },
      'A senha deve ter pelo menos 8 caracteres.',
    ],
  ])('refuses %s with a pt-BR 400', async (_case, passwords, message) => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const token = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    const response = await reset({ email: user.email, token, ...passwords });
    expect(response.status).toBe(400);
    const body = await jsonOf<ErrorBody>(response);
    expect(body.title).toBe('Requisição inválida.');
    expect(body.errors?.join(' ')).toContain(message);
    // The link still works afterwards: a typo does not burn it.
    const ok = await reset({
      email: user.email,
      token,
      password: 'SenhaValida1',
      confirmPassword: 'SenhaValida1',
    });
    expect(ok.status).toBe(200);
  });

  it("refuses a link used with another user's address", async () => {
    const victim = await createTestUser(server, { role: 'Veterinário' });
    const attacker = await createTestUser(server, { role: 'Inseminador' });
    const token = (await resetLinkFor(attacker.email)).searchParams.get('token') ?? '';
    const response = await reset({
      email: victim.email,
      token,
      password: 'Tomada1234',
      confirmPassword: 'Tomada1234',
    });
    expect(response.status).toBe(400);
    await loginAs(server, victim.email, victim.password);
  });

  it.each([
    ['forgot without e-mail', '/api/Account/ForgotPassword', {}],
    ['forgot with an invalid e-mail', '/api/Account/ForgotPassword', { email: 'sem-arroba' }],
    [
      'reset without token',
      '/api/Account/ResetPassword',
      { email: 'a@fazenda.test', password: 'SenhaNova1', confirmPassword: 'SenhaNova1' },
    ],
    [
      'reset with a token of the wrong type',
      '/api/Account/ResetPassword',
      { email: 'a@fazenda.test', token: 1, password: 'SenhaNova1', confirmPassword: 'SenhaNova1' },
    ],
  ])('refuses %s with 400', async (_case, path, body) => {
    const response = await call(path, body);
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).title).toBe('Requisição inválida.');
  });

  it('an unknown token is a 400, never a 500', async () => {
    const response = await reset({
      email: 'a@fazenda.test',
      token: 'inventado',
      password: 'SenhaNova1',
      confirmPassword: 'SenhaNova1',
    });
    expect(response.status).toBe(400);
  });

  it('limits recovery e-mails to 3 per 15 minutes per address and account, with a pt-BR 429', async () => {
    const user = await createTestUser(server, { role: 'Inseminador' });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await forgot(user.email)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
