// The import into a batch (or several at once, for a farm's own workbook): each batch and everything its plan
// reads, loaded from the server's rows; the preview; and the apply — the same plan computed again inside one
// transaction under the revision lock (by the worker that read the file, so the event loop stays free
// meanwhile) and written through the sync push's own merge,
// authorisation and history, so the whole file is applied or nothing is, and every device receives it with its
// next pull.
import { ENTITY_FIELDS, parseSyncRecord, type SyncEntityKey } from '@gestar/domain/entities/sync';
import type { ImportPreview } from '@gestar/domain/imports/import-api';
import type { ImportContext, ImportPlan } from '@gestar/domain/imports/import-plan';
import type { ImportReceipt } from '@gestar/domain/imports/import-receipt';
import { BATCH_RESERVED_BY_OTHER } from '@gestar/domain/messages/batches';
import {
  IMPORT_BATCH_CHANGED,
  IMPORT_BATCH_NOT_FOUND,
  IMPORT_UPLOAD_FAILED,
} from '@gestar/domain/messages/exports';
import { READ_ONLY_PROFILE } from '@gestar/domain/messages/server';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import { isReservedByAnother } from '@gestar/domain/rules/batch-progress';
import type { ProtocolDays } from '@gestar/domain/rules/iatf-dates';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockRevisions } from '../../db/revision.ts';
import { isLiveRow, loose, rowMapper, type WireRecord } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { applyValidRecords, type ValidPush } from '../sync/apply-records.ts';
import { loadFarmContexts } from '../sync/authorize.ts';
import { selectIn } from '../sync/scope.ts';
import { importReceipt, type Ledger, noteWritten, openLedger } from './import-receipt.ts';
import type { PlanInput, Planner } from './plan-rows.ts';

const live = isLiveRow;

export type Loaded = {
  farmId: string;
  /** A batch the import creates: written whole with its plan, not patched. */
  isNew?: boolean;
  context: Omit<PlanInput, 'now'>;
  batch: WireRecord;
  cows: WireRecord[];
  /** The state the preview was computed on: any write to the batch, its cows or IATFs changes it. */
  versao: string;
};

export type Executor = Db['kysely'] | Transaction<Database>;

/**
 * Whether `actor` may import into batch `loteId` (asked before the file is read, so a file costs nothing to
 * whoever may not import it, and again where the batch is loaded): 404 for a batch that does not exist or that
 * the caller may not read, 403 for a read-only profile, 409 for a batch reserved by someone else.
 */
async function authorizeBatch(executor: Executor, db: Db, actor: Actor, loteId: string) {
  const tx = loose(executor);
  const missing = () => new HttpError(404, IMPORT_BATCH_NOT_FOUND());
  const batchRow = (await selectIn(tx, 'lotes', 'id', [loteId], '*')).find(live);
  if (!batchRow) throw missing();
  const corral = (
    await selectIn(tx, 'retiros', 'id', [String(batchRow.retiroId)], ['fazendaId', 'isDeleted'])
  ).find(live);
  const farmId = corral ? String(corral.fazendaId) : '';
  const farm = (await loadFarmContexts(tx, actor, [farmId])).get(farmId);
  // A batch the caller may not read answers like one that does not exist: ids reveal nothing.
  if (!farm || farm.isDeleted || !can(actor, 'farm.read', farm)) throw missing();
  if (!can(actor, 'farm.import', farm)) throw new HttpError(403, READ_ONLY_PROFILE());
  const batch = rowMapper(db.dialect).fromDb('lotes', batchRow);
  if (isReservedByAnother({ reservedBy: (batch.reservedBy as string | null) ?? null }, actor.id))
    throw new HttpError(409, BATCH_RESERVED_BY_OTHER());
  return { batchRow, batch, farmId, farm };
}

/**
 * The same checks as the import itself, before its file is read: they cost a few queries, a read seconds.
 * Answers the batch's farm.
 */
export async function authorizeImport(db: Db, actor: Actor, loteId: string): Promise<string> {
  return (await authorizeBatch(db.kysely, db, actor, loteId)).farmId;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The lists a farm's import resolves texts against: every domain value, the farm's semen lots and people. */
export async function loadFarmSources(executor: Executor, farmId: string, ownerId: string | null) {
  const tx = loose(executor);
  const values = await tx
    .selectFrom('valor_dominios')
    .select(['id', 'valor', 'tipoDominioId', 'isDeleted'])
    .execute();
  const partidas = (
    await selectIn(tx, 'partidas', 'fazendaId', [farmId], ['id', 'codigo', 'touroId', 'isDeleted'])
  ).filter(live);
  const links = (
    await selectIn(tx, 'fazenda_usuarios', 'idFazenda', [farmId], ['idUsuario', 'isDeleted'])
  ).filter(live);
  // The owner is a person of the farm too; loadFarmContexts has already read it.
  const peopleIds = [...links.map((link) => String(link.idUsuario)), ...(ownerId ? [ownerId] : [])];
  const people = (
    await selectIn(tx, 'usuarios', 'id', peopleIds, ['id', 'nomeCompleto', 'isDeleted'])
  ).filter(live);
  return {
    values: values.map((value) => ({
      id: String(value.id),
      valor: String(value.valor),
      tipoDominioId: String(value.tipoDominioId),
      isDeleted: value.isDeleted === true || value.isDeleted === 1,
    })),
    partidas: partidas.map((row) => ({
      id: String(row.id),
      codigo: text(row.codigo),
      touroId: text(row.touroId),
    })),
    people: people.map((row) => ({ id: String(row.id), nomeCompleto: text(row.nomeCompleto) })),
  };
}

/** The batch and everything its plan reads, after the same checks as authorizeImport. */
export async function loadBatch(executor: Executor, db: Db, actor: Actor, loteId: string) {
  const { batchRow, batch, farmId, farm } = await authorizeBatch(executor, db, actor, loteId);
  return loadedOf(executor, db, { farmId, ownerId: farm.ownerId, batch, rev: Number(batchRow.rev ?? 0) });
}

/**
 * What a plan reads of a batch record of `farmId`: its protocol, its cows and IATFs as stored, and the farm's
 * lists. A batch the import creates (`rev` 0, not stored yet) has no cows or IATFs.
 */
export async function loadedOf(
  executor: Executor,
  db: Db,
  { farmId, ownerId, batch, rev }: { farmId: string; ownerId: string | null; batch: WireRecord; rev: number },
): Promise<Loaded> {
  const tx = loose(executor);
  const mapper = rowMapper(db.dialect);
  const loteId = String(batch.id);
  const [protocolRow] = batch.protocoloId
    ? await selectIn(tx, 'protocolos', 'id', [String(batch.protocoloId)], '*')
    : [];
  const cowRows = await selectIn(tx, 'd0s', 'loteId', [loteId], '*');
  const iatfRows = await selectIn(
    tx,
    'iatfs',
    'loteId',
    [loteId],
    ['vacaId', 'observacao', 'isDeleted', 'rev'],
  );
  const { values, partidas, people } = await loadFarmSources(executor, farmId, ownerId);

  const cows = cowRows
    .map((row) => mapper.fromDb('d0s', row))
    .sort(
      (a, b) =>
        String(a.created).localeCompare(String(b.created)) || String(a.id).localeCompare(String(b.id)),
    );
  const revs = [rev, ...[...cowRows, ...iatfRows].map((row) => Number(row.rev ?? 0))];
  const protocol = protocolRow ? (mapper.fromDb('protocolos', protocolRow) as unknown as ProtocolDays) : null;
  return {
    farmId,
    batch,
    cows,
    versao: `${revs.reduce((max, each) => Math.max(max, each), 0)}:${cowRows.length}:${iatfRows.length}`,
    context: {
      batch: batch as unknown as ImportContext['batch'],
      protocol: { managementProtocols: protocol?.managementProtocols ?? [] },
      values,
      partidas,
      people,
      cows: cows.filter(live) as unknown as ImportContext['cows'],
      iatfs: iatfRows
        .filter(live)
        .map((row) => ({ vacaId: String(row.vacaId), observacao: text(row.observacao) })),
    },
  };
}

/** The plan of the file (in its worker), or its problems as a 400. */
async function plan(loaded: Loaded, planner: Planner) {
  const result = await planner({ ...loaded.context, now: new Date() });
  if ('problem' in result) throw new HttpError(400, result.problem);
  if ('errors' in result) throw new HttpError(400, IMPORT_UPLOAD_FAILED(), result.errors);
  return result.plan;
}

/** POST Importacao/Previa: what the file would write; nothing is. */
export async function previewImport(
  db: Db,
  actor: Actor,
  loteId: string,
  planner: Planner,
): Promise<ImportPreview> {
  const loaded = await loadBatch(db.kysely, db, actor, loteId);
  return { versao: loaded.versao, ...(await plan(loaded, planner)).preview };
}

/** A planned record as a push item: a new record whole; a change as the stored record with the patch over it. */
export function pushItem(key: SyncEntityKey, record: WireRecord, stored?: WireRecord): ValidPush {
  const fields = ENTITY_FIELDS[key];
  const json: WireRecord = {};
  for (const field of fields) {
    const value = field in record ? record[field] : stored?.[field];
    if (value !== undefined) json[field] = value;
  }
  if (stored) {
    json._baseRev = Number(stored.rev ?? 0);
    json._changed = Object.keys(record).filter((field) => field !== 'id');
  }
  const parsed = parseSyncRecord(key, json);
  // The plan builds records from the domain's own save plans: a record they refuse is a bug, not bad input.
  if (!parsed.success) throw new Error(`import built an invalid ${key} record: ${parsed.motivo}`);
  return { ...parsed, verbo: stored ? 'PUT' : 'POST' } as ValidPush;
}

/**
 * The batches to write and the state each preview was computed on; a batch the import creates comes with its
 * own loader (which refuses an id already taken), and has no earlier state to compare.
 */
export type ApplyTarget =
  | { loteId: string; versao: string }
  | { loteId: string; load: (trx: Transaction<Database>) => Promise<Loaded> };

/**
 * Several batches' imports in one transaction under the revision lock: each batch loaded as it is now and
 * refused (409) when changed since its preview, so the user never applies something other than what they saw;
 * `planAll` plans them all (in the worker that read the file); every record goes through the sync push's merge,
 * authorisation and history; `beforeCommit` writes what else belongs with them. One refusal undoes everything.
 */
export async function applyImports(
  db: Db,
  actor: Actor,
  targets: readonly ApplyTarget[],
  planAll: (loaded: Loaded[], trx: Transaction<Database>) => Promise<ImportPlan[]>,
  beforeCommit: (trx: Transaction<Database>, loaded: Loaded[]) => Promise<void> = async () => undefined,
): Promise<{ previews: ImportPreview[]; comprovante: ImportReceipt }> {
  let ledger: Ledger = new Map();
  let farmId = '';
  const previews = await db.kysely.transaction().execute(async (trx) => {
    ledger = openLedger(trx);
    await lockRevisions(trx, db.dialect);
    const loaded: Loaded[] = [];
    for (const target of targets) {
      if ('load' in target) {
        loaded.push(await target.load(trx));
        continue;
      }
      const batch = await loadBatch(trx, db, actor, target.loteId);
      if (batch.versao !== target.versao) throw new HttpError(409, IMPORT_BATCH_CHANGED());
      loaded.push(batch);
    }
    const plans = await planAll(loaded, trx);
    const previews: ImportPreview[] = [];
    for (const [index, batch] of loaded.entries()) {
      const result = plans[index];
      if (!result) throw new Error('import planned fewer batches than it loaded');
      await writePlan(trx, db, actor, batch, result);
      previews.push({ versao: batch.versao, ...result.preview });
    }
    await beforeCommit(trx, loaded);
    farmId = loaded[0]?.farmId ?? '';
    return previews;
  });
  // Read back after the commit: the receipt holds what the database holds.
  return { previews, comprovante: await importReceipt(db, actor, farmId, ledger) };
}

async function writePlan(
  trx: Transaction<Database>,
  db: Db,
  actor: Actor,
  loaded: Loaded,
  result: ImportPlan,
): Promise<void> {
  const loteId = String(loaded.batch.id);
  const storedCows = new Map(loaded.cows.map((cow) => [String(cow.id), cow]));
  const writes: [SyncEntityKey, ValidPush[]][] = [
    [
      'lotes',
      loaded.isNew
        ? [pushItem('lotes', { ...loaded.batch, ...result.batchPatch })]
        : result.batchPatch
          ? [pushItem('lotes', { id: loteId, ...result.batchPatch }, loaded.batch)]
          : [],
    ],
    [
      'd0s',
      [
        ...result.newCows.map((cow) => pushItem('d0s', cow)),
        ...result.cowPatches.map(({ id, patch }) => pushItem('d0s', { id, ...patch }, storedCows.get(id))),
      ],
    ],
    ['iatfs', result.newIatfs.map((iatf) => pushItem('iatfs', iatf))],
  ];
  await writeRecords(trx, db, actor, writes);
}

/**
 * Records through the sync push's merge, authorisation and history, parents first (batches, then their cows,
 * then their IATFs) as a device pushes them; one refused record undoes the whole file.
 */
export async function writeRecords(
  trx: Transaction<Database>,
  db: Db,
  actor: Actor,
  writes: readonly [SyncEntityKey, ValidPush[]][],
): Promise<void> {
  for (const [key, items] of writes) {
    if (items.length === 0) continue;
    const outcome = await applyValidRecords(trx, db.dialect, actor, key, items);
    noteWritten(
      trx,
      key,
      items.map((item) => item.id),
    );
    // All or nothing: one refused record undoes the whole file.
    if (outcome.rejeitados.length > 0)
      throw new HttpError(
        409,
        IMPORT_UPLOAD_FAILED(),
        outcome.rejeitados.map((item) => item.motivo),
      );
  }
}

/** POST Importacao/Aplicar: the model file's plan again on its batch as it is now, written in one transaction. */
export async function applyImport(
  db: Db,
  actor: Actor,
  loteId: string,
  versao: string,
  planner: Planner,
): Promise<ImportPreview> {
  const { previews, comprovante } = await applyImports(db, actor, [{ loteId, versao }], async ([loaded]) => {
    if (!loaded) throw new Error('no batch loaded');
    return [await plan(loaded, planner)];
  });
  const [preview] = previews;
  if (!preview) throw new Error('no batch applied');
  return { ...preview, comprovante };
}
