import { ROLES } from '@gestar/domain/entities/role';
import { EMAIL_CHANGE_OWNER_ONLY } from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { INVITATIONS_PER_RECIPIENT } from './invitation.ts';

// Issue 11 item 5: a veterinarian could take over an account she created by pointing its e-mail at her own.
describe.each(DIALECTS)('changing the e-mail of an account with a password on %s', (dialect) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let vet: { id: string; token: string };
  let admin: { id: string; token: string };
  const fresh = (name: string) => `${name}.${Math.random().toString(36).slice(2)}@fazenda.test`;
  const put = (token: string, id: string, body: unknown) =>
    fetch(`${server.baseUrl}/api/Account/${id}`, {
      method: 'PUT',
      headers: bearer(token),
      body: JSON.stringify(body),
    });
  const emailOf = async (id: string) =>
    (
      await server.db.kysely
        .selectFrom('usuarios')
        .select('email')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).email;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1', SMTP_URL: smtp.url });
    const v = await createTestUser(server, { role: 'Veterinário' });
    vet = { id: v.id, token: (await loginAs(server, v.email, v.password)).token };
    const a = await createTestUser(server, { role: 'Administrador' });
    admin = { id: a.id, token: (await loginAs(server, a.email, a.password)).token };
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('caps the invitations one address receives a day, whoever sends them', async () => {
    const target = fresh('convidado');
    const other = fresh('outro');
    const created = await fetch(`${server.baseUrl}/api/Account`, {
      method: 'POST',
      headers: bearer(admin.token),
      body: JSON.stringify({
        nomeCompleto: 'Convidado Repetido',
        email: target,
        estado: 'MT',
        municipio: 'Cuiabá',
        roles: [ROLES.inseminador.id],
      }),
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { response: { id: string } }).response;
    // Switching a passwordless account's address back and forth re-invites each time.
    for (let n = 0; n < INVITATIONS_PER_RECIPIENT.max + 1; n += 1) {
      expect((await put(admin.token, id, { email: other })).status).toBe(200);
      expect((await put(admin.token, id, { email: target })).status).toBe(200);
    }
    const last = fresh('ultimo');
    expect((await put(admin.token, id, { email: last })).status).toBe(200);
    await smtp.waitForMail(last);
    const toTarget = smtp.received.filter((mail) => mail.to.includes(target));
    expect(toTarget).toHaveLength(INVITATIONS_PER_RECIPIENT.max);
    expect(toTarget.every((mail) => mail.subject === toTarget[0]?.subject)).toBe(true);
  });

  it('is refused to the veterinarian who created it, changing nothing', async () => {
    const victim = await createTestUser(server, {
      role: 'Inseminador',
      createdByUserId: vet.id,
      superiorId: vet.id,
    });
    const response = await put(vet.token, victim.id, { email: fresh('vet-takeover') });
    expect(response.status).toBe(403);
    expect((await jsonOf<ErrorBody>(response)).title).toBe(EMAIL_CHANGE_OWNER_ONLY);
    expect(await emailOf(victim.id)).toBe(victim.email);
    // The rest of the profile stays hers to edit.
    expect((await put(vet.token, victim.id, { nomeCompleto: 'Nome Corrigido' })).status).toBe(200);
  });

  it('is allowed to the user herself, and the old address is told', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const novo = fresh('proprio');
    expect((await put(token, user.id, { email: novo })).status).toBe(200);
    expect(await emailOf(user.id)).toBe(novo);
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Gestar - E-mail da conta alterado');
    expect(mail.text).toContain(novo);
  });

  it('is allowed to an administrator, and the old address is told', async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    const novo = fresh('pelo-admin');
    expect((await put(admin.token, user.id, { email: novo })).status).toBe(200);
    expect(await emailOf(user.id)).toBe(novo);
    expect((await smtp.waitForMail(user.email)).text).toContain(novo);
  });

  it('stays open to the creator while the account has no password yet (the invitation goes to the new address)', async () => {
    const created = await fetch(`${server.baseUrl}/api/Account`, {
      method: 'POST',
      headers: bearer(vet.token),
      body: JSON.stringify({
        nomeCompleto: 'Sem Senha',
        email: null,
        estado: 'MT',
        municipio: 'Cuiabá',
        roles: [ROLES.inseminador.id],
      }),
    });
    expect(created.status).toBe(201);
    const { response } = await jsonOf<{ response: { id: string } }>(created);
    const novo = fresh('convite');
    expect((await put(vet.token, response.id, { email: novo })).status).toBe(200);
    expect((await smtp.waitForMail(novo)).subject).toBe('Gestar - Primeiro Acesso');
  });
});
