import type { PullKey, PullRequest } from '@gestar/domain/entities/sync';
import { type Actor, isAdmin } from '@gestar/domain/permissions/actor';
import { canReadFarm } from '@gestar/domain/permissions/farm-access';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Epoch } from '../../db/epoch.ts';
import { currentRev } from '../../db/revision.ts';
import { type DbRow, type LooseDb, loose, rowMapper, type WireRecord } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { rolesByUser } from '../users/queries.ts';
import { ENTITY_TABLE, FARM_CHILD_KEYS, USER_SCOPED_KEYS } from './entities.ts';
import {
  ACCESS_TABLES,
  farmContexts,
  readableFarmIds,
  readableRequested,
  removedFarms,
} from './pull-access.ts';
import { collectPage, highestRevs, type PageRecord, type Stream } from './pull-page.ts';
import { selectIn } from './scope.ts';
import { type InDatabaseKey, type PageItem, WireJson, wireJsonExpressions } from './wire-json.ts';
import { wireJsonCacheOf } from './wire-json-cache.ts';

export const DEFAULT_PAGE_SIZE = 5000;

export type PullResult = {
  sucesso: true;
  mensagem: string | null;
  response: {
    lastPulledAt: number;
    temMais: boolean;
    fazendasRemovidas: string[];
    /** Present when the request asked for it: the records leave their null fields out. */
    omitNulls?: true;
  } & Record<Exclude<PullKey, InDatabaseKey>, WireRecord[]> &
    Record<InDatabaseKey, PageItem[]>;
};

/**
 * POST /api/sync/half-sync (ARCHITECTURE.md §5 pull).
 *
 * Cursors. The shared streams (users, domain lists, protocols, farms, farm-user links, a user's own bulls and
 * semen lots) are read above `lastPulledAt`; the children of each downloaded farm above that farm's own
 * `fazendasBaixadas[].lastPulledAt` (null or 0 = full download). The answer carries ONE cursor,
 * `response.lastPulledAt` = B: every stream asked for has now delivered everything up to revision B. The device
 * sets its global cursor and the cursor of every farm it asked for to max(its cursor, B) once the page is
 * stored; setting them to B is also correct (it only re-sends a few records). With `temMais` it asks again at
 * once. This lets a device resume after any page, even one that was cut while a newly downloaded farm
 * started from 0 below the global cursor.
 */
export async function pullRecords(
  db: Db,
  actor: Actor,
  request: PullRequest,
  pageSize: number,
  /** The committed revision, read after the request arrived (routes.ts shares it between concurrent polls). */
  latestRev: () => Promise<number> = db.committedRev,
): Promise<PullResult> {
  const unchanged = await unchangedSince(request, latestRev);
  return unchanged === undefined ? pullChanges(db, actor, request, pageSize) : emptyPage(unchanged);
}

/**
 * The committed revision when nothing was committed above every cursor the device holds (so no record, link or
 * access change can be new for it: they all take revisions); undefined otherwise.
 */
export async function unchangedSince(
  request: PullRequest,
  latestRev: () => Promise<number>,
): Promise<number | undefined> {
  const latest = await latestRev();
  let lowest = request.lastPulledAt ?? 0;
  for (const farm of request.fazendasBaixadas) lowest = Math.min(lowest, farm.lastPulledAt ?? 0);
  return latest <= lowest ? latest : undefined;
}

/** The pull itself, in one snapshot; see pullRecords. */
export async function pullChanges(
  db: Db,
  actor: Actor,
  request: PullRequest,
  pageSize: number,
): Promise<PullResult> {
  const since = request.lastPulledAt ?? 0;
  const farmCursors = new Map<string, number>();
  for (const farm of request.fazendasBaixadas) {
    const cursor = farm.lastPulledAt ?? 0;
    farmCursors.set(farm.id, Math.min(cursor, farmCursors.get(farm.id) ?? cursor));
  }
  const snapshot =
    db.dialect === 'postgres'
      ? db.kysely.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.kysely.transaction();
  return snapshot.execute(async (trx) => {
    const tx = loose(trx);
    const high = await currentRev(trx);
    const admin = isAdmin(actor);
    const visibleFarms = admin ? null : await readableFarmIds(tx, actor);
    const requested = await readableRequested(tx, actor, [...farmCursors.keys()]);
    const inDatabase =
      request.omitNulls === true && requested.readable.length > 0 ? await wireJsonExpressions(db, tx) : null;
    const streams = [
      ...sharedStreams(actor, since, visibleFarms),
      ...farmStreams(requested.readable, farmCursors, inDatabase),
    ];
    const highest = await highestRevs(tx, [...streams.map((stream) => stream.table), ...ACCESS_TABLES]);
    // The page after a full one is a download's or a long absence's, of rows pulled once each: its later pages
    // span few revisions, as a poll's do, and read through the cache they were read twice (ids, then their JSON by
    // id) and filled it with texts nobody else pulls, pushing out the ones the farms' polls share.
    const cache = request.followsFullPage === true ? undefined : wireJsonCacheOf(db);
    const page = await collectPage(tx, streams, high, pageSize, { highest, cache });
    const extras = await relatedRecords(tx, actor, page.records, since);
    const removed = await removedFarms(tx, actor, since, requested.unreadable, highest);
    return buildResponse(db, trx, page, extras, removed, request.omitNulls === true);
  });
}

const EMPTY_TEMPLATE = JSON.stringify(emptyPage(0));
const CURSOR_FIELD = '"lastPulledAt":0';
const EMPTY_HEAD = EMPTY_TEMPLATE.slice(0, EMPTY_TEMPLATE.indexOf(CURSOR_FIELD));
const EMPTY_TAIL = EMPTY_TEMPLATE.slice(EMPTY_HEAD.length + CURSOR_FIELD.length);

/** `emptyPage(cursor)` with the database's epoch, as JSON text serialised once: what most polls answer. */
export function emptyPageJson(cursor: number, epoch: Epoch): string {
  return `${EMPTY_HEAD}"lastPulledAt":${cursor},"epoch":${JSON.stringify(epoch.epoch)},"epochStartRev":${epoch.startRev}${EMPTY_TAIL}`;
}

function emptyPage(cursor: number): PullResult {
  return {
    sucesso: true,
    mensagem: null,
    response: {
      lastPulledAt: cursor,
      temMais: false,
      fazendasRemovidas: [],
      usuarios: [],
      tipoDominios: [],
      valorDominios: [],
      fazendas: [],
      retiros: [],
      protocolos: [],
      lotes: [],
      d0s: [],
      dns: [],
      iatfs: [],
      fazendaUsuarios: [],
      touros: [],
      partidas: [],
    },
  };
}

function sharedStreams(actor: Actor, since: number, farms: readonly string[] | null): Stream[] {
  const stream = (key: PullKey, filter?: Stream['filter']): Stream => ({
    key,
    table: ENTITY_TABLE[key],
    cursor: since,
    ...(filter ? { filter } : {}),
  });
  const ownCatalogue = USER_SCOPED_KEYS.map((key) =>
    stream(key, (eb) => eb.and([eb('scopeFazendaId', 'is', null), eb('scopeUsuarioId', '=', actor.id)])),
  );
  if (farms === null) {
    return [
      stream('usuarios'),
      stream('tipoDominios'),
      stream('valorDominios'),
      stream('fazendas'),
      stream('fazendaUsuarios'),
      stream('protocolos'),
      ...ownCatalogue,
    ];
  }
  const some = farms.length > 0;
  return [
    stream('usuarios', (eb) =>
      eb.or([
        eb('id', '=', actor.id),
        eb('createdByUserId', '=', actor.id),
        eb('superiorId', '=', actor.id),
        ...(some
          ? [
              eb(
                'id',
                'in',
                eb
                  .selectFrom('fazenda_usuarios')
                  .select('idUsuario')
                  .where('idFazenda', 'in', farms)
                  .where('isDeleted', '=', 0),
              ),
              eb('id', 'in', eb.selectFrom('fazendas').select('usuarioId').where('id', 'in', farms)),
            ]
          : []),
      ]),
    ),
    stream('tipoDominios'),
    stream('valorDominios'),
    stream('fazendas', (eb) => (some ? eb('id', 'in', farms) : eb('id', 'is', null))),
    stream('fazendaUsuarios', (eb) =>
      eb.or([eb('idUsuario', '=', actor.id), ...(some ? [eb('idFazenda', 'in', farms)] : [])]),
    ),
    // Spec §6: own protocols and ownerless ones; plus those the batches of the user's farms use.
    stream('protocolos', (eb) =>
      eb.or([
        eb('usuarioId', '=', actor.id),
        eb('usuarioId', 'is', null),
        ...(some
          ? [
              eb(
                'id',
                'in',
                eb.selectFrom('lotes').select('protocoloId').where('scopeFazendaId', 'in', farms),
              ),
            ]
          : []),
      ]),
    ),
    ...ownCatalogue,
  ];
}

/** Children of the downloaded farms, each farm from its own cursor (farms sharing a cursor read together). */
function farmStreams(
  readable: readonly string[],
  cursors: Map<string, number>,
  /** Entities whose rows the database writes as wire JSON (wire-json.ts), when it does. */
  inDatabase: ReadonlyMap<PullKey, string> | null,
): Stream[] {
  const byCursor = new Map<number, string[]>();
  for (const id of readable) {
    const cursor = cursors.get(id) ?? 0;
    byCursor.set(cursor, [...(byCursor.get(cursor) ?? []), id]);
  }
  return [...byCursor].flatMap(([cursor, ids]) =>
    FARM_CHILD_KEYS.map((key): Stream => {
      const wireJson = inDatabase?.get(key);
      return {
        key,
        table: ENTITY_TABLE[key],
        cursor,
        farmIds: ids,
        ...(wireJson === undefined ? {} : { wireJson }),
      };
    }),
  );
}

/**
 * Records the page's records need even when older than the cursor: a farm newly shared with the user (with
 * all its links), the users those farms and links name, and the protocols of the batches in the page.
 */
async function relatedRecords(db: LooseDb, actor: Actor, records: readonly PageRecord[], since: number) {
  const inPage = new Set(records.map((record) => `${record.key}:${String(record.row.id)}`));
  const extra: PageRecord[] = [];
  const add = (key: PullKey, rows: readonly DbRow[]) => {
    for (const row of rows) {
      const id = `${key}:${String(row.id)}`;
      if (inPage.has(id)) continue;
      inPage.add(id);
      extra.push({ key, row, rev: Number(row.rev) });
    }
  };
  const of = (key: PullKey) => records.filter((record) => record.key === key).map((record) => record.row);
  const granted = of('fazendaUsuarios')
    .filter((link) => link.idUsuario === actor.id && link.isDeleted !== true && link.isDeleted !== 1)
    .filter((link) => Number(link.rev) > since)
    .map((link) => String(link.idFazenda));
  if (granted.length > 0) {
    const readable = (await farmContexts(db, actor, granted))
      .filter(({ context }) => canReadFarm(actor, context))
      .map(({ id }) => id);
    add('fazendas', await selectIn(db, 'fazendas', 'id', readable, '*'));
    add('fazendaUsuarios', await selectIn(db, 'fazenda_usuarios', 'idFazenda', readable, '*'));
  }
  const farmsNow = [...of('fazendas'), ...extra.filter((r) => r.key === 'fazendas').map((r) => r.row)];
  const linksNow = [
    ...of('fazendaUsuarios'),
    ...extra.filter((r) => r.key === 'fazendaUsuarios').map((r) => r.row),
  ];
  const userIds = [
    ...farmsNow.map((farm) => farm.usuarioId),
    ...linksNow.map((link) => link.idUsuario),
  ].filter((id): id is string => typeof id === 'string');
  add('usuarios', await selectIn(db, 'usuarios', 'id', userIds, '*'));
  const protocolIds = of('lotes')
    .map((lote) => lote.protocoloId)
    .filter((id): id is string => typeof id === 'string');
  add('protocolos', await selectIn(db, 'protocolos', 'id', protocolIds, '*'));
  return extra;
}

async function buildResponse(
  db: Db,
  trx: Kysely<Database>,
  page: { records: PageRecord[]; cursor: number; temMais: boolean },
  extras: PageRecord[],
  removed: string[],
  /** The device reads an absent field as null (docs/SYNC.md): a page of cows is then 2.5× smaller. */
  omitNulls: boolean,
): Promise<PullResult> {
  const mapper = rowMapper(db.dialect);
  const result = emptyPage(page.cursor);
  result.response.temMais = page.temMais;
  result.response.fazendasRemovidas = removed;
  if (omitNulls) result.response.omitNulls = true;
  for (const { key, row } of [...page.records, ...extras]) {
    const pullKey = key as PullKey;
    // Only the streams of InDatabaseKey entities carry `wireJson`.
    const list: PageItem[] = result.response[pullKey];
    list.push(
      typeof row.wireJson === 'string'
        ? new WireJson(Number(row.rev), row.wireJson)
        : mapper.fromDb(ENTITY_TABLE[pullKey], row, omitNulls),
    );
  }
  const users = result.response.usuarios;
  if (users.length > 0) {
    const roles = await rolesByUser(
      trx,
      users.map((user) => String(user.id)),
    );
    for (const user of users) user.roles = roles.get(String(user.id)) ?? [];
  }
  return result;
}
