import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import type { ParentKind } from '@gestar/domain/messages/server';
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
};

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
    rows.push(...found);
  }
  return rows;
}

/** Loads the parents the records of one push (pushed and stored versions) point to. */
export async function loadScopeLookups(
  db: LooseDb,
  key: SyncEntityKey,
  records: readonly WireRecord[],
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
  const existing = new Set(
    (await selectIn(db, 'fazendas', 'id', farmIds, ['id'])).map((row) => String(row.id)),
  );
  return {
    lookups: { retiroFarm, loteFarm, touroScope, farmExists: (id) => existing.has(id) },
    farmIds: existing,
  };
}
