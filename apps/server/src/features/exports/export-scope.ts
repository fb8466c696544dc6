import { loteFields } from '@gestar/domain/entities/batch';
import type { ExportBatchRecord } from '@gestar/domain/exports/columns';
import { type ExportScope, MAX_FARMS_PER_EXPORT } from '@gestar/domain/exports/request';
import { EXPORT_SCOPE_NOT_FOUND, NO_DATA_TO_EXPORT } from '@gestar/domain/messages/exports';
import { maxFarmsAtOnce } from '@gestar/domain/messages/farms';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import { isLiveRow, type LooseDb } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import { loadFarmContexts } from '../sync/authorize.ts';
import { readableFarmIds } from '../sync/pull-access.ts';
import { selectIn } from '../sync/scope.ts';

/** A batch of the export: its record (every field its columns read) with its farm's and retiro's names. */
export type ExportBatch = ExportBatchRecord & {
  id: string;
  nomeLote: string;
  dataIatf: string | null;
  protocoloId: string | null;
  farm: string;
  corral: string;
};

/** What one export covers: its file's name and the batches whose cows become rows, in sheet order. */
export type ExportPlan = { name: string; batches: ExportBatch[] };

const live = isLiveRow;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The farms, retiros and batches an export covers, as the caller may read them: a farm, retiro or batch the
 * caller cannot read answers like one that does not exist (404, ids reveal nothing), at most 10 farms, and
 * nothing to export answers 'Não há dados a ser exportados'.
 */
export async function planExport(
  db: LooseDb,
  actor: Actor,
  scope: ExportScope,
  id: string | null,
  season: string | null,
): Promise<ExportPlan> {
  const missing = () => new HttpError(404, EXPORT_SCOPE_NOT_FOUND());
  let farmIds: string[];
  let corralId: string | null = null;
  let batchId: string | null = null;
  if (scope === 'Usuario') {
    // One's own farms (an administrator's too: every farm of the country would not fit 10).
    if (id && id !== actor.id) throw missing();
    farmIds = await readableFarmIds(db, actor);
  } else if (!id) {
    throw missing();
  } else if (scope === 'Fazenda') {
    farmIds = [id];
  } else if (scope === 'Retiro') {
    const corral = (await selectIn(db, 'retiros', 'id', [id], ['id', 'fazendaId', 'isDeleted'])).find(live);
    if (!corral) throw missing();
    corralId = id;
    farmIds = [text(corral.fazendaId)];
  } else {
    const batch = (await selectIn(db, 'lotes', 'id', [id], ['id', 'retiroId', 'isDeleted'])).find(live);
    const corral = batch
      ? (await selectIn(db, 'retiros', 'id', [text(batch.retiroId)], ['id', 'fazendaId', 'isDeleted'])).find(
          live,
        )
      : undefined;
    if (!corral) throw missing();
    batchId = id;
    farmIds = [text(corral.fazendaId)];
  }

  const contexts = await loadFarmContexts(db, actor, farmIds);
  const farms = (await selectIn(db, 'fazendas', 'id', farmIds, ['id', 'nome', 'estacaoMonta', 'isDeleted']))
    .filter(live)
    .filter((farm) => {
      const context = contexts.get(text(farm.id));
      return context !== undefined && can(actor, 'farm.read', context);
    })
    .filter((farm) => !season || farm.estacaoMonta === season)
    .sort((a, b) => text(a.nome).localeCompare(text(b.nome), 'pt-BR'));
  if (scope !== 'Usuario' && farms.length === 0) throw missing();
  if (farms.length > MAX_FARMS_PER_EXPORT)
    throw new HttpError(400, maxFarmsAtOnce(farms.length - MAX_FARMS_PER_EXPORT));

  const farmName = new Map(farms.map((farm) => [text(farm.id), text(farm.nome)]));
  const corrals = (
    await selectIn(db, 'retiros', 'fazendaId', [...farmName.keys()], ['id', 'nome', 'fazendaId', 'isDeleted'])
  )
    .filter(live)
    .filter((corral) => !corralId || corral.id === corralId);
  if (corralId && corrals.length === 0) throw missing();
  const corralOf = new Map(corrals.map((corral) => [text(corral.id), corral]));
  const batches: ExportBatch[] = (await selectIn(db, 'lotes', 'retiroId', [...corralOf.keys()], loteFields))
    .filter(live)
    // A batch's export follows its cows through the resync batches made from it, like its report.
    .filter((batch) => !batchId || batch.id === batchId || batch.originalBatch === batchId)
    .map((batch) => {
      const corral = corralOf.get(text(batch.retiroId));
      return {
        ...(batch as ExportBatchRecord),
        id: text(batch.id),
        nomeLote: text(batch.nomeLote),
        dataIatf: typeof batch.dataIatf === 'string' ? batch.dataIatf : null,
        protocoloId: typeof batch.protocoloId === 'string' ? batch.protocoloId : null,
        farm: farmName.get(text(corral?.fazendaId)) ?? '',
        corral: text(corral?.nome),
      };
    })
    .sort(
      (a, b) =>
        a.farm.localeCompare(b.farm, 'pt-BR') ||
        a.corral.localeCompare(b.corral, 'pt-BR') ||
        a.nomeLote.localeCompare(b.nomeLote, 'pt-BR', { numeric: true }),
    );
  if (batches.length === 0 || !(await anyCow(db, batches))) throw new HttpError(404, NO_DATA_TO_EXPORT());

  const name =
    scope === 'Usuario'
      ? await userName(db, actor.id)
      : scope === 'Fazenda'
        ? farms[0]
          ? text(farms[0].nome)
          : ''
        : scope === 'Retiro'
          ? text(corrals[0]?.nome)
          : (batches.find((batch) => batch.id === batchId)?.nomeLote ?? '');
  return { name, batches };
}

async function userName(db: LooseDb, id: string): Promise<string> {
  const [row] = await selectIn(db, 'usuarios', 'id', [id], ['id', 'nomeCompleto']);
  return text(row?.nomeCompleto) || 'exportacao';
}

async function anyCow(db: LooseDb, batches: readonly ExportBatch[]): Promise<boolean> {
  for (let start = 0; start < batches.length; start += 500) {
    const row = await db
      .selectFrom('d0s')
      .select('id')
      .where(
        'loteId',
        'in',
        batches.slice(start, start + 500).map((batch) => batch.id),
      )
      .where('isDeleted', '=', 0)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}
