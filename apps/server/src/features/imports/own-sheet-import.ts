// A farm's own workbook on the server: the farm and its batches authorised before the file is read, the lists
// its texts map to, the saved mapping (checked by its schema on the way in and out), and the read, preview and
// apply of the chosen sheets through the model import's own batch loading, plan and write (import-batch.ts).

import type { ImportPreview } from '@gestar/domain/imports/import-api';
import { IMPORT_ERRORS_SHOWN, type ImportPlan, moreProblems } from '@gestar/domain/imports/import-plan';
import type {
  OwnSheetApplyRequest,
  OwnSheetPreview,
  OwnSheetPreviewRequest,
  OwnSheetReadAnswer,
} from '@gestar/domain/imports/own-sheet-api';
import { type OwnSheetListOptions, sheetMappingOf } from '@gestar/domain/imports/own-sheets/apply-mapping';
import type { OwnSheetCreations } from '@gestar/domain/imports/own-sheets/creations';
import { ownSheetListOptions } from '@gestar/domain/imports/own-sheets/list-options';
import {
  type OwnSheetMapping,
  ownSheetMappingSchema,
} from '@gestar/domain/imports/own-sheets/mapping-schema';
import type { OwnSheetListField } from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import type { ChainLevel, RoundWrites } from '@gestar/domain/imports/resync-rounds';
import {
  IMPORT_BATCH_CHANGED,
  IMPORT_BATCH_NOT_FOUND,
  IMPORT_UPLOAD_FAILED,
} from '@gestar/domain/messages/exports';
import { OWN_SHEET_FARM_NOT_FOUND } from '@gestar/domain/messages/own-sheets';
import { READ_ONLY_PROFILE } from '@gestar/domain/messages/server';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { loose } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { loadFarmContexts } from '../sync/authorize.ts';
import { selectIn } from '../sync/scope.ts';
import {
  type ApplyTarget,
  applyImports,
  authorizeImport,
  type Executor,
  type Loaded,
  loadBatch,
  loadFarmSources,
  pushItem,
  writeRecords,
} from './import-batch.ts';
import type { OwnSheetAnswer, OwnSheetDestination, OwnSheetJob } from './own-sheet-jobs.ts';
import { isNewDestination, newBatchLoaded, writeCreations } from './own-sheet-new-records.ts';

/** The worker holding the workbook's sheets: one job asked of it. */
export type OwnWorkbook = { ask: (job: OwnSheetJob) => Promise<OwnSheetAnswer | { problem: string }> };

/**
 * 404 for a farm that does not exist or that the caller may not read (ids reveal nothing), 403 for a read-only
 * profile; then each batch must be one the caller may import into and belong to that farm. Answers the owner.
 */
export async function authorizeOwnSheets(
  db: Db,
  actor: Actor,
  fazendaId: string,
  loteIds: readonly string[] = [],
): Promise<string | null> {
  const farm = (await loadFarmContexts(loose(db.kysely), actor, [fazendaId])).get(fazendaId);
  if (!farm || farm.isDeleted || !can(actor, 'farm.read', farm))
    throw new HttpError(404, OWN_SHEET_FARM_NOT_FOUND());
  if (!can(actor, 'farm.import', farm)) throw new HttpError(403, READ_ONLY_PROFILE());
  for (const loteId of loteIds)
    if ((await authorizeImport(db, actor, loteId)) !== fazendaId)
      throw new HttpError(404, IMPORT_BATCH_NOT_FOUND());
  return farm.ownerId;
}

async function listOptions(
  executor: Executor,
  farmId: string,
  ownerId: string | null,
): Promise<OwnSheetListOptions> {
  const sources = await loadFarmSources(executor, farmId, ownerId);
  const touros = (
    await selectIn(loose(executor), 'touros', 'fazendaId', [farmId], ['id', 'nome', 'isDeleted'])
  ).map((row) => ({
    id: String(row.id),
    nome: row.nome === null || row.nome === undefined ? null : String(row.nome),
    isDeleted: row.isDeleted === true || row.isDeleted === 1,
  }));
  return ownSheetListOptions({ ...sources, touros });
}

/** The farm's saved mapping; one the schema no longer accepts (an older release's) is as none. */
async function savedMapping(db: Db, farmId: string): Promise<OwnSheetMapping | null> {
  const row = await db.kysely
    .selectFrom('own_sheet_mappings')
    .select('mapping')
    .where('fazendaId', '=', farmId)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const parsed = ownSheetMappingSchema.safeParse(JSON.parse(row.mapping));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function saveMapping(executor: Executor, actor: Actor, farmId: string, mapping: OwnSheetMapping) {
  const row = {
    fazendaId: farmId,
    mapping: JSON.stringify(ownSheetMappingSchema.parse(mapping)),
    usuarioId: actor.id,
    at: new Date().toISOString(),
  };
  await executor
    .insertInto('own_sheet_mappings')
    .values(row)
    .onConflict((oc) =>
      oc.column('fazendaId').doUpdateSet({ mapping: row.mapping, usuarioId: row.usuarioId, at: row.at }),
    )
    .execute();
}

/** POST PlanilhaPropria/Leitura: the sheets, their suggested or saved mapping, and the list texts' meanings. */
export async function readOwnWorkbook(
  db: Db,
  fazendaId: string,
  ownerId: string | null,
  workbook: OwnWorkbook,
): Promise<OwnSheetReadAnswer> {
  const options = await listOptions(db.kysely, fazendaId, ownerId);
  const answer = await workbook.ask({ kind: 'read', options, saved: await savedMapping(db, fazendaId) });
  if ('problem' in answer) throw new HttpError(400, answer.problem);
  if (answer.kind !== 'read') throw new Error('the worker answered another job');
  const opcoes: OwnSheetReadAnswer['opcoes'] = {};
  for (const [field, list] of Object.entries(options)) opcoes[field as OwnSheetListField] = [...(list ?? [])];
  return { ...answer.read, opcoes };
}

/** A batch's resync chain as stored: each level's batch below the one before, as far as `rounds` reach. */
async function chainBelow(
  executor: Executor,
  db: Db,
  actor: Actor,
  loaded: Loaded,
  rounds: number,
): Promise<Loaded[]> {
  const chain: Loaded[] = [];
  let parentId = String(loaded.batch.id);
  while (chain.length < rounds - 1) {
    const child = (
      await selectIn(loose(executor), 'lotes', 'parentBatch', [parentId], ['id', 'isDeleted'])
    ).find((row) => !(row.isDeleted === true || row.isDeleted === 1));
    if (!child) break;
    chain.push(await loadBatch(executor, db, actor, String(child.id)));
    parentId = String(child.id);
  }
  return chain;
}

/** The name resync batches repeat: the chain's first batch's (ResyncPage does the same). */
async function originalNameOf(executor: Executor, batch: Loaded['batch']): Promise<string> {
  const originalId = typeof batch.originalBatch === 'string' ? batch.originalBatch : null;
  const [original] = originalId
    ? await selectIn(loose(executor), 'lotes', 'id', [originalId], ['nomeLote'])
    : [];
  return String(original?.nomeLote ?? batch.nomeLote ?? '');
}

const levelOf = (loaded: Loaded): ChainLevel => ({
  batch: loaded.batch as ChainLevel['batch'],
  protocol: loaded.context.protocol,
  cows: loaded.cows as unknown as ChainLevel['cows'],
  iatfs: loaded.context.iatfs,
});

/** A sheet's plan: its batch's, and its later IATF rounds' in the resync chain (with the stored levels). */
type PlannedSheet = { plan: ImportPlan; rounds: RoundWrites[]; chain: Loaded[]; dataIatf: string | null };
type Planned = { sheets: PlannedSheet[]; creations: OwnSheetCreations };

/** Every chosen sheet's plan, in the order of `loaded`, or all their problems as one 400. */
async function planSheets(
  executor: Executor,
  db: Db,
  actor: Actor,
  body: OwnSheetPreviewRequest,
  ownerId: string | null,
  loaded: readonly Loaded[],
  workbook: OwnWorkbook,
): Promise<Planned> {
  if (loaded.some((batch) => batch.farmId !== body.fazendaId))
    throw new HttpError(404, IMPORT_BATCH_NOT_FOUND());
  const options = await listOptions(executor, body.fazendaId, ownerId);
  const now = new Date();
  const chains: Loaded[][] = [];
  const destinos: OwnSheetDestination[] = [];
  for (const [index, destino] of body.destinos.entries()) {
    const batch = loaded[index] as Loaded;
    const rounds = sheetMappingOf(body.mapping, destino.sheet)?.rounds.length ?? 1;
    const chain = await chainBelow(executor, db, actor, batch, rounds);
    chains.push(chain);
    destinos.push({
      sheet: destino.sheet,
      input: { ...batch.context, now },
      chain: chain.map(levelOf),
      originalName: await originalNameOf(executor, batch.batch),
      usuarioId: actor.id,
      isNew: batch.isNew === true,
    });
  }
  const answer = await workbook.ask({ kind: 'plan', mapping: body.mapping, options, destinos });
  if ('problem' in answer) throw new HttpError(400, answer.problem);
  if (answer.kind !== 'plan') throw new Error('the worker answered another job');
  const errors = answer.sheets.flatMap((sheet) => ('errors' in sheet ? sheet.errors : []));
  if (errors.length > 0) {
    const shown = errors.slice(0, IMPORT_ERRORS_SHOWN);
    if (errors.length > shown.length) shown.push(moreProblems(errors.length - shown.length));
    throw new HttpError(400, IMPORT_UPLOAD_FAILED(), shown);
  }
  const sheets = answer.sheets.map((sheet, index) => {
    if (!('plan' in sheet)) throw new Error('a sheet without problems has a plan');
    return { plan: sheet.plan, rounds: sheet.rounds, chain: chains[index] ?? [], dataIatf: sheet.dataIatf };
  });
  return { sheets, creations: answer.creations };
}

/**
 * A sheet's `versao`: its batch's, then each stored level of its resync chain's. The apply refuses (409) when
 * any of them moved, or a level appeared or went, since the preview: the later rounds are what the person saw too.
 */
const CHAIN_SEPARATOR = '/';
const sheetVersion = (batch: Loaded, chain: readonly Loaded[]) =>
  [batch, ...chain].map((level) => level.versao).join(CHAIN_SEPARATOR);

function answerOf(
  body: OwnSheetPreviewRequest,
  previews: readonly Omit<ImportPreview, 'versao'>[],
  loaded: readonly Loaded[],
  { sheets: planned, creations }: Planned,
): OwnSheetPreview {
  return {
    novos: {
      touros: creations.touros.map((bull) => bull.nome),
      partidas: creations.partidas.map((lot) => ({ codigo: lot.codigo, touro: lot.touro })),
    },
    abas: body.destinos.map((destino, index) => {
      const rounds = planned[index]?.rounds ?? [];
      const previa = previews[index] as Omit<ImportPreview, 'versao'>;
      return {
        sheet: destino.sheet,
        loteId: destino.loteId,
        previa: { ...previa, versao: sheetVersion(loaded[index] as Loaded, planned[index]?.chain ?? []) },
        ...(rounds.length > 0 ? { rodadas: rounds.map((round) => round.preview) } : {}),
      };
    }),
  };
}

/** A sheet's later rounds written after its batch: each resync batch, its cows, then their IATFs. */
async function writeRounds(trx: Transaction<Database>, db: Db, actor: Actor, sheet: PlannedSheet) {
  for (const round of sheet.rounds) {
    const stored = sheet.chain.find((level) => String(level.batch.id) === round.loteId);
    const storedCows = new Map((stored?.cows ?? []).map((cow) => [String(cow.id), cow]));
    const batch = round.newBatch
      ? [pushItem('lotes', round.newBatch)]
      : round.batchPatch && stored
        ? [pushItem('lotes', { id: round.loteId, ...round.batchPatch }, stored.batch)]
        : [];
    await writeRecords(trx, db, actor, [
      ['lotes', batch],
      [
        'd0s',
        [
          ...round.newCows.map((cow) => pushItem('d0s', cow)),
          ...round.cowPatches.map(({ id, patch }) => pushItem('d0s', { id, ...patch }, storedCows.get(id))),
        ],
      ],
      ['iatfs', round.newIatfs.map((iatf) => pushItem('iatfs', iatf))],
    ]);
  }
}

/** POST PlanilhaPropria/Previa: what each chosen sheet would write into its batch; nothing is written. */
export async function previewOwnSheets(
  db: Db,
  actor: Actor,
  body: OwnSheetPreviewRequest,
  ownerId: string | null,
  workbook: OwnWorkbook,
): Promise<OwnSheetPreview> {
  const loaded: Loaded[] = [];
  for (const destino of body.destinos)
    loaded.push(
      isNewDestination(destino)
        ? await newBatchLoaded(db.kysely, db, actor, body, ownerId, destino)
        : await loadBatch(db.kysely, db, actor, destino.loteId),
    );
  const planned = await planSheets(db.kysely, db, actor, body, ownerId, loaded, workbook);
  return answerOf(
    body,
    planned.sheets.map(({ plan }) => plan.preview),
    loaded,
    planned,
  );
}

/** POST PlanilhaPropria/Aplicar: every chosen sheet written in one transaction, and the mapping saved with it. */
export async function applyOwnSheets(
  db: Db,
  actor: Actor,
  body: OwnSheetApplyRequest,
  ownerId: string | null,
  workbook: OwnWorkbook,
): Promise<OwnSheetPreview> {
  let planned: Planned = { sheets: [], creations: { touros: [], partidas: [] } };
  let batches: Loaded[] = [];
  // applyImports checks each batch's own version; the chain's are checked here, inside the same transaction.
  const targets = body.destinos.map(
    (destino): ApplyTarget =>
      isNewDestination(destino)
        ? { loteId: destino.loteId, load: (trx) => newBatchLoaded(trx, db, actor, body, ownerId, destino) }
        : { loteId: destino.loteId, versao: destino.versao.split(CHAIN_SEPARATOR)[0] ?? '' },
  );
  const { previews, comprovante } = await applyImports(
    db,
    actor,
    targets,
    async (loaded, trx) => {
      batches = loaded;
      planned = await planSheets(trx, db, actor, body, ownerId, loaded, workbook);
      for (const [index, destino] of body.destinos.entries()) {
        const batch = loaded[index] as Loaded;
        const sheet = planned.sheets[index];
        // A new batch has no earlier state; the D0 date its sheet gives goes into its record.
        if (batch.isNew) {
          if (sheet?.dataIatf) batch.batch.dataIatf = sheet.dataIatf;
        } else if (sheetVersion(batch, sheet?.chain ?? []) !== destino.versao)
          throw new HttpError(409, IMPORT_BATCH_CHANGED());
      }
      // Written now, before applyImports writes the plans' IATFs that name the new lots.
      await writeCreations(trx, db, actor, body.fazendaId, planned.creations);
      return planned.sheets.map((sheet) => sheet.plan);
    },
    async (trx) => {
      for (const sheet of planned.sheets) await writeRounds(trx, db, actor, sheet);
      await saveMapping(trx, actor, body.fazendaId, body.mapping);
    },
  );
  return { ...answerOf(body, previews, batches, planned), comprovante };
}
