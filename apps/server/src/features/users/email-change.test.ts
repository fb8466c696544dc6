import { ROLES } from '@gestar/domain/entities/role';
import {
  CPF_CHANGE_ADMIN_ONLY,
  EMAIL_CHANGE_OWNER_ONLY,
  EMAIL_CONFIRMATION_SENT,
  EMAIL_CONFIRMED,
  EMAIL_LINK_INVALID,
  EMAIL_TAKEN_MEANWHILE,
  OWN_CPF_ADMIN_ONLY,
  OWN_EMAIL_REMOVAL_ADMIN_ONLY,
} from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { firstLink, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { INVITATIONS_PER_RECIPIENT } from './invitation.ts';

// A veterinarian must not take over an account she created by pointing its e-mail at her own, a pending e-mail
// link must not outlive a newer one, and the CPF (a login too) must not stay open to her.
describe.each(DIALECTS)('changing the logins of an account with a password on %s', (dialect) => {
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
  const cpfOf = async (id: string) =>
    (
      await server.db.kysely
        .selectFrom('usuarios')
        .select('cpf')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).cpf;
  const setCpf = (id: string, cpf: string) =>
    server.db.kysely.updateTable('usuarios').set({ cpf }).where('id', '=', id).execute();
  const confirmLink = (link: URL) =>
    fetch(`${server.baseUrl}/api/Account/ConfirmEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token') }),
    });
  /** A user's own change of address, and the confirmation link mailed to the new one. */
  const ownChangeLink = async (token: string, id: string, email: string) => {
    expect((await put(token, id, { email })).status).toBe(200);
    return firstLink((await smtp.waitForMail(email)).text);
  };

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
    expect((await jsonOf<ErrorBody>(response)).title).toBe(EMAIL_CHANGE_OWNER_ONLY());
    expect(await emailOf(victim.id)).toBe(victim.email);
    // The rest of the profile stays hers to edit.
    expect((await put(vet.token, victim.id, { nomeCompleto: 'Nome Corrigido' })).status).toBe(200);
  });

  it('the user herself changes it through the link mailed to the new address, and the old address is told', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const novo = fresh('proprio');
    const answer = await put(token, user.id, { email: novo, nomeCompleto: 'Nome Novo' });
    expect(answer.status).toBe(200);
    const body = await jsonOf<{ response: { email: string; nomeCompleto: string }; mensagem: string }>(
      answer,
    );
    expect(body.mensagem).toBe(EMAIL_CONFIRMATION_SENT());
    // Nothing changes before the link is opened; the other fields of the same call do.
    expect(body.response.email).toBe(user.email);
    expect(body.response.nomeCompleto).toBe('Nome Novo');
    expect(await emailOf(user.id)).toBe(user.email);
    const link = firstLink((await smtp.waitForMail(novo)).text);
    expect(link.pathname).toBe('/confirmar-email');
    const confirm = (tokenText: string | null) =>
      fetch(`${server.baseUrl}/api/Account/ConfirmEmail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: tokenText }),
      });
    const confirmed = await confirm(link.searchParams.get('token'));
    expect(confirmed.status).toBe(200);
    expect((await jsonOf<{ mensagem: string }>(confirmed)).mensagem).toBe(EMAIL_CONFIRMED());
    expect(await emailOf(user.id)).toBe(novo);
    const notice = await smtp.waitForMail(user.email);
    expect(notice.subject).toBe('Gestar - E-mail da conta alterado');
    expect(notice.text).toContain(novo);
    // The link works once; a made-up one never.
    const again = await confirm(link.searchParams.get('token'));
    expect(again.status).toBe(400);
    expect((await jsonOf<ErrorBody>(again)).title).toBe(EMAIL_LINK_INVALID());
    expect((await confirm('x'.repeat(43))).status).toBe(400);
    // The new address is now the login.
    expect((await loginAs(server, novo, user.password)).token).toBeTruthy();
  });

  it("answers the same for another account's address: nothing changes, that account's owner is told", async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const other = await createTestUser(server, { role: 'Inseminador' });
    const { token } = await loginAs(server, user.email, user.password);
    const taken = await put(token, user.id, { email: other.email });
    const free = await put(token, user.id, { email: fresh('livre') });
    expect([taken.status, free.status]).toEqual([200, 200]);
    const [takenBody, freeBody] = await Promise.all([
      jsonOf<{ mensagem: string }>(taken),
      jsonOf<{ mensagem: string }>(free),
    ]);
    expect(takenBody.mensagem).toBe(EMAIL_CONFIRMATION_SENT());
    expect(freeBody.mensagem).toBe(EMAIL_CONFIRMATION_SENT());
    const warning = await smtp.waitForMail(other.email);
    expect(warning.subject).toBe('Gestar - Tentativa de uso do seu e-mail');
    expect(firstLinkOrNull(warning.text)).toBeNull();
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await emailOf(other.id)).toBe(other.email);
  });

  it('a link whose address another account took meanwhile changes nothing', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const novo = fresh('disputado');
    expect((await put(token, user.id, { email: novo })).status).toBe(200);
    const link = firstLink((await smtp.waitForMail(novo)).text);
    const rival = await createTestUser(server, { role: 'Inseminador' });
    expect((await put(admin.token, rival.id, { email: novo })).status).toBe(200);
    const confirmed = await fetch(`${server.baseUrl}/api/Account/ConfirmEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token') }),
    });
    expect(confirmed.status).toBe(409);
    expect((await jsonOf<ErrorBody>(confirmed)).title).toBe(EMAIL_TAKEN_MEANWHILE());
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("refuses a user's own CPF change and own e-mail removal to non-administrators, naming who can", async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const cpf = await put(token, user.id, { cpf: '52998224725' });
    expect(cpf.status).toBe(403);
    expect((await jsonOf<ErrorBody>(cpf)).title).toBe(OWN_CPF_ADMIN_ONLY());
    const removal = await put(token, user.id, { email: null });
    expect(removal.status).toBe(403);
    expect((await jsonOf<ErrorBody>(removal)).title).toBe(OWN_EMAIL_REMOVAL_ADMIN_ONLY());
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('an e-mail confirmation link never sets a password', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const novo = fresh('nao-e-senha');
    await put(token, user.id, { email: novo });
    const link = firstLink((await smtp.waitForMail(novo)).text);
    const reset = await fetch(`${server.baseUrl}/api/Account/ResetPassword`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: novo,
        token: link.searchParams.get('token'),
        password: 'NovaSenha123!',
      }),
    });
    expect(reset.status).toBe(400);
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

  it('a newer link ends the pending one: the mistyped address never becomes the login', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const mistyped = await ownChangeLink(token, user.id, fresh('digitado-errado'));
    const corrected = fresh('corrigido');
    const right = await ownChangeLink(token, user.id, corrected);
    const stale = await confirmLink(mistyped);
    expect(stale.status).toBe(400);
    expect((await jsonOf<ErrorBody>(stale)).title).toBe(EMAIL_LINK_INVALID());
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await confirmLink(right)).status).toBe(200);
    expect(await emailOf(user.id)).toBe(corrected);
  });

  it("a request for another account's address ends the pending link too, so the link tells nothing", async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const other = await createTestUser(server, { role: 'Inseminador' });
    const { token } = await loginAs(server, user.email, user.password);
    const pending = await ownChangeLink(token, user.id, fresh('pendente'));
    expect((await put(token, user.id, { email: other.email })).status).toBe(200);
    await smtp.waitForMail(other.email);
    expect((await confirmLink(pending)).status).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('confirming a link ends the links mailed to the old address: its reset link sets no password', async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const forgot = await fetch(`${server.baseUrl}/api/Account/ForgotPassword`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(forgot.status).toBe(200);
    const reset = firstLink((await smtp.waitForMail(user.email)).text);
    const novo = fresh('confirmado');
    expect((await confirmLink(await ownChangeLink(token, user.id, novo))).status).toBe(200);
    const answer = await fetch(`${server.baseUrl}/api/Account/ResetPassword`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: reset.searchParams.get('email'),
        token: reset.searchParams.get('token'),
        password: 'SenhaDoOutro123!',
        confirmPassword: 'SenhaDoOutro123!',
      }),
    });
    expect(answer.status).toBe(400);
    expect((await loginAs(server, novo, user.password)).token).toBeTruthy();
  });

  it("an administrator's change of the address ends the pending links", async () => {
    const user = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const { token } = await loginAs(server, user.email, user.password);
    const pending = await ownChangeLink(token, user.id, fresh('antes-do-admin'));
    const chosen = fresh('escolhido-pelo-admin');
    expect((await put(admin.token, user.id, { email: chosen })).status).toBe(200);
    expect((await confirmLink(pending)).status).toBe(400);
    expect(await emailOf(user.id)).toBe(chosen);
  });

  it('refuses the CPF of an account with a password to the veterinarian who created it, changing nothing', async () => {
    const victim = await createTestUser(server, {
      role: 'Inseminador',
      createdByUserId: vet.id,
      superiorId: vet.id,
    });
    const cpf = freshCpf();
    await setCpf(victim.id, cpf);
    for (const change of [freshCpf(), null]) {
      const response = await put(vet.token, victim.id, { cpf: change });
      expect(response.status).toBe(403);
      expect((await jsonOf<ErrorBody>(response)).title).toBe(CPF_CHANGE_ADMIN_ONLY());
    }
    expect(await cpfOf(victim.id)).toBe(cpf);
    // The CPF it already has is no change; the rest of the profile stays hers to edit.
    expect((await put(vet.token, victim.id, { cpf, nomeCompleto: 'Nome Corrigido' })).status).toBe(200);
    // Giving a CPF to an account that has none adds a login just the same.
    const withoutCpf = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    const added = await put(vet.token, withoutCpf.id, { cpf: freshCpf() });
    expect(added.status).toBe(403);
    expect(await cpfOf(withoutCpf.id)).toBeNull();
  });

  it("lets an administrator change the CPF, and the account's address is told", async () => {
    const user = await createTestUser(server, { role: 'Veterinário' });
    await setCpf(user.id, freshCpf());
    const novo = freshCpf();
    expect((await put(admin.token, user.id, { cpf: novo })).status).toBe(200);
    expect(await cpfOf(user.id)).toBe(novo);
    const notice = await smtp.waitForMail(user.email);
    expect(notice.subject).toBe('Gestar - CPF da conta alterado');
    // A mail may be read by others: it says what changed, not the number.
    expect(notice.text).not.toContain(novo);
  });

  it('leaves the CPF open to the creator while the account has no password yet', async () => {
    const created = await fetch(`${server.baseUrl}/api/Account`, {
      method: 'POST',
      headers: bearer(vet.token),
      body: JSON.stringify({
        nomeCompleto: 'Sem Senha Nem CPF',
        email: null,
        estado: 'MT',
        municipio: 'Cuiabá',
        roles: [ROLES.inseminador.id],
      }),
    });
    expect(created.status).toBe(201);
    const { response } = await jsonOf<{ response: { id: string } }>(created);
    const cpf = freshCpf();
    expect((await put(vet.token, response.id, { cpf })).status).toBe(200);
    expect(await cpfOf(response.id)).toBe(cpf);
  });
});

/** A valid CPF not used before in this run: CPFs are unique among live users. */
function freshCpf(): string {
  const base = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const check = (digits: string) =>
    ((digits.split('').reduce((sum, d, i) => sum + Number(d) * (digits.length + 1 - i), 0) * 10) % 11) % 10;
  const first = `${base}${check(base)}`;
  return `${first}${check(first)}`;
}

function firstLinkOrNull(text: string): URL | null {
  try {
    return firstLink(text);
  } catch {
    return null;
  }
}
