import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  build,
  farmWithCow,
  linkUser,
  pull,
  pullAll,
  push,
  pushOk,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

const ids = (records: { id?: unknown }[]) => records.map((record) => record.id);

describe.each(DIALECTS)('POST /api/sync/half-sync on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let inseminador: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    inseminador = await signIn(server, 'Inseminador');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the spec §7 shape; a full pull brings the shared lists', async () => {
    const page = await pull(server, vet, { lastPulledAt: null });
    expect(Object.keys(page.response).sort()).toEqual(
      [
        'lastPulledAt',
        'epoch',
        'epochStartRev',
        'temMais',
        'fazendasRemovidas',
        'usuarios',
        'tipoDominios',
        'valorDominios',
        'fazendas',
        'retiros',
        'protocolos',
        'lotes',
        'd0s',
        'dns',
        'iatfs',
        'fazendaUsuarios',
        'touros',
        'partidas',
      ].sort(),
    );
    expect(page).toMatchObject({ sucesso: true, mensagem: null, response: { temMais: false } });
    expect(page.response.tipoDominios.length).toBeGreaterThan(30);
    expect(page.response.valorDominios.length).toBeGreaterThan(100);
    expect(page.response.protocolos.length).toBe(3);
    expect(page.response.usuarios.map((user) => user.id)).toEqual([vet.id]);
    expect(page.response.usuarios[0]).not.toHaveProperty('password');
  });

  it('accepts the cursor in the query string (spec §7 "optional ?lastPulledAt")', async () => {
    const full = await pull(server, vet, { lastPulledAt: 0 });
    const response = await fetch(
      `${server.baseUrl}/api/sync/half-sync?lastPulledAt=${full.response.lastPulledAt}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${vet.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fazendasBaixadas: [] }),
      },
    );
    const page = (await response.json()) as { response: { tipoDominios: unknown[] } };
    expect(response.status).toBe(200);
    expect(page.response.tipoDominios).toEqual([]);
  });

  it('pages with temMais; the pages together hold every record exactly once', async () => {
    const { fazenda, lote, d0 } = await farmWithCow(server, vet);
    const cows = Array.from({ length: 24 }, () => build.d0(String(lote.id)));
    await pushOk(server, vet, 'd0s', cows);
    const { pages } = await pullAll(server, vet, [String(fazenda.id)], 0, 10);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.slice(0, -1).every((page) => page.response.temMais)).toBe(true);
    expect(pages.at(-1)?.response.temMais).toBe(false);
    // The bound counts the records read by revision; the users and protocols they name may ride along.
    const bounded = PAGE_KEYS.filter((key) => key !== 'usuarios' && key !== 'protocolos');
    expect(pages.every((page) => bounded.reduce((n, key) => n + page.response[key].length, 0) <= 10)).toBe(
      true,
    );
    const pulled = ids(allOf(pages, 'd0s'));
    expect(pulled.sort()).toEqual([d0.id, ...ids(cows)].sort());
  });

  it('omitNulls leaves null fields out of the records, every other value as without it; older apps get nulls', async () => {
    const { fazenda } = await farmWithCow(server, vet);
    const farms = [{ id: String(fazenda.id), lastPulledAt: null }];
    const full = await pull(server, vet, { lastPulledAt: null, fazendasBaixadas: farms });
    const compact = await pull(server, vet, { lastPulledAt: null, fazendasBaixadas: farms, omitNulls: true });
    const nullsOf = (records: Record<string, unknown>[]) =>
      records.flatMap((record) => Object.keys(record).filter((field) => record[field] === null));
    // An older app (no flag) still gets every field, nulls included.
    expect(nullsOf(full.response.d0s).length).toBeGreaterThan(0);
    expect(nullsOf(full.response.usuarios).length).toBeGreaterThan(0);
    for (const key of PAGE_KEYS) {
      const nonNull = (record: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
      expect(compact.response[key].map(nonNull)).toEqual(full.response[key].map(nonNull));
      // A user the caller may see only in part keeps the projection's blanks (email, CPF), nothing else null.
      if (key !== 'usuarios') expect(nullsOf(compact.response[key])).toEqual([]);
    }
    expect(compact.response.d0s.length).toBeGreaterThan(0);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(full).length);
    expect(compact.response.lastPulledAt).toBe(full.response.lastPulledAt);
  });

  it('a farm downloaded later starts from 0 below the global cursor and resumes after any page', async () => {
    const { fazenda, lote } = await farmWithCow(server, vet);
    await pushOk(
      server,
      vet,
      'd0s',
      Array.from({ length: 12 }, () => build.d0(String(lote.id))),
    );
    const global = await pullAll(server, vet, []);
    // The device now downloads the farm: its children come from 0 while the shared lists stay at the cursor.
    let cursor = global.cursor;
    let farmCursor = 0;
    const cows: unknown[] = [];
    for (let page = 0; page < 50; page += 1) {
      const answer = await pull(
        server,
        vet,
        { lastPulledAt: cursor, fazendasBaixadas: [{ id: String(fazenda.id), lastPulledAt: farmCursor }] },
        5,
      );
      cows.push(...ids(answer.response.d0s));
      expect(answer.response.tipoDominios).toEqual([]);
      cursor = Math.max(cursor, answer.response.lastPulledAt);
      farmCursor = Math.max(farmCursor, answer.response.lastPulledAt);
      if (!answer.response.temMais) break;
    }
    expect(cows).toHaveLength(13);
    expect(new Set(cows).size).toBe(13);
  });

  it('with nothing new, answers an empty page at the same cursor', async () => {
    const { fazenda } = await farmWithCow(server, vet);
    const { cursor } = await pullAll(server, vet, [String(fazenda.id)]);
    const page = await pull(server, vet, {
      lastPulledAt: cursor,
      fazendasBaixadas: [{ id: String(fazenda.id), lastPulledAt: cursor }],
    });
    expect(page.response.lastPulledAt).toBe(cursor);
    expect(page.response.temMais).toBe(false);
    expect(PAGE_KEYS.every((key) => page.response[key].length === 0)).toBe(true);
  });

  it('amid a crowd of polls, every poll made after a commit gets the write and none skips past it', async () => {
    const { fazenda, lote } = await farmWithCow(server, vet);
    const farms = [String(fazenda.id)];
    const { cursor } = await pullAll(server, vet, farms);
    const poll = () =>
      pull(server, vet, {
        lastPulledAt: cursor,
        fazendasBaixadas: [{ id: farms[0] ?? '', lastPulledAt: cursor }],
      });
    const crowd = Array.from({ length: 40 }, poll);
    const cow = build.d0(String(lote.id));
    const [applied] = (await pushOk(server, vet, 'd0s', [cow])).aplicados;
    const after = await Promise.all(Array.from({ length: 20 }, poll));
    for (const page of after) expect(ids(page.response.d0s)).toEqual([cow.id]);
    for (const page of await Promise.all(crowd)) {
      // A poll that raced the push either brings the cow or answers a cursor below it.
      if (page.response.d0s.length === 0) expect(page.response.lastPulledAt).toBeLessThan(applied?.rev ?? 0);
      else expect(ids(page.response.d0s)).toEqual([cow.id]);
    }
  });

  it('children come only for downloaded farms the user may read', async () => {
    const { fazenda, d0 } = await farmWithCow(server, vet);
    const notDownloaded = await pullAll(server, vet, []);
    expect(ids(allOf(notDownloaded.pages, 'fazendas'))).toContain(fazenda.id);
    expect(ids(allOf(notDownloaded.pages, 'd0s'))).not.toContain(d0.id);
    const stranger = await pullAll(server, inseminador, [String(fazenda.id)]);
    expect(ids(allOf(stranger.pages, 'fazendas'))).not.toContain(fazenda.id);
    expect(ids(allOf(stranger.pages, 'd0s'))).not.toContain(d0.id);
    expect(stranger.pages[0]?.response.fazendasRemovidas).toContain(fazenda.id);
  });

  it('a foreign farm and an id nobody holds are answered alike: the pull confirms no farm exists', async () => {
    const { fazenda } = await farmWithCow(server, vet);
    const nobody = randomUUID();
    const answer = await pull(server, inseminador, {
      lastPulledAt: 0,
      fazendasBaixadas: [
        { id: String(fazenda.id), lastPulledAt: 0 },
        { id: nobody, lastPulledAt: 0 },
      ],
    });
    expect([...answer.response.fazendasRemovidas].sort()).toEqual([String(fazenda.id), nobody].sort());
  });

  it('a farm newly shared with a user appears in their next pull with its links and users', async () => {
    const other = await signIn(server, 'Inseminador');
    const { fazenda, d0 } = await farmWithCow(server, vet);
    const before = await pullAll(server, other, []);
    await linkUser(server, vet, String(fazenda.id), other.id);
    const after = await pullAll(server, other, [], before.cursor);
    expect(ids(allOf(after.pages, 'fazendas'))).toEqual([fazenda.id]);
    expect(ids(allOf(after.pages, 'usuarios'))).toEqual(expect.arrayContaining([vet.id, other.id]));
    expect(allOf(after.pages, 'fazendaUsuarios').map((link) => link.idUsuario)).toContain(other.id);
    // Once downloaded, the farm's children come from cursor 0.
    const download = await pull(server, other, {
      lastPulledAt: after.cursor,
      fazendasBaixadas: [{ id: String(fazenda.id), lastPulledAt: 0 }],
    });
    expect(ids(download.response.d0s)).toEqual([d0.id]);
  });

  it('a revoked farm is named in fazendasRemovidas, downloaded or not, and its data stops', async () => {
    const { fazenda, lote } = await farmWithCow(server, vet);
    const link = await linkUser(server, vet, String(fazenda.id), inseminador.id);
    const farms = [String(fazenda.id)];
    const before = await pullAll(server, inseminador, farms);
    await pushOk(server, vet, 'fazendaUsuarios', [{ ...link, isDeleted: true }]);
    await pushOk(server, vet, 'd0s', [build.d0(String(lote.id))]);
    for (const downloaded of [farms, []]) {
      const page = await pull(server, inseminador, {
        lastPulledAt: before.cursor,
        fazendasBaixadas: downloaded.map((id) => ({ id, lastPulledAt: before.cursor })),
      });
      expect(page.response.fazendasRemovidas).toEqual([fazenda.id]);
      expect(page.response.d0s).toEqual([]);
      expect(ids(page.response.fazendas)).not.toContain(fazenda.id);
    }
  });

  it('a deleted farm is removed from its linked users and sent, deleted, to administrators', async () => {
    const admin = await signIn(server, 'Administrador');
    const { fazenda } = await farmWithCow(server, vet);
    await linkUser(server, vet, String(fazenda.id), inseminador.id);
    const before = await pullAll(server, inseminador, [String(fazenda.id)]);
    const adminBefore = await pullAll(server, admin, []);
    await pushOk(server, vet, 'fazendas', [{ ...fazenda, isDeleted: true }]);
    const page = await pull(server, inseminador, {
      lastPulledAt: before.cursor,
      fazendasBaixadas: [{ id: String(fazenda.id), lastPulledAt: before.cursor }],
    });
    expect(page.response.fazendasRemovidas).toEqual([fazenda.id]);
    const adminPage = await pull(server, admin, { lastPulledAt: adminBefore.cursor });
    expect(adminPage.response.fazendas).toEqual([
      expect.objectContaining({ id: fazenda.id, isDeleted: true }),
    ]);
    expect(adminPage.response.fazendasRemovidas).toEqual([]);
  });

  it('protocols: own and ownerless ones, plus those used by the batches of farms the user works on', async () => {
    const vet2 = await signIn(server, 'Veterinário');
    const mine = build.protocolo(vet2.id, { name: 'Meu protocolo' });
    const hidden = build.protocolo(vet.id, { name: 'Protocolo de outro veterinário' });
    await pushOk(server, vet2, 'protocolos', [mine]);
    await pushOk(server, vet, 'protocolos', [hidden]);
    const own = await pullAll(server, vet2, []);
    expect(ids(allOf(own.pages, 'protocolos'))).toEqual(expect.arrayContaining([mine.id]));
    expect(ids(allOf(own.pages, 'protocolos'))).not.toContain(hidden.id);
    expect(allOf(own.pages, 'protocolos')).toHaveLength(4);
    // Once vet2 works on a farm whose batch uses the hidden protocol, it becomes visible.
    const { fazenda, retiro } = await farmWithCow(server, vet);
    await pushOk(server, vet, 'lotes', [build.lote(String(retiro.id), { protocoloId: hidden.id })]);
    await linkUser(server, vet, String(fazenda.id), vet2.id);
    const shared = await pullAll(server, vet2, [String(fazenda.id)], own.cursor);
    expect(ids(allOf(shared.pages, 'protocolos'))).toContain(hidden.id);
  });

  it('users: a user sees themself and the users of their farms; an administrator sees everyone', async () => {
    const loner = await signIn(server, 'Estagiário');
    const own = await pullAll(server, loner, []);
    expect(ids(allOf(own.pages, 'usuarios'))).toEqual([loner.id]);
    const admin = await signIn(server, 'Administrador');
    const all = await pullAll(server, admin, []);
    expect(ids(allOf(all.pages, 'usuarios'))).toEqual(
      expect.arrayContaining([vet.id, inseminador.id, loner.id]),
    );
  });

  it('a rejected push leaves nothing to pull', async () => {
    const { fazenda } = await farmWithCow(server, vet);
    const { cursor } = await pullAll(server, vet, [String(fazenda.id)]);
    await push(server, vet, 'd0s', [{ json: { ...build.d0(String(fazenda.id)) } }]);
    const page = await pull(server, vet, {
      lastPulledAt: cursor,
      fazendasBaixadas: [{ id: String(fazenda.id), lastPulledAt: cursor }],
    });
    expect(page.response.d0s).toEqual([]);
  });
});

const PAGE_KEYS = [
  'usuarios',
  'tipoDominios',
  'valorDominios',
  'fazendas',
  'retiros',
  'protocolos',
  'lotes',
  'd0s',
  'dns',
  'iatfs',
  'fazendaUsuarios',
  'touros',
  'partidas',
] as const;
