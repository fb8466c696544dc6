import { USER_NOT_MANAGED } from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  bringIn,
  build,
  linkUser,
  pullAll,
  push,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

// Pushing a link to (or a farm of) any user id must not reveal that user's e-mail and CPF.
describe.each(DIALECTS)('users named by farms and links on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let victim: Session;
  let admin: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
    victim = await signIn(server, 'Veterinário');
    admin = await signIn(server, 'Administrador');
  });
  afterAll(async () => {
    await server.close();
  });

  const pulledUser = async (session: Session, id: string, farms: string[] = []) =>
    allOf((await pullAll(server, session, farms)).pages, 'usuarios').find((user) => user.id === id);

  it('refuses a link to a user the writer does not manage; nothing reaches either device', async () => {
    const fazenda = build.fazenda(vet.id);
    await pushOk(server, vet, 'fazendas', [fazenda]);
    const link = build.fazendaUsuario(String(fazenda.id), victim.id);
    const answer = await push(server, vet, 'fazendaUsuarios', [{ json: link }]);
    expect(answer.rejeitados).toEqual([{ id: link.id, motivo: USER_NOT_MANAGED() }]);
    expect(await pulledUser(vet, victim.id, [String(fazenda.id)])).toBeUndefined();
    const victimFarms = allOf((await pullAll(server, victim, [])).pages, 'fazendas').map((farm) => farm.id);
    expect(victimFarms).not.toContain(fazenda.id);
  });

  it('refuses a farm given to a user the writer does not manage, new or by changing its owner', async () => {
    const planted = build.fazenda(victim.id);
    expect((await push(server, vet, 'fazendas', [{ json: planted }])).rejeitados).toEqual([
      { id: planted.id, motivo: USER_NOT_MANAGED() },
    ]);
    const mine = build.fazenda(vet.id);
    await pushOk(server, vet, 'fazendas', [mine]);
    const given = await push(server, vet, 'fazendas', [{ json: { ...mine, usuarioId: victim.id } }]);
    expect(given.rejeitados[0]?.motivo).toBe(USER_NOT_MANAGED());
    expect(await pulledUser(vet, victim.id, [String(mine.id)])).toBeUndefined();
  });

  it('lets a vet name her own team and an administrator anyone', async () => {
    const inseminador = await signIn(server, 'Inseminador');
    const fazenda = build.fazenda(vet.id);
    await pushOk(server, vet, 'fazendas', [fazenda]);
    await linkUser(server, vet, String(fazenda.id), inseminador.id);
    // Her inseminator may create a farm for her (she brought him in).
    await pushOk(server, inseminador, 'fazendas', [build.fazenda(vet.id)]);
    await pushOk(server, admin, 'fazendaUsuarios', [build.fazendaUsuario(String(fazenda.id), victim.id)]);
  });

  it('pulled users carry e-mail and CPF only for the puller, the users they brought in, and administrators', async () => {
    const inseminador = await signIn(server, 'Inseminador');
    const cliente = await signIn(server, 'Cliente');
    await server.db.kysely
      .updateTable('usuarios')
      .set({ cpf: '52998224725' })
      .where('id', '=', cliente.id)
      .execute();
    const fazenda = build.fazenda(vet.id);
    await pushOk(server, vet, 'fazendas', [fazenda]);
    await linkUser(server, vet, String(fazenda.id), inseminador.id);
    await linkUser(server, vet, String(fazenda.id), cliente.id);
    const farms = [String(fazenda.id)];
    // The inseminator sees his colleague's and his vet's names, not how to reach them.
    expect(await pulledUser(inseminador, cliente.id, farms)).toMatchObject({ email: null, cpf: null });
    expect(await pulledUser(inseminador, vet.id, farms)).toMatchObject({ email: null, cpf: null });
    expect((await pulledUser(inseminador, inseminador.id, farms))?.email).toBe(inseminador.email);
    // The vet brought the client in; the administrator sees everyone.
    expect(await pulledUser(vet, cliente.id, farms)).toMatchObject({
      email: cliente.email,
      cpf: '52998224725',
    });
    expect((await pulledUser(admin, cliente.id, farms))?.cpf).toBe('52998224725');
  });

  // GET /api/Account must not give an inseminator or intern every farm member's e-mail and CPF.
  it('the Account calls answer users as the pull does, whatever the role', async () => {
    const inseminador = await signIn(server, 'Inseminador');
    const estagiario = await signIn(server, 'Estagiário');
    const cliente = await signIn(server, 'Cliente');
    const farmVet = await signIn(server, 'Veterinário');
    const fazenda = build.fazenda(farmVet.id);
    await pushOk(server, farmVet, 'fazendas', [fazenda]);
    const farms = [String(fazenda.id)];
    for (const member of [inseminador, estagiario, cliente])
      await linkUser(server, farmVet, String(fazenda.id), member.id);
    const cpfs = new Map([
      [farmVet.id, '11144477735'],
      [inseminador.id, '39053344705'],
      [estagiario.id, '86288366757'],
      [cliente.id, '71428793860'],
    ]);
    for (const [id, cpf] of cpfs)
      await server.db.kysely.updateTable('usuarios').set({ cpf }).where('id', '=', id).execute();
    const account = async (session: Session, id = '') => {
      const answer = await fetch(`${server.baseUrl}/api/Account${id ? `/${id}` : ''}`, {
        headers: bearer(session.token),
      });
      return {
        status: answer.status,
        body: (await answer.json()) as { responseList?: Record[]; response?: Record },
      };
    };
    const contact = (user: Record | undefined) => ({ email: user?.email, cpf: user?.cpf });

    for (const session of [inseminador, estagiario, farmVet]) {
      const { status, body } = await account(session);
      expect(status).toBe(200);
      const listed = body.responseList ?? [];
      const pulled = allOf((await pullAll(server, session, farms)).pages, 'usuarios');
      expect(listed.map((user) => user.id)).toEqual(expect.arrayContaining([...cpfs.keys()]));
      for (const user of listed) {
        const one = (await account(session, String(user.id))).body.response;
        expect(contact(one)).toEqual(contact(user));
        const same = pulled.find((record) => record.id === user.id);
        if (same) expect(contact(user), `${session.role} reading ${String(user.id)}`).toEqual(contact(same));
      }
    }
    // The inseminator and the intern keep their own login, and see their colleagues' and vet's names only.
    for (const session of [inseminador, estagiario]) {
      const listed = (await account(session)).body.responseList ?? [];
      for (const user of listed) {
        if (user.id === session.id)
          expect(contact(user)).toEqual({ email: session.email, cpf: cpfs.get(session.id) });
        else expect(contact(user)).toEqual({ email: null, cpf: null });
      }
    }
    // The vet sees the team she brought in; a client, refused the list, reads no one's contact by id either.
    const team = (await account(farmVet)).body.responseList?.find((user) => user.id === inseminador.id);
    expect(contact(team)).toEqual({ email: inseminador.email, cpf: cpfs.get(inseminador.id) });
    expect((await account(cliente)).status).toBe(403);
    expect(contact((await account(cliente, farmVet.id)).body.response)).toEqual({ email: null, cpf: null });
    expect(contact((await account(admin, cliente.id)).body.response)).toEqual({
      email: cliente.email,
      cpf: cpfs.get(cliente.id),
    });
  });

  it('the team rule needs the relation: a user brought in by someone else stays out of reach', async () => {
    const otherVet = await signIn(server, 'Veterinário');
    const hisInseminador = await signIn(server, 'Inseminador');
    await bringIn(server, otherVet.id, hisInseminador.id);
    const fazenda = build.fazenda(vet.id);
    await pushOk(server, vet, 'fazendas', [fazenda]);
    const link = build.fazendaUsuario(String(fazenda.id), hisInseminador.id);
    expect((await push(server, vet, 'fazendaUsuarios', [{ json: link }])).rejeitados[0]?.motivo).toBe(
      USER_NOT_MANAGED(),
    );
  });
});
