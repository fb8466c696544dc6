import { ROLES } from '@gestar/domain/entities/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestFarm,
  createTestUser,
  loginAs,
  type TestRoleName,
} from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Scope = 'self' | 'own' | 'other';

const ROLE_NAMES: TestRoleName[] = ['Administrador', 'Veterinário', 'Inseminador', 'Estagiário', 'Cliente'];

// Spec §6 and the domain's user-admin rules: administrators manage anyone; veterinarians the users they brought
// in (created or supervise); inseminators and interns only their own profile; Cliente nothing (no USUÁRIOS
// screen); nobody deletes themselves. "own" = a user the caller created; "other" = a user of a farm the caller
// is linked to, created by someone else.
const COLUMNS = [
  'list',
  'create',
  'update:self',
  'update:own',
  'update:other',
  'delete:self',
  'delete:own',
  'delete:other',
] as const;
type Column = (typeof COLUMNS)[number];

// biome-ignore format: one row per role reads as the matrix it is
const MATRIX: Record<TestRoleName, readonly number[]> = {
  //              list create  upd:self own other  del:self own other
  Administrador: [200,  201,   200,     200, 200,  403,     200, 200],
  Veterinário:   [200,  201,   200,     200, 403,  403,     200, 403],
  Inseminador:   [200,  403,   200,     403, 403,  403,     403, 403],
  Estagiário:    [200,  403,   200,     403, 403,  403,     403, 403],
  Cliente:       [403,  403,   403,     403, 403,  403,     403, 403],
};

function expectedStatus(role: TestRoleName, column: Column): number {
  const status = MATRIX[role][COLUMNS.indexOf(column)];
  if (status === undefined) throw new Error(`${role} ${column}`);
  return status;
}

const CASES = ROLE_NAMES.flatMap((role) => [
  [role, 'list', 'self'] as const,
  [role, 'create', 'own'] as const,
  ...(['update', 'delete'] as const).flatMap((action) =>
    (['self', 'own', 'other'] as const).map((scope) => [role, action, scope] as const),
  ),
]);

describe.each(DIALECTS)('users permission matrix on %s', (dialect) => {
  let server: TestServer;
  let thirdVetId: string;
  const actors = new Map<TestRoleName, { id: string; token: string }>();

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
    thirdVetId = (await createTestUser(server, { role: 'Veterinário' })).id;
    for (const role of ROLE_NAMES) {
      const user = await createTestUser(server, { role });
      actors.set(role, { id: user.id, token: (await loginAs(server, user.email, user.password)).token });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function targetFor(actorId: string, scope: Scope): Promise<string> {
    if (scope === 'self') return actorId;
    if (scope === 'own')
      return (await createTestUser(server, { role: 'Inseminador', createdByUserId: actorId })).id;
    const other = await createTestUser(server, { role: 'Inseminador', createdByUserId: thirdVetId });
    await createTestFarm(server, { ownerId: thirdVetId, linkedUserIds: [actorId, other.id] });
    return other.id;
  }

  const revOf = async (id: string) =>
    Number(
      (
        await server.db.kysely
          .selectFrom('usuarios')
          .select('rev')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).rev,
    );

  it.each(CASES)('%s: %s (%s)', async (role, action, scope) => {
    const actor = actors.get(role);
    if (!actor) throw new Error(role);
    const expected = expectedStatus(
      role,
      action === 'list' || action === 'create' ? action : (`${action}:${scope}` as const),
    );
    const url = `${server.baseUrl}/api/Account`;
    const auth = { authorization: `Bearer ${actor.token}` };
    let response: Response;
    if (action === 'list') {
      response = await fetch(url, { headers: auth });
    } else if (action === 'create') {
      response = await fetch(url, {
        method: 'POST',
        headers: bearer(actor.token),
        body: JSON.stringify({
          nomeCompleto: 'Pedro Henrique Alves',
          email: `pedro.${Math.random().toString(36).slice(2)}@fazenda.test`,
          estado: 'PR',
          municipio: 'Guarapuava',
          roles: [ROLES.inseminador.id],
        }),
      });
    } else {
      const target = await targetFor(actor.id, scope);
      const before = await revOf(target);
      response =
        action === 'update'
          ? await fetch(`${url}/${target}`, {
              method: 'PUT',
              headers: bearer(actor.token),
              body: JSON.stringify({ municipio: 'Londrina' }),
            })
          : await fetch(`${url}/${target}`, { method: 'DELETE', headers: auth });
      // A refused write changes nothing; an accepted one is a new revision.
      if (expected === 403) expect(await revOf(target)).toBe(before);
      else expect(await revOf(target)).toBeGreaterThan(before);
    }
    expect(response.status).toBe(expected);
  });

  describe('which roles may be given', () => {
    const create = (role: TestRoleName, roles: string[]) => {
      const actor = actors.get(role);
      return fetch(`${server.baseUrl}/api/Account`, {
        method: 'POST',
        headers: bearer(actor?.token ?? ''),
        body: JSON.stringify({
          nomeCompleto: 'Luiza Moraes',
          email: null,
          estado: 'BA',
          municipio: 'Barreiras',
          roles,
        }),
      });
    };

    it.each([
      ['Administrador', ROLES.administrador, 201],
      ['Administrador', ROLES.veterinario, 201],
      ['Administrador', ROLES.visualizador, 403],
      ['Veterinário', ROLES.veterinario, 201],
      ['Veterinário', ROLES.inseminador, 201],
      ['Veterinário', ROLES.estagiario, 201],
      ['Veterinário', ROLES.cliente, 201],
      ['Veterinário', ROLES.administrador, 403],
      ['Veterinário', ROLES.visualizador, 403],
    ] as const)('%s giving %o answers %i', async (actorRole, role, status) => {
      expect((await create(actorRole, [role.id])).status).toBe(status);
    });

    it('a veterinarian cannot promote themselves or their users to Administrador', async () => {
      const vet = actors.get('Veterinário');
      if (!vet) throw new Error('vet');
      const own = await targetFor(vet.id, 'own');
      for (const id of [vet.id, own]) {
        const response = await fetch(`${server.baseUrl}/api/Account/${id}`, {
          method: 'PUT',
          headers: bearer(vet.token),
          body: JSON.stringify({ roles: [ROLES.administrador.id] }),
        });
        expect(response.status).toBe(403);
      }
    });
  });
});
