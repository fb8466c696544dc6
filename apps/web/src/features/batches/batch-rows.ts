import type { Lote } from '@gestar/domain/entities/batch';
import type { Protocolo } from '@gestar/domain/entities/protocol';
import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { type ReportSummary, reportHeadline } from '@gestar/domain/reports/farm-report';
import {
  type ReportBatch,
  type ReportCow,
  type ReportIatf,
  reportBatches,
} from '@gestar/domain/reports/report-input';
import { processoAtual } from '@gestar/domain/rules/batch-progress';
import { iatfDate } from '@gestar/domain/rules/iatf-dates';
import { type ManagementRoute, nextManagement } from '@gestar/domain/rules/next-management';
import { compareText, textKey } from '@gestar/domain/rules/sorting';
import { isDirty } from '../../local-db/local-record.ts';

/** One line of a farm's or retiro's batch list (spec §2 farm page columns and mobile cards). */
export type BatchRow = {
  id: string;
  retiroId: string;
  nomeLote: string;
  protocoloId: string | null;
  protocolName: string;
  /** The IATF day, 'YYYY-MM-DD' (D0 date + the protocol's last day), or null. */
  iatfDate: string | null;
  processoAtual: string;
  /** The management screen the batch goes to next (merge offers it). */
  nextRoute: ManagementRoute;
  reservedBy: string | null;
  /** The half-included cow blocking the batch (spec §4 'Blocking'), or null. */
  matrizBloqueada: string | null;
  /** Saved on this device and not yet accepted by the server. */
  notSent: boolean;
};

/** The cow columns of a row (Matrizes, '% Prenhez'), read only for the rows on screen. */
export type CowStats = {
  matrizes: number;
  /** The batch report's headline (the batch and its resync batches), the same figure the report shows. */
  headline: ReportSummary;
};

type ScopeBatch = ReportBatch & { originalBatch?: string | null };

/**
 * Matrizes of each batch on screen, and the headline of its report: `batches` are those batches and the resync
 * batches made from them, `cows` and `iatfs` their records.
 */
export function cowStatsByBatch(
  batchIds: readonly string[],
  batches: readonly ScopeBatch[],
  cows: readonly ReportCow[],
  iatfs: readonly (ReportIatf & { loteId?: string })[],
  lookup: DomainLookup,
): Map<string, CowStats> {
  const cowsByBatch = groupBy(cows, (cow) => cow.loteId);
  const iatfsByBatch = groupBy(iatfs, (iatf) => iatf.loteId);
  return new Map(
    batchIds.map((batchId): [string, CowStats] => {
      const scope = reportBatches(batches, batchId);
      const scopeCows = scope.flatMap((batch) => cowsByBatch.get(batch.id) ?? []);
      return [
        batchId,
        {
          matrizes: (cowsByBatch.get(batchId) ?? []).filter((cow) => !cow.isDeleted).length,
          headline: reportHeadline({
            batches: scope,
            cows: scopeCows,
            iatfs: scope.flatMap((batch) => iatfsByBatch.get(batch.id) ?? []),
            lookup,
          }),
        },
      ];
    }),
  );
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | undefined): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item) ?? '';
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export const NO_COWS: CowStats = {
  matrizes: 0,
  headline: reportHeadline({ batches: [], cows: [], iatfs: [], lookup: { valorOf: () => undefined } }),
};

/**
 * Rows from the batches alone: the cows (thousands on a big farm) are read per page by `useCowStats`, so a
 * list of 300 batches never deserialises every cow to show 10 rows.
 */
export function toBatchRows(
  lotes: readonly (Lote & { _status?: string })[],
  protocols: readonly Protocolo[],
  lookup: DomainLookup,
): BatchRow[] {
  const protocolById = new Map(protocols.map((protocol) => [protocol.id, protocol]));
  return lotes
    .filter((lote) => !lote.isDeleted)
    .map((lote) => {
      const protocol = lote.protocoloId ? protocolById.get(lote.protocoloId) : undefined;
      const steps = protocol ?? { managementProtocols: [] };
      return {
        id: lote.id,
        retiroId: lote.retiroId,
        nomeLote: lote.nomeLote,
        protocoloId: lote.protocoloId,
        protocolName: protocol?.name ?? '',
        iatfDate: iatfDate(lote.dataIatf, steps, lookup),
        processoAtual: processoAtual(lote, steps, lookup),
        nextRoute: nextManagement(lote, steps, lookup).route,
        reservedBy: lote.reservedBy ?? null,
        matrizBloqueada: lote.matrizBloqueada ?? null,
        notSent: isDirty(lote),
      };
    })
    .sort((a, b) => compareText(a.nomeLote, b.nomeLote));
}

/** The farm page filters (spec §2): Protocolo, IATF and Processo Atual; empty means any. */
export type BatchFilters = { protocoloId: string; iatfDate: string; processoAtual: string };

export const NO_BATCH_FILTERS: BatchFilters = { protocoloId: '', iatfDate: '', processoAtual: '' };

export function filterBatchRows(rows: readonly BatchRow[], filters: BatchFilters): BatchRow[] {
  return rows.filter(
    (row) =>
      (filters.protocoloId === '' || row.protocoloId === filters.protocoloId) &&
      (filters.iatfDate === '' || row.iatfDate === filters.iatfDate) &&
      (filters.processoAtual === '' || textKey(row.processoAtual) === textKey(filters.processoAtual)),
  );
}

/** The choices the filters offer: only values some row has, so no filter can lead to an empty list. */
export function filterChoices(rows: readonly BatchRow[]) {
  const protocols = new Map<string, string>();
  const processes = new Set<string>();
  const dates = new Set<string>();
  for (const row of rows) {
    if (row.protocoloId) protocols.set(row.protocoloId, row.protocolName);
    if (row.processoAtual) processes.add(row.processoAtual);
    if (row.iatfDate) dates.add(row.iatfDate);
  }
  return {
    protocols: [...protocols].map(([id, name]) => ({ id, name })).sort((a, b) => compareText(a.name, b.name)),
    processes: [...processes].sort(compareText),
    dates: [...dates].sort(),
  };
}
