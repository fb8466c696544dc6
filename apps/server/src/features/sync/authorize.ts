import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import { PROTOCOL_DELETE_NOT_ALLOWED } from '@gestar/domain/messages/protocols';
import {
  CATALOG_FORBIDDEN,
  FARM_FORBIDDEN,
  FARM_OWNER_ONLY,
  PROTOCOL_FORBIDDEN,
  READ_ONLY_PROFILE,
  referenceForbidden,
  referenceNotInFarm,
  USER_NOT_MANAGED,
} from '@gestar/domain/messages/server';
import { type Actor, isAdmin, isWriter } from '@gestar/domain/permissions/actor';
import { can, type FarmAction } from '@gestar/domain/permissions/can';
import type { FarmContext } from '@gestar/domain/permissions/farm-access';
import { mayNameUser } from '@gestar/domain/permissions/nameable-user';
import type { DbRow, LooseDb, WireRecord } from '../../db/rows.ts';
import {
  FARM_REFERENCE_FIELDS,
  type ManagedUser,
  REFERENCE_FIELDS,
  type ReferenceTarget,
  referenceKey,
  type Scope,
  selectIn,
  USER_FIELD,
} from './scope.ts';

/** What the push needs to know of each farm it touches, as seen by the acting user. */
export type FarmContexts = Map<string, FarmContext>;

export async function loadFarmContexts(
  db: LooseDb,
  actor: Actor,
  farmIds: Iterable<string>,
): Promise<FarmContexts> {
  const contexts: FarmContexts = new Map();
  const ids = [...new Set(farmIds)];
  if (ids.length === 0) return contexts;
  const linked = new Set(
    (await selectIn(db, 'fazenda_usuarios', 'idFazenda', ids, ['idFazenda', 'idUsuario', 'isDeleted']))
      .filter((row) => row.idUsuario === actor.id && !truthy(row.isDeleted))
      .map((row) => String(row.idFazenda)),
  );
  for (const row of await selectIn(db, 'fazendas', 'id', ids, ['id', 'usuarioId', 'isDeleted'])) {
    contexts.set(String(row.id), farmContextOf(row, linked.has(String(row.id)), actor));
  }
  return contexts;
}

export function farmContextOf(row: DbRow | WireRecord, actorLinked: boolean, actor: Actor): FarmContext {
  return {
    ownerId: typeof row.usuarioId === 'string' ? row.usuarioId : null,
    // Only the acting user's own link matters to the decisions made for them.
    linkedUserIds: actorLinked ? [actor.id] : [],
    isDeleted: truthy(row.isDeleted),
  };
}

function truthy(value: unknown): boolean {
  return value === true || value === 1;
}

/** The spec §6 action a write of each farm child is. */
const FARM_CHILD_ACTION: Partial<Record<SyncEntityKey, FarmAction>> = {
  retiros: 'corral.write',
  lotes: 'batch.write',
  d0s: 'cow.write',
  dns: 'management.write',
  iatfs: 'management.write',
};

/**
 * May `actor` write this record, through the domain's `can`? `before` is the stored copy and its scope
 * (undefined for a new record), `after` the record as it will be stored. Both sides must be allowed, so a
 * record can neither be taken from nor given to a farm or owner the user may not write. Returns null when
 * allowed, else the pt-BR reason for `rejeitados`.
 */
export function authorizeWrite(args: {
  actor: Actor;
  key: SyncEntityKey;
  before: { scope: Scope; record: WireRecord } | undefined;
  after: { scope: Scope; record: WireRecord };
  farms: FarmContexts;
  /** For a protocol being deleted: whether a live batch uses it. */
  protocolInUse?: boolean;
  /** The records REFERENCE_FIELDS and FARM_REFERENCE_FIELDS point at (loadScopeLookups). */
  references?: Map<string, ReferenceTarget>;
  /** The users USER_FIELD names (loadScopeLookups). */
  users?: Map<string, ManagedUser>;
}): string | null {
  const { actor, key, before, after, farms } = args;
  if (!isWriter(actor)) return READ_ONLY_PROFILE();
  return (
    authorizeRecord(args) ??
    authorizeUserField(actor, key, before?.record, after.record, args.users) ??
    authorizeReferences(actor, key, before?.record, after.record, farms, args.references) ??
    authorizeFarmReferences(key, before?.record, after, args.references)
  );
}

/**
 * Every reference to another record of the farm (FARM_REFERENCE_FIELDS) that a write sets or changes must name a
 * record of the writing record's own farm, whoever writes: a batch of farm B naming farm A's batch as its parent
 * took that batch's one live Ressinc. One left as stored is not re-checked. An id the server
 * does not hold is refused where the named record always precedes (a batch's parent and original), and passes
 * where it may still be on its way (a batch's blocking cow). The answer is the same for another farm's record and
 * an unknown id, so it tells nothing of other farms.
 */
function authorizeFarmReferences(
  key: SyncEntityKey,
  before: WireRecord | undefined,
  after: { scope: Scope; record: WireRecord },
  references: Map<string, ReferenceTarget> | undefined,
): string | null {
  for (const [field, reference] of Object.entries(FARM_REFERENCE_FIELDS[key] ?? {})) {
    const value = after.record[field];
    if (typeof value !== 'string' || value === before?.[field]) continue;
    const target = references?.get(referenceKey(reference.table, value));
    if (!target && !reference.held) continue;
    const sameFarm = after.scope.kind === 'farm' && target?.farmIds.includes(after.scope.fazendaId) === true;
    if (!sameFarm) return referenceNotInFarm(field);
  }
  return null;
}

/**
 * A farm's owner and a farm link's user decide who pulls the farm, and the pull sends those users along: a
 * writer naming any user id would learn that user's e-mail and CPF and plant the farm on their device. So a
 * newly set owner or link target must be the writer, a user they brought in (created or supervise) or the user
 * who brought them in; administrators may name anyone. A value left as stored is not re-checked.
 */
function authorizeUserField(
  actor: Actor,
  key: SyncEntityKey,
  before: WireRecord | undefined,
  after: WireRecord,
  users: Map<string, ManagedUser> | undefined,
): string | null {
  const field = USER_FIELD[key];
  if (!field || isAdmin(actor)) return null;
  const value = after[field];
  if (typeof value !== 'string' || value === actor.id || value === before?.[field]) return null;
  if (mayNameUser(actor, value, (id) => users?.get(id))) return null;
  return USER_NOT_MANAGED();
}

/**
 * Every reference a write sets or changes must name a record the writer may read; one it leaves as stored is
 * not re-checked (an inseminator editing a batch keeps its veterinarian's protocol). An id the server does not
 * hold passes: nothing is there to leak, and the referenced record may still be on its way from the device.
 */
function authorizeReferences(
  actor: Actor,
  key: SyncEntityKey,
  before: WireRecord | undefined,
  after: WireRecord,
  farms: FarmContexts,
  references: Map<string, ReferenceTarget> | undefined,
): string | null {
  // Administrators read every farm and catalogue.
  if (isAdmin(actor)) return null;
  for (const [field, table] of Object.entries(REFERENCE_FIELDS[key] ?? {})) {
    const value = after[field];
    if (typeof value !== 'string' || value === before?.[field]) continue;
    const target = references?.get(referenceKey(table, value));
    if (!target || target.ownerless || target.ownerId === actor.id) continue;
    const readable = target.farmIds.some((id) => {
      const farm = farms.get(id);
      return farm !== undefined && can(actor, 'farm.read', farm);
    });
    if (!readable) return referenceForbidden(field);
  }
  return null;
}

function authorizeRecord(args: Parameters<typeof authorizeWrite>[0]): string | null {
  const { actor, key, before, after, farms } = args;
  if (key === 'fazendas') return authorizeFarm(actor, before?.record, after.record, farms);
  if (key === 'protocolos') {
    const deleting = after.record.isDeleted === true && before?.record.isDeleted !== true;
    for (const side of before ? [before.scope, after.scope] : [after.scope]) {
      const usuarioId = side.kind === 'protocol' ? side.usuarioId : null;
      if (!can(actor, 'protocol.write', { usuarioId, isBeingUsed: false })) return PROTOCOL_FORBIDDEN();
    }
    return deleting && args.protocolInUse ? PROTOCOL_DELETE_NOT_ALLOWED() : null;
  }
  for (const side of before ? [before.scope, after.scope] : [after.scope]) {
    const reason = authorizeScope(actor, key, side, farms);
    if (reason) return reason;
  }
  return null;
}

function authorizeFarm(
  actor: Actor,
  before: WireRecord | undefined,
  after: WireRecord,
  farms: FarmContexts,
): string | null {
  if (!before) return can(actor, 'farm.create') ? null : READ_ONLY_PROFILE();
  const context = farms.get(String(before.id));
  if (!context || !can(actor, 'farm.write', context)) return FARM_FORBIDDEN();
  const deleting = after.isDeleted === true && before.isDeleted !== true;
  if (deleting && !can(actor, 'farm.delete', context)) return FARM_OWNER_ONLY();
  const newOwner = before.usuarioId !== after.usuarioId;
  if (newOwner && !can(actor, 'farm.manageUsers', context)) return FARM_OWNER_ONLY();
  return null;
}

function authorizeScope(actor: Actor, key: SyncEntityKey, scope: Scope, farms: FarmContexts): string | null {
  if (scope.kind === 'missing' || scope.kind === 'protocol') return FARM_FORBIDDEN();
  const farm = scope.kind === 'farm' ? farms.get(scope.fazendaId) : undefined;
  if (scope.kind === 'farm' && !farm) return FARM_FORBIDDEN();
  if (key === 'touros' || key === 'partidas') {
    const item = { farm: farm ?? null, ownerId: scope.kind === 'user' ? scope.usuarioId : null };
    if (can(actor, key === 'touros' ? 'bull.write' : 'partida.write', item)) return null;
    return farm ? FARM_FORBIDDEN() : CATALOG_FORBIDDEN();
  }
  if (!farm) return FARM_FORBIDDEN();
  if (key === 'fazendaUsuarios') {
    if (can(actor, 'farm.manageUsers', farm)) return null;
    return can(actor, 'farm.write', farm) ? FARM_OWNER_ONLY() : FARM_FORBIDDEN();
  }
  const action = FARM_CHILD_ACTION[key];
  return action && can(actor, action, farm) ? null : FARM_FORBIDDEN();
}
