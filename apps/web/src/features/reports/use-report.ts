import { buildFarmReport, type FarmReport } from '@gestar/domain/reports/farm-report';
import { calendarDayOf } from '@gestar/domain/rules/display';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { LocalEntity } from '../../local-db/local-record.ts';
import { buildReportPacks } from '../../local-db/report-pack-builder.ts';
import {
  fazendaRepository,
  loteRepository,
  partidaRepository,
  protocoloRepository,
  retiroRepository,
  touroRepository,
  usuarioRepository,
} from '../../local-db/repositories.ts';
import { useDomainLookup, useDomainValues } from '../../local-db/use-domain-options.ts';
import { reportRowsOf } from './report-rows.ts';

/** Which records a report covers: a farm, one of its retiros, or one batch (with its resync batches). */
export type ReportScope = { farmId: string; corralId?: string; batchId?: string };

export type ReportView = {
  farm: LocalEntity<'fazendas'>;
  corral: LocalEntity<'retiros'> | undefined;
  batch: LocalEntity<'lotes'> | undefined;
  /** The farm's breeding season as its list names it ('2026/2027'); null when it has none. */
  season: string | null;
  report: FarmReport;
};

async function readScope(scope: ReportScope) {
  const farm = await fazendaRepository.getById(scope.farmId);
  if (!farm) return null;
  const allCorrals = await retiroRepository.getByRelation('fazendaId', farm.id);
  const corrals = scope.corralId ? allCorrals.filter((corral) => corral.id === scope.corralId) : allCorrals;
  if (scope.corralId && corrals.length === 0) return null;
  const farmBatches = await loteRepository.getByRelation(
    'retiroId',
    corrals.map((corral) => corral.id),
  );
  // A batch's report follows its cows through the resync batches made from it.
  const batches = scope.batchId
    ? farmBatches.filter((batch) => batch.id === scope.batchId || batch.originalBatch === scope.batchId)
    : farmBatches;
  const batch = scope.batchId ? farmBatches.find((candidate) => candidate.id === scope.batchId) : undefined;
  if (scope.batchId && !batch) return null;
  const batchIds = batches.map((candidate) => candidate.id);
  const [rows, protocols, bulls, partidas, users] = await Promise.all([
    reportRowsOf(batchIds),
    protocoloRepository.get(),
    touroRepository.get(),
    partidaRepository.getByRelation('fazendaId', farm.id),
    usuarioRepository.get(),
  ]);
  return {
    farm,
    corral: scope.corralId ? corrals[0] : undefined,
    batch,
    stale: rows.stale,
    input: {
      batches,
      cows: rows.cows,
      iatfs: rows.iatfs,
      corrals: allCorrals,
      protocols,
      bulls,
      partidas,
      users,
    },
  };
}

/**
 * The report of spec §2, computed live on the device from its own records (the same domain function the server
 * uses), so it works offline and never shows stale tables. Undefined while loading; null when not on the device.
 */
export function useReport(scope: ReportScope): ReportView | null | undefined {
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const key = `${scope.farmId}/${scope.corralId ?? ''}/${scope.batchId ?? ''}`;
  // The key stands for the scope object: a new object with the same ids does not re-query.
  const sources = useLiveQuery(() => readScope(scope), [key]);
  // Batches read from their full records get their packs now, so the next read (this one's re-run included) is
  // quick; the pack writes re-run the query, which then gives the same report.
  const stale = sources?.stale.join(';') ?? '';
  useEffect(() => {
    if (stale) void buildReportPacks(stale.split(';'));
  }, [stale]);
  return useMemo(() => {
    if (sources === undefined || values === undefined) return undefined;
    if (sources === null) return null;
    const report = buildFarmReport({
      ...sources.input,
      users: sources.input.users.map((user) => ({ id: user.id, nomeCompleto: user.nomeCompleto })),
      lookup,
      today: calendarDayOf(new Date()),
    });
    const season = lookup.valorOf(sources.farm.estacaoMonta) ?? null;
    return { farm: sources.farm, corral: sources.corral, batch: sources.batch, season, report };
  }, [sources, values, lookup]);
}
