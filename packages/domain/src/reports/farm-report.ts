// The report of spec §2 'Reports' (issue 14): one pure function from the records of a farm, retiro or batch to
// every rate and count the report pages and RelatorioGrafico/getRelatorioPor* show. Server and device call it
// on the same records, so both show the same numbers.
import { NOT_INFORMED, roundLabel } from '../messages/labels/reports.ts';
import { daysBetweenDates, expectedCalvingDate, isOverdue } from '../rules/gestation.ts';
import { iatfDate } from '../rules/iatf-dates.ts';
import { floorPercentage, isPregnantCondition, percentage, roundTo2 } from '../rules/statistics.ts';
import { type RoundOutcome, recordDied, recordDiscarded, roundOf, roundOutcome } from './outcome.ts';
import type { ReportBatch, ReportCow, ReportIatf, ReportInput } from './report-input.ts';

/** Counts of a group with the rates beside them. */
export type RateRow = {
  key: string;
  label: string;
  /** Cow records of the group (deleted ones left out). */
  cows: number;
  /** Records with a diagnosis for their round: the denominator. */
  diagnosed: number;
  pregnant: number;
  pregnantIatf: number;
  pregnantBull: number;
  empty: number;
  /** Pregnant (IATF or bull) over diagnosed, floored to 2 decimals (spec §9). */
  rate: number;
  /** Pregnant by the insemination over diagnosed, floored likewise. */
  iatfRate: number;
};

export type FarmReport = {
  /** Spec §9: pregnant (IATF or bull) over cows with a final DG, floored to 2 decimals. */
  summary: RateRow & { distinctCows: number };
  byRound: RateRow[];
  byBatch: RateRow[];
  byCorral: RateRow[];
  byProtocol: RateRow[];
  byBull: RateRow[];
  bySemenLot: RateRow[];
  byInseminator: RateRow[];
  byOrder: RateRow[];
  byEcc: RateRow[];
  byBreed: RateRow[];
  /** Cows judged in DG Final that had a DG: how many were pregnant at each and how many lost the pregnancy. */
  dgVsFinal: {
    compared: number;
    pregnantAtDg: number;
    pregnantAtFinal: number;
    losses: number;
    lossPercent: number;
  };
  /** Per cow (a resync chain is one cow); percentages over distinct cows, 2 decimals. */
  losses: {
    distinctCows: number;
    deaths: number;
    deathPercent: number;
    discards: number;
    discardPercent: number;
  };
  /** Expected calvings of the cows pregnant in DG Final, by month 'YYYY-MM', with the share of those pregnant. */
  calvings: { month: string; count: number; percent: number }[];
  gestation: { counted: number; averageDays: number | null; overdue: number };
};

type Row = {
  cow: ReportCow;
  batch: ReportBatch | undefined;
  iatf: ReportIatf | undefined;
  outcome: RoundOutcome;
};

function rateRow(key: string, label: string, rows: readonly Row[]): RateRow {
  const diagnosed = rows.filter((row) => row.outcome.diagnosed);
  const pregnant = diagnosed.filter((row) => row.outcome.pregnant);
  const pregnantBull = pregnant.filter((row) => row.outcome.byBull).length;
  const pregnantIatf = pregnant.length - pregnantBull;
  return {
    key,
    label,
    cows: rows.length,
    diagnosed: diagnosed.length,
    pregnant: pregnant.length,
    pregnantIatf,
    pregnantBull,
    empty: diagnosed.length - pregnant.length,
    rate: floorPercentage(pregnant.length, diagnosed.length),
    iatfRate: floorPercentage(pregnantIatf, diagnosed.length),
  };
}

/** Groups rows by key, labels each group and orders the groups by label (pt-BR), unknown last. */
function groupBy(
  rows: readonly Row[],
  keyOf: (row: Row) => string | null | undefined,
  labelOf: (key: string) => string | undefined,
): RateRow[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row) ?? '';
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  const result = [...groups].map(([key, list]) => rateRow(key, (key && labelOf(key)) || NOT_INFORMED, list));
  return result.sort(
    (a, b) => Number(a.key === '') - Number(b.key === '') || a.label.localeCompare(b.label, 'pt-BR'),
  );
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

export function buildFarmReport(input: ReportInput): FarmReport {
  const { lookup } = input;
  const batches = byId(input.batches.filter((batch) => !batch.isDeleted));
  const protocols = byId(input.protocols);
  const iatfByCow = new Map<string, ReportIatf>();
  for (const iatf of input.iatfs) if (!iatf.isDeleted) iatfByCow.set(iatf.vacaId, iatf);

  const rows: Row[] = input.cows
    .filter((cow) => !cow.isDeleted && batches.has(cow.loteId))
    .map((cow) => ({
      cow,
      batch: batches.get(cow.loteId),
      iatf: iatfByCow.get(cow.id),
      outcome: roundOutcome(cow, lookup),
    }));
  const finalRows = rows.filter((row) => !row.cow.omit_from_dg_final);
  const chainOf = (cow: ReportCow) => cow.dzeroOriginal ?? cow.id;
  const distinctCows = new Set(rows.map((row) => chainOf(row.cow))).size;

  const names = <T extends { id: string }>(
    items: readonly T[],
    name: (item: T) => string | null | undefined,
  ) => {
    const map = byId(items);
    return (key: string) => {
      const item = map.get(key);
      return item ? (name(item) ?? undefined) : undefined;
    };
  };
  const valor = (key: string) => lookup.valorOf(key);

  const rounds = groupBy(
    rows,
    (row) => String(roundOf(row.cow)),
    (key) => roundLabel(Number(key)),
  );
  rounds.sort((a, b) => Number(a.key) - Number(b.key));

  return {
    summary: { ...rateRow('', '', finalRows), distinctCows },
    byRound: rounds,
    byBatch: groupBy(
      rows,
      (row) => row.cow.loteId,
      (key) => batches.get(key)?.nomeLote,
    ),
    byCorral: groupBy(
      rows,
      (row) => row.batch?.retiroId,
      names(input.corrals, (corral) => corral.nome),
    ),
    byProtocol: groupBy(
      rows,
      (row) => row.batch?.protocoloId,
      names(input.protocols, (protocol) => protocol.name),
    ),
    byBull: groupBy(
      rows,
      (row) => row.iatf?.touroId,
      names(input.bulls, (bull) => bull.nome),
    ),
    bySemenLot: groupBy(
      rows,
      (row) => row.iatf?.partidaId,
      names(input.partidas, (partida) => partida.codigo),
    ),
    byInseminator: groupBy(
      rows,
      (row) => row.iatf?.usuarioId,
      names(input.users, (user) => user.nomeCompleto),
    ),
    byOrder: groupBy(rows, (row) => row.cow.ordemMatriz, valor),
    byEcc: groupBy(rows, (row) => row.cow.ecc, valor),
    byBreed: groupBy(rows, (row) => row.cow.racaMatriz, valor),
    dgVsFinal: dgVsFinal(finalRows, input),
    losses: losses(rows, input, distinctCows, chainOf),
    ...calvingsAndGestation(finalRows, input, protocols),
  };
}

function dgVsFinal(finalRows: readonly Row[], { lookup }: ReportInput): FarmReport['dgVsFinal'] {
  const compared = finalRows.filter((row) => row.outcome.final && lookup.valorOf(row.cow.condicaoDG));
  const pregnantAtDg = compared.filter((row) =>
    isPregnantCondition(lookup.valorOf(row.cow.condicaoDG)),
  ).length;
  const losses = compared.filter((row) => row.cow.perdaGestacao).length;
  return {
    compared: compared.length,
    pregnantAtDg,
    pregnantAtFinal: compared.filter((row) => row.outcome.pregnant).length,
    losses,
    lossPercent: percentage(losses, pregnantAtDg),
  };
}

function losses(
  rows: readonly Row[],
  { lookup }: ReportInput,
  distinctCows: number,
  chainOf: (cow: ReportCow) => string,
): FarmReport['losses'] {
  const dead = new Set<string>();
  const discarded = new Set<string>();
  for (const { cow, iatf } of rows) {
    if (recordDied(cow, iatf?.observacao)) dead.add(chainOf(cow));
    else if (recordDiscarded(cow, iatf?.observacao, lookup)) discarded.add(chainOf(cow));
  }
  // A cow discarded in one round and dead in a later one is counted once, as dead.
  for (const chain of dead) discarded.delete(chain);
  return {
    distinctCows,
    deaths: dead.size,
    deathPercent: percentage(dead.size, distinctCows),
    discards: discarded.size,
    discardPercent: percentage(discarded.size, distinctCows),
  };
}

function calvingsAndGestation(
  finalRows: readonly Row[],
  { lookup, today }: ReportInput,
  protocols: Map<string, ReportInput['protocols'][number]>,
): Pick<FarmReport, 'calvings' | 'gestation'> {
  const pregnant = finalRows.filter((row) => row.outcome.final && row.outcome.pregnant);
  const months = new Map<string, number>();
  const days: number[] = [];
  // One insemination date per batch, not per cow: a farm of 100,000 cows has a few hundred batches.
  const dates = new Map<string, string | null>();
  const inseminationOf = (batch: ReportBatch | undefined): string | null => {
    if (!batch) return null;
    let date = dates.get(batch.id);
    if (date === undefined) {
      const protocol = batch.protocoloId ? protocols.get(batch.protocoloId) : undefined;
      date = protocol ? iatfDate(batch.dataIatf, protocol, lookup) : null;
      dates.set(batch.id, date);
    }
    return date;
  };
  for (const { cow, batch, outcome } of pregnant) {
    const inseminated = inseminationOf(batch);
    const calving = expectedCalvingDate({
      iatfDate: inseminated,
      bullPregnancy: outcome.byBull,
      diasGestacaoTouro: cow.diasGestacaoTouro,
    });
    if (!inseminated || !calving) continue;
    const month = calving.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + 1);
    const elapsed = daysBetweenDates(inseminated, today);
    if (elapsed !== null) days.push(elapsed - (outcome.byBull ? (cow.diasGestacaoTouro ?? 0) : 0));
  }
  return {
    calvings: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, count]) => ({ month, count, percent: percentage(count, pregnant.length) })),
    gestation: {
      counted: days.length,
      averageDays: days.length > 0 ? roundTo2(days.reduce((sum, day) => sum + day, 0) / days.length) : null,
      overdue: days.filter((day) => isOverdue(day)).length,
    },
  };
}
