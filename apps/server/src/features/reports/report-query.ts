import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { noInformationFor, type ReportEntity } from '@gestar/domain/messages/exports';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import { buildFarmReport, type FarmReport } from '@gestar/domain/reports/farm-report';
import {
  REPORT_COW_FIELDS,
  REPORT_IATF_FIELDS,
  type ReportInput,
  reportBatches,
} from '@gestar/domain/reports/report-input';
import { calendarDayOf } from '@gestar/domain/rules/display';
import type { Db } from '../../db/database.ts';
import { type DbRow, isLiveRow, loose, rowMapper, type SyncedTable } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import { loadFarmContexts } from '../sync/authorize.ts';
import { selectIn } from '../sync/scope.ts';

export type ReportTarget = { entity: ReportEntity; id: string };

const live = isLiveRow;

/**
 * RelatorioGrafico/getRelatorioPor{Fazenda,Retiro,Lote} (spec §7): the same domain report the
 * device computes offline (`buildFarmReport`), from the server's rows, live — no precomputed tables to wait for.
 * A farm the caller may not read answers like one that does not exist (404), so ids reveal nothing.
 */
export async function reportFor(db: Db, actor: Actor, target: ReportTarget): Promise<FarmReport> {
  const tx = loose(db.kysely);
  const mapper = rowMapper(db.dialect);
  const wire = (table: SyncedTable, rows: DbRow[]) =>
    rows.filter(live).map((row) => mapper.fromDb(table, row));
  const missing = () => new HttpError(404, noInformationFor(target.entity));

  let farmId: string | undefined;
  let corralId: string | undefined;
  let batch: DbRow | undefined;
  if (target.entity === 'lote') {
    batch = (await selectIn(tx, 'lotes', 'id', [target.id], '*')).find(live);
    corralId = batch ? String(batch.retiroId) : undefined;
  }
  if (target.entity === 'retiro') corralId = target.id;
  if (target.entity === 'fazenda') farmId = target.id;
  if (corralId) {
    const corral = (await selectIn(tx, 'retiros', 'id', [corralId], ['id', 'fazendaId', 'isDeleted'])).find(
      live,
    );
    farmId = corral ? String(corral.fazendaId) : undefined;
  }
  if (!farmId) throw missing();
  const context = (await loadFarmContexts(tx, actor, [farmId])).get(farmId);
  if (!context || context.isDeleted || !can(actor, 'farm.read', context)) throw missing();

  const corrals = wire('retiros', await selectIn(tx, 'retiros', 'fazendaId', [farmId], '*'));
  const inScope = target.entity === 'fazenda' ? corrals : corrals.filter((corral) => corral.id === corralId);
  if (inScope.length === 0) throw missing();
  const farmBatches = wire(
    'lotes',
    await selectIn(
      tx,
      'lotes',
      'retiroId',
      inScope.map((corral) => String(corral.id)),
      '*',
    ),
  );
  // A batch's report follows its cows through the resync batches made from it, like the device's.
  const batches = batch ? reportBatches(farmBatches as (DbRow & { id: string })[], target.id) : farmBatches;
  const batchIds = batches.map((candidate) => String(candidate.id));
  const [cows, iatfs, values] = await Promise.all([
    // Only the fields the report reads: a 100,000-cow farm's full rows took most of the call.
    selectIn(tx, 'd0s', 'loteId', batchIds, REPORT_COW_FIELDS),
    selectIn(tx, 'iatfs', 'loteId', batchIds, REPORT_IATF_FIELDS),
    tx.selectFrom('valor_dominios').select(['id', 'valor']).execute(),
  ]);
  // Read in place, not copied: the domain leaves deleted cows out itself.
  const cowRecords = mapper.readInPlace('d0s', cows);
  const iatfRecords = mapper.readInPlace('iatfs', iatfs).filter(live);
  const protocolIds = batches
    .map((candidate) => candidate.protocoloId)
    .filter((id): id is string => typeof id === 'string');
  const bullIds = iatfRecords
    .map((iatf) => iatf.touroId)
    .filter((id): id is string => typeof id === 'string');
  // Inseminators, and the people responsible for the cows (device loss by person).
  const userIds = [
    ...new Set(
      [...iatfRecords.map((iatf) => iatf.usuarioId), ...cowRecords.map((cow) => cow.responsavelId)].filter(
        (id): id is string => typeof id === 'string',
      ),
    ),
  ];
  const [protocols, bulls, partidas, users] = await Promise.all([
    selectIn(tx, 'protocolos', 'id', protocolIds, '*'),
    selectIn(tx, 'touros', 'id', bullIds, ['id', 'nome']),
    selectIn(tx, 'partidas', 'fazendaId', [farmId], ['id', 'codigo']),
    selectIn(tx, 'usuarios', 'id', userIds, ['id', 'nomeCompleto']),
  ]);
  const input: ReportInput = {
    batches: batches as unknown as ReportInput['batches'],
    cows: cowRecords as unknown as ReportInput['cows'],
    iatfs: iatfRecords as unknown as ReportInput['iatfs'],
    corrals: corrals.map((corral) => ({ id: String(corral.id), nome: String(corral.nome ?? '') })),
    protocols: wire('protocolos', protocols) as unknown as ReportInput['protocols'],
    bulls: bulls.map((bull) => ({ id: String(bull.id), nome: String(bull.nome ?? '') })),
    partidas: partidas.map((partida) => ({
      id: String(partida.id),
      codigo: (partida.codigo as string | null) ?? null,
    })),
    users: users.map((user) => ({ id: String(user.id), nomeCompleto: String(user.nomeCompleto ?? '') })),
    lookup: createDomainLookup(values.map((value) => ({ id: String(value.id), valor: String(value.valor) }))),
    today: calendarDayOf(new Date()),
  };
  return buildFarmReport(input);
}
