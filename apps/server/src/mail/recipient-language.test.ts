// Every e-mail is written in its recipient's language: the one she chose (PUT /api/Account/Idioma), or else the
// language of the request that sends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, loginAs } from '../test-support/accounts.ts';
import { firstLink, startSmtpServer, type TestSmtpServer } from '../test-support/smtp.ts';
import { DIALECTS, startTestServer, type TestServer } from '../test-support/test-server.ts';

const SPANISH_RESET = 'Gestar - Recuperación de contraseña';
const PORTUGUESE_RESET = 'Gestar - Recuperação de senha';

describe.each(DIALECTS)("e-mails in the recipient's language on %s", (dialect) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  const forgot = (email: string, language?: string) =>
    fetch(`${server.baseUrl}/api/Account/ForgotPassword`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: JSON.stringify({ email }),
    });
  async function choose(user: { email: string; password: string }, idioma: string): Promise<void> {
    const { token } = await loginAs(server, user.email, user.password);
    const response = await fetch(`${server.baseUrl}/api/Account/Idioma`, {
      method: 'PUT',
      headers: bearer(token),
      body: JSON.stringify({ idioma }),
    });
    expect(response.status).toBe(200);
  }
  /** The password-reset mail `email` receives after a ForgotPassword call in `language`. */
  async function resetMail(email: string, language?: string) {
    smtp.received.length = 0;
    expect((await forgot(email, language)).status).toBe(200);
    return smtp.waitForMail(email);
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('a user who chose Spanish gets her password link in Spanish, even asked for in Portuguese', async () => {
    const user = await createTestUser(server, { role: 'Veterinário', nomeCompleto: 'Begoña Núñez' });
    await choose(user, 'es');
    const mail = await resetMail(user.email, 'pt-BR');
    expect(mail.subject).toBe(SPANISH_RESET);
    expect(mail.text).toMatch(/^¡Hola, Begoña Núñez!\n/);
    expect(mail.text).toContain('Para crear una nueva contraseña, acceda al siguiente enlace');
    expect(mail.text.trim()).toMatch(/\nEquipo Gestar$/);
    expect(firstLink(mail.text).searchParams.get('token')).toBeTruthy();
  });

  it('a user who chose Portuguese gets it in Portuguese, even asked for in Spanish', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', nomeCompleto: 'João Araújo' });
    await choose(user, 'pt-BR');
    const mail = await resetMail(user.email, 'es');
    expect(mail.subject).toBe(PORTUGUESE_RESET);
    expect(mail.text).toMatch(/^Olá, João Araújo!\n/);
    expect(mail.text.trim()).toMatch(/\nEquipe Gestar$/);
  });

  it('a user who never chose gets the language of the request, Portuguese without one', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', nomeCompleto: 'Ana Souza' });
    expect((await resetMail(user.email)).subject).toBe(PORTUGUESE_RESET);
    expect((await resetMail(user.email, 'es-PY,es;q=0.9,pt;q=0.8')).subject).toBe(SPANISH_RESET);
  });

  it("an administrator's change of a Spanish-choosing user's CPF is told to her in Spanish", async () => {
    const user = await createTestUser(server, { role: 'Veterinário', nomeCompleto: 'Begoña Núñez' });
    await choose(user, 'es');
    const admin = await createTestUser(server, { role: 'Administrador', nomeCompleto: 'Dra. Ana' });
    const { token } = await loginAs(server, admin.email, admin.password);
    smtp.received.length = 0;
    const response = await fetch(`${server.baseUrl}/api/Account/${user.id}`, {
      method: 'PUT',
      headers: { ...bearer(token), 'accept-language': 'pt-BR' },
      body: JSON.stringify({ cpf: '52998224725' }),
    });
    expect(response.status).toBe(200);
    const notice = await smtp.waitForMail(user.email);
    expect(notice.subject).toBe('Gestar - CPF de la cuenta modificado');
    expect(notice.text).toContain('El CPF de su cuenta en Gestar fue cambiado por Dra. Ana;');
  });
});
