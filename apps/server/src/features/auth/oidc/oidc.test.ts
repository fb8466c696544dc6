import net from 'node:net';
import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ROLES } from '@gestar/domain/entities/role';
import { TERMS_NOT_ACCEPTED, USER_DELETED, USER_WITHOUT_PROFILE } from '@gestar/domain/messages/auth';
import { INVALID_CREDENTIALS } from '@gestar/domain/messages/navigation';
import { OIDC_CODE_INVALID } from '@gestar/domain/messages/oidc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRolesAndTerms } from '../../../db/seeds/accounts.ts';
import { createTestUser, type ErrorBody, jsonOf } from '../../../test-support/accounts.ts';
import { signInAtProvider } from '../../../test-support/oidc-browser.ts';
import {
  type OidcTestProvider,
  startOidcProvider,
  TEST_CLIENT,
} from '../../../test-support/oidc-provider.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../../test-support/test-server.ts';

// Sign-in through an organisation's OpenID Connect provider, against a real provider
// (oidc-provider) over HTTP, on both databases.

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const ACCOUNTS = {
  'ana-sso': {
    email: 'Ana.Souza@Consultoria.test',
    email_verified: true,
    given_name: 'Ana',
    family_name: 'Souza',
  },
  'sem-verificacao': { email: 'bruno@consultoria.test', email_verified: false, name: 'Bruno Lima' },
  'sem-email': { name: 'Carla' },
};

describe.each(DIALECTS)('sign-in through an OpenID Connect provider on %s', (dialect) => {
  let server: TestServer;
  let provider: OidcTestProvider;
  let origin: string;

  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signIn = (login: string, options: { from?: string; abort?: boolean } = {}) =>
    signInAtProvider(`${origin}/api/auth/oidc/start?de=${encodeURIComponent(options.from ?? '/')}`, login, {
      gestarOrigin: origin,
      abort: options.abort,
    });
  const codeOf = (location: string | null) => /#codigo=([\w-]+)$/.exec(location ?? '')?.[1] ?? '';

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({
      redirectUris: [`${origin}/api/auth/oidc/callback`],
      accounts: ACCOUNTS,
    });
    server = await startTestServer(dialect, {
      GESTAR_TEST_FAST_HASH: '1',
      PORT: String(port),
      PUBLIC_URL: origin,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_NAME: 'Conta da Consultoria',
    });
    await seedRolesAndTerms(server.db);
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('tells the login page the sign-in is offered, with its name', async () => {
    const response = await fetch(`${origin}/api/auth/oidc`);
    expect(await response.json()).toEqual({ habilitado: true, nome: 'Conta da Consultoria' });
  });

  it('registers an unknown person without a profile, who chooses one and signs in; the code opens one session', async () => {
    const result = await signIn('ana-sso', { from: '/farms' });
    expect(result.location).toMatch(/^\/login\/oidc\?de=%2Ffarms#codigo=[\w-]{43}$/);
    const codigo = codeOf(result.location);

    const refused = await post('/api/auth/oidc/session', { codigo });
    expect(refused.status).toBe(403);
    expect(await jsonOf<ErrorBody>(refused)).toEqual({ title: USER_WITHOUT_PROFILE() });
    const chosen = await post('/api/auth/oidc/profile', { codigo, roleId: ROLES.veterinario.id });
    expect(chosen.status).toBe(200);

    const session = await post('/api/auth/oidc/session', { codigo });
    expect(session.status).toBe(200);
    const login = await jsonOf<LoginResponse>(session);
    expect(login).toMatchObject({
      email: 'ana.souza@consultoria.test',
      nomeCompleto: 'Ana Souza',
      roles: [ROLES.veterinario],
      cpf: null,
    });
    // Spent: a replay of the address (history, a second tab) opens nothing.
    const replay = await post('/api/auth/oidc/session', { codigo });
    expect(replay.status).toBe(401);
    expect(await jsonOf<ErrorBody>(replay)).toEqual({ title: OIDC_CODE_INVALID() });
    // No password was made: the password login does not open this account.
    const credentials = await server.db.kysely
      .selectFrom('credentials')
      .selectAll()
      .where('usuarioId', '=', login.id)
      .execute();
    expect(credentials).toEqual([]);

    // The next sign-in of the same identity is the same user, straight in.
    const again = await signIn('ana-sso');
    const second = await post('/api/auth/oidc/session', { codigo: codeOf(again.location) });
    expect((await jsonOf<LoginResponse>(second)).id).toBe(login.id);
    const users = await server.db.kysely
      .selectFrom('usuarios')
      .select('id')
      .where('email', '=', 'ana.souza@consultoria.test')
      .execute();
    expect(users).toHaveLength(1);
    // A new person accepts the terms like any new user: the token opens the terms calls until then.
    expect(login.title).toBe(TERMS_NOT_ACCEPTED());
  });

  it('links an existing account through the e-mail the provider vouches for, keeping its password and roles', async () => {
    const existing = await createTestUser(server, { role: 'Inseminador', email: 'davi@consultoria.test' });
    const result = await signIn('davi@consultoria.test');
    const session = await post('/api/auth/oidc/session', { codigo: codeOf(result.location) });
    const login = await jsonOf<LoginResponse>(session);
    expect(login.id).toBe(existing.id);
    expect(login.roles).toEqual([ROLES.inseminador]);
    const password = await post('/api/Authentication/Login', {
      email: existing.email,
      password: existing.password,
    });
    expect(password.status).toBe(200);
  });

  it('neither links nor registers an e-mail the provider does not vouch for, nor a person without e-mail', async () => {
    await createTestUser(server, { role: 'Veterinário', email: 'bruno@consultoria.test' });
    const unverified = await signIn('sem-verificacao');
    expect(unverified.location).toBe('/login/oidc?erro=email-nao-verificado');
    const noEmail = await signIn('sem-email');
    expect(noEmail.location).toBe('/login/oidc?erro=sem-email');
    const identities = await server.db.kysely
      .selectFrom('oidc_identities')
      .select('subject')
      .where('subject', 'in', ['sem-verificacao', 'sem-email'])
      .execute();
    expect(identities).toEqual([]);
  });

  it('says the person cancelled at the provider', async () => {
    const result = await signIn('ana-sso', { abort: true });
    expect(result.location).toBe('/login/oidc?erro=cancelado');
  });

  it('refuses a return that this browser did not start (login CSRF) and one whose state was changed', async () => {
    // The attacker's own sign-in, stopped at the provider's redirect to Gestar: a code and state for his account.
    const attackerStart = await fetch(`${origin}/api/auth/oidc/start`, { redirect: 'manual' });
    const attacker = await signInAtProvider(attackerStart.headers.get('location') ?? '', 'ana-sso', {
      gestarOrigin: origin,
      stopAtPath: '/api/auth/oidc/callback',
    });
    const callback = new URL(attacker.location ?? '');
    expect(callback.searchParams.get('code')).toBeTruthy();

    // The victim's browser opens that address: without a sign-in of its own under way, nothing happens.
    const withoutFlow = await fetch(callback, { redirect: 'manual' });
    expect(withoutFlow.headers.get('location')).toBe('/login/oidc?erro=expirado');
    // With a sign-in of its own under way, the state does not match it.
    const victimStart = await fetch(`${origin}/api/auth/oidc/start`, { redirect: 'manual' });
    const victimFlow = victimStart.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const crossed = await fetch(callback, { redirect: 'manual', headers: { cookie: victimFlow } });
    expect(crossed.headers.get('location')).toBe('/login/oidc?erro=falhou');
  });

  it('sends the person back only to a page of this app', async () => {
    const result = await signIn('ana-sso', { from: '//evil.example/x' });
    expect(result.location).toMatch(/^\/login\/oidc\?de=%2F#codigo=/);
  });

  it('answers bad and unknown codes in pt-BR, and refuses a deleted user', async () => {
    const malformed = await post('/api/auth/oidc/session', { codigo: 'x' });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain(OIDC_CODE_INVALID());
    const unknown = await post('/api/auth/oidc/session', { codigo: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);

    const gone = await createTestUser(server, { role: 'Cliente', email: 'ex@consultoria.test' });
    await server.db.kysely.updateTable('usuarios').set({ isDeleted: 1 }).where('id', '=', gone.id).execute();
    // The account was deleted: the address is free again, so this registers someone new; a linked one is refused.
    const linked = await createTestUser(server, { role: 'Cliente', email: 'elo@consultoria.test' });
    const first = await signIn('elo@consultoria.test');
    expect((await post('/api/auth/oidc/session', { codigo: codeOf(first.location) })).status).toBe(200);
    await server.db.kysely
      .updateTable('usuarios')
      .set({ isDeleted: 1 })
      .where('id', '=', linked.id)
      .execute();
    const after = await signIn('elo@consultoria.test');
    const refused = await post('/api/auth/oidc/session', { codigo: codeOf(after.location) });
    expect(refused.status).toBe(403);
    expect(await jsonOf<ErrorBody>(refused)).toEqual({ title: USER_DELETED() });
    const password = await post('/api/Authentication/Login', {
      email: 'ana.souza@consultoria.test',
      password: 'qualquer',
    });
    expect(await jsonOf<ErrorBody>(password)).toEqual({ title: INVALID_CREDENTIALS() });
  });
});

describe('sign-in through a provider that is down or not configured', () => {
  let down: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    down = await startTestServer('sqlite', {
      OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
      OIDC_CLIENT_ID: 'x',
    });
    plain = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await down.close();
    await plain.close();
  });

  it('sends the person back with "try later" when the provider cannot be reached', async () => {
    const start = await fetch(`${down.baseUrl}/api/auth/oidc/start`, { redirect: 'manual' });
    expect(start.headers.get('location')).toBe('/login/oidc?erro=provedor-indisponivel');
  });

  it("names the organisation in the reader's language when OIDC_NAME is not set", async () => {
    const settings = async (language: string) =>
      (await fetch(`${down.baseUrl}/api/auth/oidc`, { headers: { 'accept-language': language } })).json();
    expect(await settings('pt-BR')).toEqual({ habilitado: true, nome: 'sua organização' });
    expect(await settings('es-AR,es;q=0.9')).toEqual({ habilitado: true, nome: 'su organización' });
  });

  it('offers no sign-in through an organisation when none is configured', async () => {
    expect(await (await fetch(`${plain.baseUrl}/api/auth/oidc`)).json()).toEqual({
      habilitado: false,
      nome: null,
    });
    const start = await fetch(`${plain.baseUrl}/api/auth/oidc/start`, { redirect: 'manual' });
    expect(start.headers.get('location')).toBe('/login/oidc?erro=nao-configurado');
  });
});
