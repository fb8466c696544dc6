// Shared by the sync tests: sessions, HTTP calls and record builders. Not imported by production code.
import { randomUUID } from 'node:crypto';
import type { PullKey, SyncEntityKey, SyncVerb } from '@gestar/domain/entities/sync';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { diaId } from '@gestar/domain/lists/value-ids';
import type { Dialect } from '../../db/database.ts';
import { bearer, createTestUser, loginAs, type TestRoleName } from '../../test-support/accounts.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

export const FAST_HASH = { GESTAR_TEST_FAST_HASH: '1' };

export function startSyncServer(dialect: Dialect): Promise<TestServer> {
  return startTestServer(dialect, FAST_HASH);
}

export type Session = { id: string; email: string; token: string; role: TestRoleName };

export async function signIn(server: TestServer, role: TestRoleName): Promise<Session> {
  const user = await createTestUser(server, { role });
  const { token } = await loginAs(server, user.email, user.password);
  return { id: user.id, email: user.email, token, role };
}

export type Record = { [field: string]: unknown };

export type PushBody = {
  sucesso: boolean;
  aplicados: { id: string; rev: number; registro?: Record }[];
  rejeitados: { id: string | null; motivo: string }[];
};

export type PullBody = {
  sucesso: boolean;
  mensagem: string | null;
  response: { lastPulledAt: number; temMais: boolean; fazendasRemovidas: string[] } & {
    [K in PullKey]: Record[];
  };
};

/** `headers` adds to the call's own (an `accept-language`, say). */
export async function post(
  server: TestServer,
  path: string,
  token: string | null,
  body: unknown,
  headers: { [name: string]: string } = {},
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { ...(token ? bearer(token) : { 'content-type': 'application/json' }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export type Item = { verbo?: SyncVerb; json: Record };

export async function push(server: TestServer, session: Session, tipoId: SyncEntityKey, items: Item[]) {
  const { status, body } = await post(server, '/api/sync/Queue', session.token, {
    tipoId,
    loggedUser: session.id,
    contents: items.map((item) => ({ verbo: item.verbo ?? 'POST', json: item.json })),
  });
  if (status !== 200) throw new Error(`push answered ${status}: ${JSON.stringify(body)}`);
  return body as PushBody;
}

/** Pushes and expects every record applied. */
export async function pushOk(server: TestServer, session: Session, tipoId: SyncEntityKey, records: Record[]) {
  const body = await push(
    server,
    session,
    tipoId,
    records.map((json) => ({ json })),
  );
  if (body.rejeitados.length > 0) throw new Error(`rejected: ${JSON.stringify(body.rejeitados)}`);
  return body;
}

export type PullRequestBody = {
  lastPulledAt: number | null;
  fazendasBaixadas?: { id: string; lastPulledAt: number | null }[];
  epoch?: string;
  omitNulls?: boolean;
};

export async function pull(
  server: TestServer,
  session: Session,
  request: PullRequestBody,
  pageSize?: number,
) {
  const path = `/api/sync/half-sync${pageSize ? `?pageSize=${pageSize}` : ''}`;
  const { status, body } = await post(server, path, session.token, { fazendasBaixadas: [], ...request });
  if (status !== 200) throw new Error(`pull answered ${status}: ${JSON.stringify(body)}`);
  return body as PullBody;
}

/** Pulls page after page until `temMais` is false; returns every page. */
export async function pullAll(
  server: TestServer,
  session: Session,
  farms: string[],
  since = 0,
  pageSize?: number,
) {
  const pages: PullBody[] = [];
  let cursor = since;
  const farmCursors = new Map(farms.map((id) => [id, since]));
  for (let guard = 0; guard < 1000; guard += 1) {
    const page = await pull(
      server,
      session,
      {
        lastPulledAt: cursor,
        fazendasBaixadas: [...farmCursors].map(([id, c]) => ({ id, lastPulledAt: c })),
      },
      pageSize,
    );
    pages.push(page);
    const next = page.response.lastPulledAt;
    cursor = Math.max(cursor, next);
    for (const [id, c] of farmCursors) farmCursors.set(id, Math.max(c, next));
    if (!page.response.temMais) return { pages, cursor };
  }
  throw new Error('pull never ended');
}

export function allOf(pages: PullBody[], key: PullKey): Record[] {
  return pages.flatMap((page) => page.response[key]);
}

const now = () => new Date().toISOString();
const common = () => ({
  id: randomUUID(),
  created: now(),
  updated: now(),
  isDeleted: false,
  priority: false,
});

export const build = {
  fazenda: (usuarioId: string, extra: Record = {}): Record => ({
    ...common(),
    nomeProprietario: 'José da Silva',
    nome: `Fazenda ${Math.floor(Math.random() * 1e6)}`,
    inscricaoEstadual: null,
    pais: 'Brasil',
    estado: 'MT',
    municipio: 'Sorriso',
    tamanho: 1200.5,
    retiro: true,
    inicioEstacaoMonta: '2026-10-01',
    fimEstacaoMonta: '2027-02-28',
    sistemaProducao: null,
    estacaoMonta: null,
    usuarioId,
    ...extra,
  }),
  fazendaUsuario: (idFazenda: string, idUsuario: string): Record => ({ ...common(), idFazenda, idUsuario }),
  retiro: (fazendaId: string, extra: Record = {}): Record => ({
    ...common(),
    nome: 'Retiro Sede',
    fazendaId,
    ...extra,
  }),
  protocolo: (usuarioId: string | null, extra: Record = {}): Record => ({
    ...common(),
    name: 'Protocolo J-Synch',
    usuarioId,
    managementProtocols:
      PROTOCOL_SEED[0]?.managementProtocols.map((step) => ({ ...step, id: randomUUID() })) ?? [],
    ...extra,
  }),
  lote: (retiroId: string, extra: Record = {}): Record => ({
    ...common(),
    nomeLote: 'Lote 1',
    dataIatf: '2026-11-20',
    horaManejo: '07:30',
    isResync: false,
    iatfCount: 0,
    retiroId,
    protocoloId: PROTOCOL_SEED[0]?.id ?? null,
    dias: diaId(0),
    ...extra,
  }),
  d0: (loteId: string, extra: Record = {}): Record => ({
    ...common(),
    codVaca: String(Math.floor(Math.random() * 100000)),
    peso_EM: 420,
    iatf: 0,
    perdaGestacao: false,
    loteId,
    ...extra,
  }),
  dn: (loteId: string, vacaId: string, extra: Record = {}): Record => ({
    ...common(),
    vacaId,
    observacao: '[N/A]',
    dia: diaId(8),
    loteId,
    ...extra,
  }),
  iatf: (loteId: string, vacaId: string, extra: Record = {}): Record => ({
    ...common(),
    vacaId,
    observacao: null,
    loteId,
    ...extra,
  }),
  touro: (fazendaId: string | null, usuarioId: string | null, extra: Record = {}): Record => ({
    ...common(),
    nome: 'Nelore Bravo',
    cod_Touro: '029NE0001',
    fazendaId,
    usuarioId,
    ...extra,
  }),
  partida: (touroId: string, fazendaId: string | null, extra: Record = {}): Record => ({
    ...common(),
    data: '2026-05-01T05:00:00.000Z',
    codigo: 'P-001',
    partidaOriginal: fazendaId === null,
    touroId,
    fazendaId,
    ...extra,
  }),
};

/** A farm with one retiro, one batch and one cow, pushed by `owner`. */
export async function farmWithCow(server: TestServer, owner: Session) {
  const fazenda = build.fazenda(owner.id);
  const retiro = build.retiro(String(fazenda.id));
  const lote = build.lote(String(retiro.id));
  const d0 = build.d0(String(lote.id));
  await pushOk(server, owner, 'fazendas', [fazenda]);
  await pushOk(server, owner, 'retiros', [retiro]);
  await pushOk(server, owner, 'lotes', [lote]);
  await pushOk(server, owner, 'd0s', [d0]);
  return { fazenda, retiro, lote, d0 };
}

export async function linkUser(server: TestServer, owner: Session, fazendaId: string, userId: string) {
  await bringIn(server, owner.id, userId);
  const link = build.fazendaUsuario(fazendaId, userId);
  await pushOk(server, owner, 'fazendaUsuarios', [link]);
  return link;
}

/**
 * Makes `managerId` the supervisor of a user who has none, as a veterinarian who brought her team in: a farm
 * link or owner may only name users the writer manages.
 */
export async function bringIn(server: TestServer, managerId: string, userId: string) {
  if (managerId === userId) return;
  await server.db.kysely
    .updateTable('usuarios')
    .set({ superiorId: managerId })
    .where('id', '=', userId)
    .where('superiorId', 'is', null)
    .execute();
}
