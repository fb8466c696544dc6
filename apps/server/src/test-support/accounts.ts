import { newId } from '@gestar/domain/entities/common';
import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ALL_ROLES } from '@gestar/domain/entities/role';
import { TERM_TYPES } from '@gestar/domain/entities/term';
import { TEST_HASH_COST } from '../config.ts';
import { allocateRevs } from '../db/revision.ts';
import { seedRolesAndTerms } from '../db/seeds/accounts.ts';
import { createPasswordHasher } from '../features/auth/passwords.ts';
import { acceptTerm } from '../features/terms/accept-term.ts';
import { createAccount } from '../features/users/create-account.ts';
import type { TestServer } from './test-server.ts';

export type TestRoleName = 'Veterinário' | 'Inseminador' | 'Estagiário' | 'Cliente' | 'Administrador';

export type TestUser = { id: string; email: string; password: string };

// Test users hash at argon2id's minimum cost: verification reads the cost from the hash, so logins stay fast.
const hasher = createPasswordHasher(TEST_HASH_COST);
let counter = 0;

/**
 * Creates a user straight through the accounts command (no HTTP): the role, a password, and by default all
 * three terms accepted so its token opens every call.
 */
export async function createTestUser(
  server: TestServer,
  options: {
    role: TestRoleName;
    email?: string;
    password?: string;
    acceptTerms?: boolean;
    nomeCompleto?: string;
    createdByUserId?: string | null;
    superiorId?: string | null;
  },
): Promise<TestUser> {
  await seedRolesAndTerms(server.db);
  const role = ALL_ROLES.find((candidate) => candidate.name === options.role);
  if (!role) throw new Error(`unknown role ${options.role}`);
  counter += 1;
  const email = (options.email ?? `teste-${counter}-${Date.now()}@fazenda.test`).toLowerCase();
  const password = options.password ?? 'senha-de-teste-123';
  const id = await createAccount(
    server.db,
    hasher,
    {
      nomeCompleto: options.nomeCompleto ?? `Usuário de Teste ${counter}`,
      email,
      cpf: null,
      estado: 'MT',
      municipio: 'Cuiabá',
      zoetisId: null,
      superiorId: options.superiorId ?? null,
      createdByUserId: options.createdByUserId ?? null,
      roles: [role],
      password,
    },
    null,
  );
  if (options.acceptTerms ?? true) {
    for (const tipo of TERM_TYPES) await acceptTerm(server.db, { usuarioId: id, tipo, ip: '127.0.0.1' });
  }
  return { id, email, password };
}

/** Logs in through the real call; fails the test unless the answer is 200. */
export async function loginAs(
  server: TestServer,
  email: string,
  password: string,
): Promise<{ token: string; refreshToken: string; body: LoginResponse }> {
  const response = await fetch(`${server.baseUrl}/api/Authentication/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as LoginResponse;
  if (response.status !== 200)
    throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return { token: body.token, refreshToken: body.refreshToken, body };
}

/** Headers of an authenticated JSON call. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/**
 * A farm owned by `ownerId` with `linkedUserIds` linked (fazenda_usuarios), written straight to the tables:
 * enough for the "users of my farms" rules without going through sync.
 */
export async function createTestFarm(
  server: TestServer,
  options: { ownerId: string; linkedUserIds?: string[]; nome?: string },
): Promise<string> {
  const now = new Date().toISOString();
  const id = newId();
  await server.db.kysely.transaction().execute(async (trx) => {
    const links = options.linkedUserIds ?? [];
    let rev = await allocateRevs(trx, 1 + links.length);
    await trx
      .insertInto('fazendas')
      .values({
        id,
        created: now,
        updated: now,
        isDeleted: 0,
        priority: 0,
        rev,
        lastModifiedBy: options.ownerId,
        nome: options.nome ?? `Fazenda ${id.slice(-6)}`,
        nomeProprietario: 'Proprietário de Teste',
        pais: 'Brasil',
        estado: 'MT',
        municipio: 'Cuiabá',
        retiro: 0,
        usuarioId: options.ownerId,
      })
      .execute();
    for (const idUsuario of links) {
      rev += 1;
      await trx
        .insertInto('fazenda_usuarios')
        .values({
          id: newId(),
          created: now,
          updated: now,
          isDeleted: 0,
          priority: 0,
          rev,
          lastModifiedBy: options.ownerId,
          idFazenda: id,
          idUsuario,
        })
        .execute();
    }
  });
  return id;
}

export type ErrorBody = { title: string; errors?: string[] };

/** The JSON body of a response, typed as the test expects it (the assertions check it). */
export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
