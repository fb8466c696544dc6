import { randomUUID } from 'node:crypto';
import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import type { TestRoleName } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  farmWithCow,
  linkUser,
  post,
  pull,
  push,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

const ROLES: TestRoleName[] = ['Veterinário', 'Inseminador', 'Estagiário', 'Cliente', 'Administrador'];
const FARMS = ['own', 'linked', "other's"] as const;
type Which = (typeof FARMS)[number];
const ACTIONS = ['push a cow', 'pull the farm', 'link a user', 'write a domain value'] as const;
type Action = (typeof ACTIONS)[number];

/** Spec §6 and ARCHITECTURE.md §6: what each role may do on each kind of farm. */
function expected(role: TestRoleName, farm: Which, action: Action): boolean {
  const admin = role === 'Administrador';
  const writer = role !== 'Cliente';
  switch (action) {
    case 'push a cow':
      return farm === "other's" ? admin : writer;
    case 'pull the farm':
      return farm === "other's" ? admin : true;
    case 'link a user':
      return farm === 'own' ? writer : admin;
    case 'write a domain value':
      return admin;
  }
}

const CASES = ROLES.flatMap((role) =>
  FARMS.flatMap((farm) =>
    ACTIONS.map((action) => ({ role, farm, action, allowed: expected(role, farm, action) })),
  ),
);

describe.each(DIALECTS)('permission matrix (role × call × farm) on %s', (dialect) => {
  let server: TestServer;
  let owner: Session;
  const users = new Map<TestRoleName, Session>();
  const farms = new Map<string, { fazenda: Record; lote: Record }>();

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    owner = await signIn(server, 'Veterinário');
    const admin = await signIn(server, 'Administrador');
    const other = await farmWithCow(server, owner);
    for (const role of ROLES) {
      const user = role === 'Administrador' ? admin : await signIn(server, role);
      users.set(role, user);
      // Their own farm: created for them by an administrator (a Cliente could not push it).
      const fazenda = build.fazenda(user.id);
      const retiro = build.retiro(String(fazenda.id));
      const lote = build.lote(String(retiro.id));
      await pushOk(server, admin, 'fazendas', [fazenda]);
      await pushOk(server, admin, 'retiros', [retiro]);
      await pushOk(server, admin, 'lotes', [lote]);
      await pushOk(server, admin, 'd0s', [build.d0(String(lote.id))]);
      farms.set(`${role}:own`, { fazenda, lote });
      const linked = await farmWithCow(server, owner);
      await linkUser(server, owner, String(linked.fazenda.id), user.id);
      farms.set(`${role}:linked`, linked);
      farms.set(`${role}:other's`, other);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function attempt(user: Session, target: { fazenda: Record; lote: Record }, action: Action) {
    const fazendaId = String(target.fazenda.id);
    switch (action) {
      case 'push a cow': {
        const answer = await push(server, user, 'd0s', [{ json: build.d0(String(target.lote.id)) }]);
        return answer.aplicados.length === 1;
      }
      case 'pull the farm': {
        const page = await pull(server, user, {
          lastPulledAt: 0,
          fazendasBaixadas: [{ id: fazendaId, lastPulledAt: 0 }],
        });
        const sees = page.response.d0s.some((cow) => cow.loteId === target.lote.id);
        expect(page.response.fazendasRemovidas.includes(fazendaId)).toBe(!sees);
        return sees;
      }
      case 'link a user': {
        const answer = await push(server, user, 'fazendaUsuarios', [
          { json: build.fazendaUsuario(fazendaId, owner.id) },
        ]);
        return answer.aplicados.length === 1;
      }
      case 'write a domain value': {
        const value = {
          id: randomUUID(),
          valor: `Valor ${randomUUID()}`,
          tipoDominioId: domainTypeId('centrais'),
        };
        const { status } = await post(server, '/api/ValorDominio', user.token, value);
        expect([201, 403]).toContain(status);
        return status === 201;
      }
    }
  }

  it.each(CASES)('$role, $farm farm: $action → allowed $allowed', async ({ role, farm, action, allowed }) => {
    const user = users.get(role);
    const target = farms.get(`${role}:${farm}`);
    if (!user || !target) throw new Error('setup missing');
    expect(await attempt(user, target, action)).toBe(allowed);
  });
});
