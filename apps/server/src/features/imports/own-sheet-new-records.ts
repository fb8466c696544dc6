// What the import of a farm's own workbook creates besides its rows: a new batch for a sheet ('Novo lote'),
// checked as the batch form checks one and loaded empty for the plan, and the bulls and semen lots the farm
// lacked ('Cadastrar'), written before the IATFs that name them.
import { randomUUID } from 'node:crypto';
import type { OwnSheetNewBatch, OwnSheetPreviewRequest } from '@gestar/domain/imports/own-sheet-api';
import type { OwnSheetCreations } from '@gestar/domain/imports/own-sheets/creations';
import { ownSheetBatchRecord } from '@gestar/domain/imports/own-sheets/new-batch';
import { IMPORT_BATCH_CHANGED } from '@gestar/domain/messages/exports';
import { OWN_SHEET_CORRAL_NOT_FOUND, OWN_SHEET_PROTOCOL_NOT_FOUND } from '@gestar/domain/messages/own-sheets';
import { BATCH_NAME_TAKEN } from '@gestar/domain/messages/validation';
import type { Actor } from '@gestar/domain/permissions/actor';
import { isBatchNameTaken, protocolChoices } from '@gestar/domain/rules/batch-form';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isLiveRow, loose } from '../../db/rows.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { selectIn } from '../sync/scope.ts';
import { type Executor, type Loaded, loadedOf, pushItem, writeRecords } from './import-batch.ts';

type Destination = OwnSheetPreviewRequest['destinos'][number];

/**
 * A batch the import creates for a sheet, loaded as an empty batch of the farm: its id not taken (a second apply
 * of the same preview is refused), its retiro the farm's, its name free in that retiro (as the batch form asks,
 * and among the other new batches of the same request), its protocol live. Written only by the apply.
 */
export async function newBatchLoaded(
  executor: Executor,
  db: Db,
  actor: Actor,
  body: OwnSheetPreviewRequest,
  ownerId: string | null,
  destino: Destination & { novo: OwnSheetNewBatch },
): Promise<Loaded> {
  const tx = loose(executor);
  const { novo } = destino;
  if ((await selectIn(tx, 'lotes', 'id', [destino.loteId], ['id'])).length > 0)
    throw new HttpError(409, IMPORT_BATCH_CHANGED());
  const corral = (await selectIn(tx, 'retiros', 'id', [novo.retiroId], ['fazendaId', 'isDeleted'])).find(
    isLiveRow,
  );
  if (!corral || String(corral.fazendaId) !== body.fazendaId)
    throw new HttpError(404, OWN_SHEET_CORRAL_NOT_FOUND());
  const stored = (await selectIn(tx, 'lotes', 'retiroId', [novo.retiroId], ['nomeLote', 'isDeleted']))
    .filter(isLiveRow)
    .map((row) => String(row.nomeLote ?? ''));
  const others = body.destinos.flatMap((other) =>
    other !== destino && other.novo?.retiroId === novo.retiroId ? [other.novo.nomeLote] : [],
  );
  if (isBatchNameTaken(novo.nomeLote, { otherNames: [...stored, ...others] }))
    throw new HttpError(409, BATCH_NAME_TAKEN());
  // The protocols the batch form offers: the shared ones and the person's own.
  const protocols = (
    await selectIn(tx, 'protocolos', 'id', [novo.protocoloId], ['id', 'isDeleted', 'usuarioId'])
  ).map((row) => ({
    id: String(row.id),
    isDeleted: !isLiveRow(row),
    usuarioId: row.usuarioId === null || row.usuarioId === undefined ? null : String(row.usuarioId),
  }));
  if (protocolChoices(protocols, actor.id).length === 0)
    throw new HttpError(404, OWN_SHEET_PROTOCOL_NOT_FOUND());
  const batch = ownSheetBatchRecord(novo, {
    id: destino.loteId,
    usuarioId: actor.id,
    nowIso: new Date().toISOString(),
  });
  return {
    ...(await loadedOf(executor, db, { farmId: body.fazendaId, ownerId, batch, rev: 0 })),
    isNew: true,
  };
}

export const isNewDestination = (destino: Destination): destino is Destination & { novo: OwnSheetNewBatch } =>
  destino.novo !== undefined;

/**
 * The new bulls and lots, before the IATFs that name them: each bull a record of the farm; each lot an original
 * of its bull (without farm) and the farm's copy the IATFs use, as the bull's page creates them (partida-writes).
 */
export async function writeCreations(
  trx: Transaction<Database>,
  db: Db,
  actor: Actor,
  fazendaId: string,
  creations: OwnSheetCreations,
) {
  const now = new Date().toISOString();
  const stamps = { created: now, updated: now, isDeleted: false, priority: false };
  const lots = creations.partidas.flatMap((lot) => {
    const originalId = randomUUID();
    const fields = { ...stamps, data: null, codigo: lot.codigo, touroId: lot.touroId };
    return [
      pushItem('partidas', { ...fields, id: originalId, partidaOriginal: true, fazendaId: null }),
      pushItem('partidas', {
        ...fields,
        id: lot.id,
        partidaOriginal: false,
        partidaOriginalId: originalId,
        fazendaId,
      }),
    ];
  });
  await writeRecords(trx, db, actor, [
    [
      'touros',
      creations.touros.map((bull) =>
        pushItem('touros', { ...stamps, id: bull.id, nome: bull.nome, fazendaId, usuarioId: actor.id }),
      ),
    ],
    ['partidas', lots],
  ]);
}
