import { randomUUID } from 'node:crypto';
import { ROLES } from '@gestar/domain/entities/role';
import type { APIRequestContext } from '@playwright/test';
import { mailCount, waitForPasswordLink } from './outbox.ts';

export const ADMIN = { email: 'admin@gestar.example.com', password: 'gestar123' };
export type TestUser = { id: string; email: string; password: string; nomeCompleto: string };
/** A user whose terms are accepted, with an access token for API calls. */
export type Account = TestUser & { token: string };
export type RoleKey = 'veterinario' | 'inseminador' | 'estagiario' | 'cliente' | 'administrador';

type LoginAnswer = {
  id: string;
  token: string;
  termoCookie: boolean;
  termoPrivacy: boolean;
  termoUso: boolean;
};

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<LoginAnswer> {
  const answer = await request.post('/api/Authentication/Login', { data: { email, password } });
  if (!answer.ok()) throw new Error(`login ${email}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as LoginAnswer;
}

/** Signs in through the API and accepts whatever term is pending, so the token opens every call. */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const first = await apiLogin(request, email, password);
  if (first.termoCookie && first.termoPrivacy && first.termoUso) return first.token;
  for (const tipo of ['C', 'P', 'U']) {
    const accepted = await request.post('/api/Termo/Aceitar', {
      data: { tipo },
      headers: { Authorization: `Bearer ${first.token}` },
    });
    if (!accepted.ok()) throw new Error(`accept ${tipo}: ${accepted.status()}`);
  }
  return (await apiLogin(request, email, password)).token;
}

// One administrator session per worker: the login is rate limited (10 a minute per address and account). Access
// tokens live 15 minutes and a run takes longer, so the session is renewed after 10.
const ADMIN_SESSION_MS = 10 * 60_000;
let adminToken: { token: Promise<string>; at: number } | null = null;

export function adminSession(request: APIRequestContext): Promise<string> {
  if (!adminToken || Date.now() - adminToken.at > ADMIN_SESSION_MS) {
    adminToken = { token: apiSession(request, ADMIN.email, ADMIN.password), at: Date.now() };
  }
  return adminToken.token;
}

/**
 * A brand-new user (each test gets its own, so tests never share state): created by the administrator, the
 * invitation link read from the server's outbox, the password set through it. Terms stay pending unless
 * `acceptTerms`. Tests use their own '@example.com' users rather than the seed's demo users.
 */
export async function createUser(
  request: APIRequestContext,
  options: {
    acceptTerms?: boolean;
    nomeCompleto?: string;
    role?: RoleKey;
    /** Token of the user who creates this one (their team); the administrator by default. */
    createdBy?: string;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'veterinario';
  const tag = randomUUID().slice(0, 8);
  const email = `e2e.${role}.${tag}@example.com`;
  const password = `Senha-${tag}`;
  const nomeCompleto = options.nomeCompleto ?? `Maria Teste ${tag}`;
  const token = options.createdBy ?? (await adminSession(request));
  const before = mailCount(email);
  const created = await request.post('/api/Account', {
    headers: { Authorization: `Bearer ${token}` },
    data: { nomeCompleto, email, estado: 'MT', municipio: 'Cuiabá', roles: [ROLES[role].id] },
  });
  if (!created.ok()) throw new Error(`create user: ${created.status()} ${await created.text()}`);
  const { response } = (await created.json()) as { response: { id: string } };
  const link = await waitForPasswordLink(email, before);
  const reset = await request.put('/api/Account/ResetPassword', {
    data: { email, password, confirmPassword: password, token: link.searchParams.get('token') },
  });
  if (!reset.ok()) throw new Error(`reset: ${reset.status()} ${await reset.text()}`);
  if (options.acceptTerms) await apiSession(request, email, password);
  return { id: response.id, email, password, nomeCompleto };
}

/** A new user of the role with terms accepted and an API token. */
export async function createAccount(
  request: APIRequestContext,
  role: RoleKey,
  nomeCompleto: string,
  /** Token of the veterinarian whose team this user joins (farm links may only name her team). */
  createdBy?: string,
): Promise<Account> {
  const user = await createUser(request, { role, nomeCompleto, ...(createdBy ? { createdBy } : {}) });
  return { ...user, token: await apiSession(request, user.email, user.password) };
}

export async function deleteUser(request: APIRequestContext, id: string): Promise<void> {
  const answer = await request.delete(`/api/Account/${id}`, {
    headers: { Authorization: `Bearer ${await adminSession(request)}` },
  });
  if (!answer.ok()) throw new Error(`delete user: ${answer.status()} ${await answer.text()}`);
}

/** The user id an access token was issued to (its `sub` claim). */
export function tokenSubject(token: string): string {
  const [, payload = ''] = token.split('.');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}
