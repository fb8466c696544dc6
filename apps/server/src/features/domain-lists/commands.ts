import { DOMAIN_VALUE_FIELDS, PROTOCOL_STEP_VALUE_FIELDS } from '@gestar/domain/lists/domain-value-fields';
import { DOMAIN_TYPE_SEED, DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import {
  DOMAIN_TYPE_HAS_VALUES,
  DOMAIN_VALUE_HAS_CHILDREN,
  domainValueInUse,
  SEEDED_DOMAIN_NOT_DELETABLE,
} from '@gestar/domain/messages/admin';
import { DOMAIN_TYPE_NOT_FOUND, PARENT_DOMAIN_VALUE_NOT_FOUND } from '@gestar/domain/messages/server';
import type { Actor } from '@gestar/domain/permissions/actor';
import type { Db } from '../../db/database.ts';
import { diffFields, upsertRows, writeHistory } from '../../db/record-writes.ts';
import { allocateRevs, lockRevisions } from '../../db/revision.ts';
import { loose, rowMapper, type WireRecord } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import type { DomainTable } from './queries.ts';

const ENTITY = { tipo_dominios: 'tipoDominios', valor_dominios: 'valorDominios' } as const;

const FIELDS = {
  tipo_dominios: ['id', 'created', 'updated', 'isDeleted', 'priority', 'nome', 'descricao'],
  valor_dominios: [
    'id',
    'created',
    'updated',
    'isDeleted',
    'priority',
    'valor',
    'descricao',
    'tipoDominioId',
    'valorDominioPaiId',
  ],
} as const satisfies Record<DomainTable, readonly string[]>;

export type SaveMode = 'create' | 'update' | 'delete';

/**
 * Creates, updates or soft-deletes a domain type or value in one transaction with a fresh revision, so the
 * change reaches every device's next pull; the overwritten values go to record_history like a sync push.
 * Answers the stored record, and whether it was created. `notFound` is the 404 title for update/delete.
 */
export async function saveDomainRecord(
  db: Db,
  actor: Actor,
  table: DomainTable,
  body: WireRecord,
  mode: SaveMode,
  notFound: string,
): Promise<{ record: WireRecord; created: boolean }> {
  const mapper = rowMapper(db.dialect);
  return db.kysely.transaction().execute(async (trx) => {
    await lockRevisions(trx, db.dialect);
    const tx = loose(trx);
    const id = String(body.id);
    const row = await tx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    const existing = row ? mapper.fromDb(table, row) : undefined;
    if (!existing && mode !== 'create') throw new HttpError(404, notFound);
    if (mode === 'delete') await checkDeletable(tx, table, id);
    if (table === 'valor_dominios' && mode !== 'delete') await checkReferences(tx, body);
    const now = new Date().toISOString();
    const incoming: WireRecord =
      mode === 'delete'
        ? { ...existing, isDeleted: true, updated: now }
        : {
            ...body,
            created: existing?.created ?? now,
            updated: now,
            isDeleted: false,
            priority: false,
          };
    // A save that changes nothing but the `updated` stamp is a retry: no new revision.
    const meaningful = FIELDS[table].filter((field) => field !== 'updated');
    if (existing && diffFields(existing, incoming, meaningful).length === 0)
      return { record: existing, created: false };
    const changes = existing ? diffFields(existing, incoming, FIELDS[table]) : [];
    const rev = await allocateRevs(trx, 1);
    const base = existing ?? Object.fromEntries(FIELDS[table].map((field) => [field, null]));
    const record: WireRecord = { ...base, ...pick(incoming, FIELDS[table]), rev, lastModifiedBy: actor.id };
    await upsertRows(tx, table, FIELDS[table], [mapper.toDb(table, record)]);
    await writeHistory(
      tx,
      changes.map((change) => ({ entity: ENTITY[table], recordId: id, rev, change })),
      actor.id,
      now,
    );
    return { record, created: !existing };
  });
}

// The seeded lists are what the rules and the records name (domain-ids.ts): deleting one would leave records
// pointing at nothing on every device. A type goes only once its values are gone.
const SEEDED = new Set([...DOMAIN_TYPE_SEED.map((row) => row.id), ...DOMAIN_VALUE_SEED.map((row) => row.id)]);

async function checkDeletable(tx: ReturnType<typeof loose>, table: DomainTable, id: string): Promise<void> {
  if (SEEDED.has(id)) throw new HttpError(409, SEEDED_DOMAIN_NOT_DELETABLE());
  if (table === 'valor_dominios') return checkValueUnused(tx, id);
  const value = await tx
    .selectFrom('valor_dominios')
    .select('id')
    .where('tipoDominioId', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (value) throw new HttpError(409, DOMAIN_TYPE_HAS_VALUES());
}

/** Live records that name the value, by entity, so the 409 says where it is used. */
async function checkValueUnused(tx: ReturnType<typeof loose>, id: string): Promise<void> {
  const child = await tx
    .selectFrom('valor_dominios')
    .select('id')
    .where('valorDominioPaiId', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (child) throw new HttpError(409, DOMAIN_VALUE_HAS_CHILDREN());
  const usedBy: string[] = [];
  for (const [entity, fields] of Object.entries(DOMAIN_VALUE_FIELDS)) {
    const row = await tx
      .selectFrom(entity)
      .select('id')
      .where('isDeleted', '=', 0)
      .where((eb) => eb.or(fields.map((field) => eb(field, '=', id))))
      .executeTakeFirst();
    if (row) usedBy.push(entity);
  }
  // Steps live in a JSON column whose SQL differs by dialect; protocols are few, so they are read whole.
  const protocols = await tx
    .selectFrom('protocolos')
    .select('managementProtocols')
    .where('isDeleted', '=', 0)
    .execute();
  if (protocols.some((row) => stepsOf(row.managementProtocols).some((step) => namesValue(step, id))))
    usedBy.push('protocolos');
  if (usedBy.length > 0) throw new HttpError(409, domainValueInUse(...usedBy));
}

function stepsOf(stored: unknown): Record<string, unknown>[] {
  const parsed: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
}

function namesValue(step: Record<string, unknown>, id: string): boolean {
  return PROTOCOL_STEP_VALUE_FIELDS.some((field) => step[field] === id);
}

async function checkReferences(tx: ReturnType<typeof loose>, body: WireRecord): Promise<void> {
  const type = await tx
    .selectFrom('tipo_dominios')
    .select('id')
    .where('id', '=', String(body.tipoDominioId))
    .executeTakeFirst();
  if (!type) throw new HttpError(400, DOMAIN_TYPE_NOT_FOUND());
  if (typeof body.valorDominioPaiId === 'string') {
    const parent = await tx
      .selectFrom('valor_dominios')
      .select('id')
      .where('id', '=', body.valorDominioPaiId)
      .executeTakeFirst();
    if (!parent) throw new HttpError(400, PARENT_DOMAIN_VALUE_NOT_FOUND());
  }
}

function pick(record: WireRecord, fields: readonly string[]): WireRecord {
  return Object.fromEntries(fields.map((field) => [field, record[field] ?? null]));
}
