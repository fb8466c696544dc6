import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import type { ParentKind } from '@gestar/domain/messages/server';
import type { ManagedUser } from '@gestar/domain/permissions/nameable-user';
import type { DbRow, LooseDb, WireRecord } from '../../db/rows.ts';

/**
 * Where a record belongs, which decides who may write it and which devices pull it: a farm (and its children),
 * a user's own catalogue (bulls and semen lots without a farm), or a protocol's owner (null = everyone's).
 */
export type Scope =
  | { kind: 'farm'; fazendaId: string }
  | { kind: 'user'; usuarioId: string | null }
  | { kind: 'protocol'; usuarioId: string | null }
  | { kind: 'missing'; parent: ParentKind };

/** Parents needed to place records, loaded once per push. */
export type ScopeLookups = {
  retiroFarm: Map<string, string | null>;
  loteFarm: Map<string, string | null>;
  touroScope: Map<string, { fazendaId: string | null; usuarioId: string | null }>;
  farmExists: (fazendaId: string) => boolean;
  /**
   * Records the pushed ones point at through REFERENCE_FIELDS and FARM_REFERENCE_FIELDS, by `${table}:${id}`;
   * batches pushed in this very call count too (a parent made offline with its Ressinc precedes it).
   */
  references: Map<string, ReferenceTarget>;
  /** The users a farm (owner) or farm link names, with who manages them. */
  users: Map<string, ManagedUser>;
};

export type { ManagedUser };

/** The field naming a user that decides who sees a farm (owner, link target). */
export const USER_FIELD: Partial<Record<SyncEntityKey, string>> = {
  fazendas: 'usuarioId',
  fazendaUsuarios: 'idUsuario',
};

/** Who may read a referenced record: its owner, or anyone who may read one of these farms. */
export type ReferenceTarget = { ownerId: string | null; ownerless: boolean; farmIds: string[] };

type ReferenceTable = 'protocolos' | 'lotes' | 'd0s' | 'touros' | 'partidas';

/**
 * Fields pointing at records of restricted reach (farm or owner). Pulls send what a batch or cow names along
 * with it, so a reference to a record its writer may not read would hand that record over.
 * Users are checked apart (authorize.ts); domain values are everyone's.
 */
export const REFERENCE_FIELDS: Partial<Record<SyncEntityKey, Readonly<Record<string, ReferenceTable>>>> = {
  lotes: { protocoloId: 'protocolos' },
  d0s: { dzeroPai: 'd0s' },
  dns: { vacaId: 'd0s' },
  iatfs: { vacaId: 'd0s', touroId: 'touros', partidaId: 'partidas' },
  touros: { touroOriginalId: 'touros', partidaOriginalId: 'partidas' },
  partidas: { partidaOriginalId: 'partidas', touroId: 'touros' },
};

/** A reference to another record of the writing record's own farm (FARM_REFERENCE_FIELDS). */
export type FarmReference = {
  table: 'lotes' | 'd0s';
  /**
   * Whether the server must hold the named record. A batch's parent and original precede it (the device pushes
   * the oldest first, and batches before cows); a batch's blocking cow comes after it, so an unknown cow passes.
   */
  held: boolean;
};

/**
 * Fields of a farm's record naming another record of that same farm. A batch of farm B naming
 * farm A's batch as its parent took the one live Ressinc of that batch; and no flow links records of two farms. A
 * value set or changed must name a record of the writing record's farm, whoever writes (administrators too); one
 * left as stored is not re-checked. (A cow's dzeroPai and her records' vacaId are REFERENCE_FIELDS.)
 */
export const FARM_REFERENCE_FIELDS: Partial<Record<SyncEntityKey, Readonly<Record<string, FarmReference>>>> =
  {
    lotes: {
      parentBatch: { table: 'lotes', held: true },
      originalBatch: { table: 'lotes', held: true },
      matrizBloqueada: { table: 'd0s', held: false },
    },
    d0s: { dzeroOriginal: { table: 'd0s', held: false } },
  };

export const referenceKey = (table: string, id: string) => `${table}:${id}`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function farm(fazendaId: string | null, lookups: ScopeLookups): Scope {
  return fazendaId && lookups.farmExists(fazendaId)
    ? { kind: 'farm', fazendaId }
    : { kind: 'missing', parent: 'fazenda' };
}

export function scopeOf(key: SyncEntityKey, record: WireRecord, lookups: ScopeLookups): Scope {
  switch (key) {
    case 'fazendas':
      return { kind: 'farm', fazendaId: String(record.id) };
    case 'fazendaUsuarios':
      return farm(text(record.idFazenda), lookups);
    case 'retiros':
      return farm(text(record.fazendaId), lookups);
    case 'protocolos':
      return { kind: 'protocol', usuarioId: text(record.usuarioId) };
    case 'lotes':
      return viaParent(lookups.retiroFarm, text(record.retiroId), 'retiro', lookups);
    case 'd0s':
    case 'dns':
    case 'iatfs':
      return viaParent(lookups.loteFarm, text(record.loteId), 'lote', lookups);
    case 'touros': {
      const fazendaId = text(record.fazendaId);
      return fazendaId ? farm(fazendaId, lookups) : { kind: 'user', usuarioId: text(record.usuarioId) };
    }
    case 'partidas': {
      const fazendaId = text(record.fazendaId);
      if (fazendaId) return farm(fazendaId, lookups);
      const touro = lookups.touroScope.get(text(record.touroId) ?? '');
      if (!touro) return { kind: 'missing', parent: 'touro' };
      return touro.fazendaId ? farm(touro.fazendaId, lookups) : { kind: 'user', usuarioId: touro.usuarioId };
    }
  }
}

function viaParent(
  map: Map<string, string | null>,
  parentId: string | null,
  parent: ParentKind,
  lookups: ScopeLookups,
): Scope {
  if (!parentId || !map.has(parentId)) return { kind: 'missing', parent };
  return farm(map.get(parentId) ?? null, lookups);
}

/** The scope a stored farm-child row was given when written (its server columns). */
export function storedScope(row: DbRow): Scope {
  const fazendaId = text(row.scopeFazendaId);
  return fazendaId ? { kind: 'farm', fazendaId } : { kind: 'user', usuarioId: text(row.scopeUsuarioId) };
}

export function sameScope(a: Scope, b: Scope): boolean {
  if (a.kind === 'farm' && b.kind === 'farm') return a.fazendaId === b.fazendaId;
  if (a.kind === 'farm' || b.kind === 'farm') return false;
  return true;
}

/** The server columns a written row carries. */
export function scopeColumns(scope: Scope): { scopeFazendaId: string | null; scopeUsuarioId: string | null } {
  if (scope.kind === 'farm') return { scopeFazendaId: scope.fazendaId, scopeUsuarioId: null };
  if (scope.kind === 'user') return { scopeFazendaId: null, scopeUsuarioId: scope.usuarioId };
  return { scopeFazendaId: null, scopeUsuarioId: null };
}

const CHUNK = 900;

/** The field naming the farm of records that point at it directly. */
const OWN_FARM_FIELD: Partial<Record<SyncEntityKey, string>> = {
  fazendas: 'id',
  fazendaUsuarios: 'idFazenda',
  retiros: 'fazendaId',
};

/** `select <columns> from <table> where <column> in (ids)`, in chunks that fit every driver's limits. */
export async function selectIn(
  db: LooseDb,
  table: string,
  column: string,
  ids: Iterable<string>,
  columns: readonly string[] | '*',
): Promise<DbRow[]> {
  const unique = [...new Set(ids)];
  const rows: DbRow[] = [];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const slice = unique.slice(start, start + CHUNK);
    const query = db.selectFrom(table).where(column, 'in', slice);
    const found = columns === '*' ? await query.selectAll().execute() : await query.select(columns).execute();
    for (const row of found) rows.push(row);
  }
  return rows;
}

/** Loads the parents the records of one push (pushed and stored versions) point to. */
export async function loadScopeLookups(
  db: LooseDb,
  key: SyncEntityKey,
  records: readonly WireRecord[],
  /** The writer: loaded with the users USER_FIELD names, for who manages whom. */
  actorId?: string,
): Promise<{ lookups: ScopeLookups; farmIds: Set<string> }> {
  const ids = (field: string) =>
    records.map((record) => record[field]).filter((value): value is string => typeof value === 'string');
  const retiroFarm = new Map<string, string | null>();
  const loteFarm = new Map<string, string | null>();
  const touroScope = new Map<string, { fazendaId: string | null; usuarioId: string | null }>();
  const farmIds = new Set<string>();
  if (key === 'lotes') {
    for (const row of await selectIn(db, 'retiros', 'id', ids('retiroId'), ['id', 'scopeFazendaId'])) {
      retiroFarm.set(String(row.id), text(row.scopeFazendaId));
    }
  }
  if (key === 'd0s' || key === 'dns' || key === 'iatfs') {
    for (const row of await selectIn(db, 'lotes', 'id', ids('loteId'), ['id', 'scopeFazendaId'])) {
      loteFarm.set(String(row.id), text(row.scopeFazendaId));
    }
  }
  if (key === 'partidas') {
    for (const row of await selectIn(db, 'touros', 'id', ids('touroId'), [
      'id',
      'scopeFazendaId',
      'scopeUsuarioId',
    ])) {
      touroScope.set(String(row.id), {
        fazendaId: text(row.scopeFazendaId),
        usuarioId: text(row.scopeUsuarioId),
      });
    }
  }
  const farmField = OWN_FARM_FIELD[key];
  for (const id of farmField ? ids(farmField) : []) farmIds.add(id);
  for (const id of ids('fazendaId')) farmIds.add(id);
  for (const id of ids('scopeFazendaId')) farmIds.add(id);
  for (const map of [retiroFarm, loteFarm]) for (const id of map.values()) if (id) farmIds.add(id);
  for (const touro of touroScope.values()) if (touro.fazendaId) farmIds.add(touro.fazendaId);
  const references = await loadReferences(db, key, records, retiroFarm);
  const users = new Map<string, ManagedUser>();
  const userField = USER_FIELD[key];
  if (userField) {
    const named = [...ids(userField), ...(actorId ? [actorId] : [])];
    for (const row of await selectIn(db, 'usuarios', 'id', named, ['id', 'createdByUserId', 'superiorId'])) {
      users.set(String(row.id), {
        createdByUserId: text(row.createdByUserId),
        superiorId: text(row.superiorId),
      });
    }
  }
  for (const target of references.values()) for (const id of target.farmIds) farmIds.add(id);
  const existing = new Set(
    (await selectIn(db, 'fazendas', 'id', farmIds, ['id'])).map((row) => String(row.id)),
  );
  return {
    lookups: { retiroFarm, loteFarm, touroScope, farmExists: (id) => existing.has(id), references, users },
    farmIds: existing,
  };
}

async function loadReferences(
  db: LooseDb,
  key: SyncEntityKey,
  records: readonly WireRecord[],
  retiroFarm: Map<string, string | null>,
): Promise<Map<string, ReferenceTarget>> {
  const references = new Map<string, ReferenceTarget>();
  const wanted = new Map<ReferenceTable, Set<string>>();
  const fields: [string, ReferenceTable][] = [
    ...Object.entries(REFERENCE_FIELDS[key] ?? {}),
    ...Object.entries(FARM_REFERENCE_FIELDS[key] ?? {}).map(
      ([field, reference]): [string, ReferenceTable] => [field, reference.table],
    ),
  ];
  for (const [field, table] of fields) {
    const ids = wanted.get(table) ?? new Set<string>();
    for (const record of records) {
      const value = record[field];
      if (typeof value === 'string') ids.add(value);
    }
    wanted.set(table, ids);
  }
  for (const [table, ids] of wanted) {
    if (ids.size === 0) continue;
    if (table === 'protocolos') {
      const owners = await selectIn(db, 'protocolos', 'id', ids, ['id', 'usuarioId']);
      // A protocol is also readable through the farms whose live batches use it (the pull's rule).
      const private_ = owners.filter((row) => row.usuarioId !== null).map((row) => String(row.id));
      const uses = await selectIn(db, 'lotes', 'protocoloId', private_, [
        'protocoloId',
        'scopeFazendaId',
        'isDeleted',
      ]);
      for (const row of owners) {
        const farms = uses
          .filter((use) => use.protocoloId === row.id && use.isDeleted !== true && use.isDeleted !== 1)
          .map((use) => text(use.scopeFazendaId))
          .filter((id): id is string => id !== null);
        references.set(referenceKey(table, String(row.id)), {
          ownerId: text(row.usuarioId),
          ownerless: row.usuarioId === null,
          farmIds: [...new Set(farms)],
        });
      }
      continue;
    }
    const farmOnly = table === 'd0s' || table === 'lotes';
    const columns = farmOnly ? ['id', 'scopeFazendaId'] : ['id', 'scopeFazendaId', 'scopeUsuarioId'];
    for (const row of await selectIn(db, table, 'id', ids, columns)) {
      const fazendaId = text(row.scopeFazendaId);
      references.set(referenceKey(table, String(row.id)), {
        ownerId: fazendaId ? null : text(row.scopeUsuarioId),
        ownerless: false,
        farmIds: fazendaId ? [fazendaId] : [],
      });
    }
  }
  // A batch named by another of this call and not stored yet: its farm is its retiro's (the server's own). If
  // it is then refused, the batch naming it names a batch of its own farm that is not there, which blocks
  // nothing: one-live keys are per farm.
  const batches = wanted.get('lotes');
  if (key === 'lotes' && batches) {
    for (const record of records) {
      const id = record.id;
      if (typeof id !== 'string' || !batches.has(id) || references.has(referenceKey('lotes', id))) continue;
      const fazendaId = retiroFarm.get(text(record.retiroId) ?? '');
      if (fazendaId)
        references.set(referenceKey('lotes', id), { ownerId: null, ownerless: false, farmIds: [fazendaId] });
    }
  }
  return references;
}
