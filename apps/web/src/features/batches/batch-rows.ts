import type { Lote } from '@gestar/domain/entities/batch';
import type { D0 } from '@gestar/domain/entities/d0';
import type { Protocolo } from '@gestar/domain/entities/protocol';
import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { processoAtual } from '@gestar/domain/rules/batch-progress';
import { iatfDate } from '@gestar/domain/rules/iatf-dates';
import { type ManagementRoute, nextManagement } from '@gestar/domain/rules/next-management';
import { compareText, textKey } from '@gestar/domain/rules/sorting';
import { pregnancyPercentage } from '@gestar/domain/rules/statistics';

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
  /** Pregnancy percentage at DG Final, floored to 2 decimals. */
  prenhez: number;
};

type CowCounted = Pick<D0, 'loteId' | 'condicaoDGFinal' | 'isDeleted'>;

export function cowStatsByBatch(cows: readonly CowCounted[], lookup: DomainLookup): Map<string, CowStats> {
  const cowsByBatch = new Map<string, CowCounted[]>();
  for (const cow of cows) {
    if (cow.isDeleted) continue;
    const list = cowsByBatch.get(cow.loteId);
    if (list) list.push(cow);
    else cowsByBatch.set(cow.loteId, [cow]);
  }
  return new Map(
    [...cowsByBatch].map(([loteId, batchCows]): [string, CowStats] => [
      loteId,
      {
        matrizes: batchCows.length,
        prenhez: pregnancyPercentage(batchCows.map((cow) => lookup.valorOf(cow.condicaoDGFinal))),
      },
    ]),
  );
}

export const NO_COWS: CowStats = { matrizes: 0, prenhez: 0 };

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
        notSent: lote._status !== undefined && lote._status !== 'synced',
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
