// The report of spec §2 'Reports' (issue 14): one pure function from the records of a farm, retiro or batch to
// every rate and count the report pages and RelatorioGrafico/getRelatorioPor* show. Server and device call it
// on the same records, so both show the same numbers.
import { NOT_INFORMED, roundLabel } from '../messages/labels/reports.ts';
import { daysBetweenDates, expectedCalvingDate, isOverdue } from '../rules/gestation.ts';
import { iatfDate } from '../rules/iatf-dates.ts';
import { floorPercentage, isPregnantCondition, percentage, roundTo2 } from '../rules/statistics.ts';
import { lossCache, outcomeCache, type RoundOutcome, roundOf } from './outcome.ts';
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

/** What a rate row counts of its records, tallied as the records go by (no per-group lists to keep). */
type Tally = { cows: number; diagnosed: number; pregnant: number; pregnantBull: number };

function tally(into: Tally, outcome: RoundOutcome): void {
  into.cows++;
  if (!outcome.diagnosed) return;
  into.diagnosed++;
  if (!outcome.pregnant) return;
  into.pregnant++;
  if (outcome.byBull) into.pregnantBull++;
}

const emptyTally = (): Tally => ({ cows: 0, diagnosed: 0, pregnant: 0, pregnantBull: 0 });

function rateRow(key: string, label: string, { cows, diagnosed, pregnant, pregnantBull }: Tally): RateRow {
  const pregnantIatf = pregnant - pregnantBull;
  return {
    key,
    label,
    cows,
    diagnosed,
    pregnant,
    pregnantIatf,
    pregnantBull,
    empty: diagnosed - pregnant,
    rate: floorPercentage(pregnant, diagnosed),
    iatfRate: floorPercentage(pregnantIatf, diagnosed),
  };
}

/** The tallies of one dimension by key, in the order the keys first appear. */
class Groups {
  readonly tallies = new Map<string, Tally>();

  add(key: string | null | undefined, outcome: RoundOutcome): void {
    const k = key ?? '';
    let into = this.tallies.get(k);
    if (!into) {
      into = emptyTally();
      this.tallies.set(k, into);
    }
    tally(into, outcome);
  }

  /** Labels each group and orders the groups by label (pt-BR), unknown last. */
  rows(labelOf: (key: string) => string | undefined): RateRow[] {
    const result = [...this.tallies].map(([key, counts]) =>
      rateRow(key, (key && labelOf(key)) || NOT_INFORMED, counts),
    );
    return result.sort(
      (a, b) => Number(a.key === '') - Number(b.key === '') || a.label.localeCompare(b.label, 'pt-BR'),
    );
  }
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

const chainOf = (cow: ReportCow) => cow.dzeroOriginal ?? cow.id;

/**
 * One pass over the cows, every figure tallied on the way: a 100,000-cow farm is read in a few hundred ms on
 * the device and the server, and lists per group or per figure made this pass several times longer.
 */
export function buildFarmReport(input: ReportInput): FarmReport {
  const { lookup } = input;
  const batches = byId(input.batches.filter((batch) => !batch.isDeleted));
  const protocols = byId(input.protocols);
  const iatfByCow = new Map<string, ReportIatf>();
  for (const iatf of input.iatfs) if (!iatf.isDeleted) iatfByCow.set(iatf.vacaId, iatf);
  const outcomeOf = outcomeCache(lookup);
  const lossOf = lossCache(lookup);

  const summary = emptyTally();
  const [round, batch, corral, protocol, bull, semenLot, inseminator, order, ecc, breed] = Array.from(
    { length: 10 },
    () => new Groups(),
  ) as [Groups, Groups, Groups, Groups, Groups, Groups, Groups, Groups, Groups, Groups];
  const chains = new Set<string>();
  const dead = new Set<string>();
  const discarded = new Set<string>();
  const compare = { compared: 0, pregnantAtDg: 0, pregnantAtFinal: 0, losses: 0 };
  const calving = calvingTally(input, protocols);

  for (const cow of input.cows) {
    if (cow.isDeleted) continue;
    const cowBatch = batches.get(cow.loteId);
    if (!cowBatch) continue;
    const iatf = iatfByCow.get(cow.id);
    const outcome = outcomeOf(cow);
    const chain = chainOf(cow);
    chains.add(chain);

    round.add(String(roundOf(cow)), outcome);
    batch.add(cow.loteId, outcome);
    corral.add(cowBatch.retiroId, outcome);
    protocol.add(cowBatch.protocoloId, outcome);
    bull.add(iatf?.touroId, outcome);
    semenLot.add(iatf?.partidaId, outcome);
    inseminator.add(iatf?.usuarioId, outcome);
    order.add(cow.ordemMatriz, outcome);
    ecc.add(cow.ecc, outcome);
    breed.add(cow.racaMatriz, outcome);

    const loss = lossOf(cow, iatf?.observacao);
    if (loss === 'died') dead.add(chain);
    else if (loss === 'discarded') discarded.add(chain);

    if (cow.omit_from_dg_final) continue;
    // Judged in DG Final: the summary, DG against DG Final, the calvings and the gestation count these only.
    tally(summary, outcome);
    if (outcome.final) {
      const atDg = lookup.valorOf(cow.condicaoDG);
      if (atDg) {
        compare.compared++;
        if (isPregnantCondition(atDg)) compare.pregnantAtDg++;
        if (outcome.pregnant) compare.pregnantAtFinal++;
        if (cow.perdaGestacao) compare.losses++;
      }
      if (outcome.pregnant) calving.add(cow, cowBatch, outcome);
    }
  }

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
  const byRound = round.rows((key) => roundLabel(Number(key)));
  byRound.sort((a, b) => Number(a.key) - Number(b.key));
  // A cow discarded in one round and dead in a later one is counted once, as dead.
  for (const chain of dead) discarded.delete(chain);
  const distinctCows = chains.size;

  return {
    summary: { ...rateRow('', '', summary), distinctCows },
    byRound,
    byBatch: batch.rows((key) => batches.get(key)?.nomeLote),
    byCorral: corral.rows(names(input.corrals, (item) => item.nome)),
    byProtocol: protocol.rows(names(input.protocols, (item) => item.name)),
    byBull: bull.rows(names(input.bulls, (item) => item.nome)),
    bySemenLot: semenLot.rows(names(input.partidas, (item) => item.codigo)),
    byInseminator: inseminator.rows(names(input.users, (item) => item.nomeCompleto)),
    byOrder: order.rows(valor),
    byEcc: ecc.rows(valor),
    byBreed: breed.rows(valor),
    dgVsFinal: { ...compare, lossPercent: percentage(compare.losses, compare.pregnantAtDg) },
    losses: {
      distinctCows,
      deaths: dead.size,
      deathPercent: percentage(dead.size, distinctCows),
      discards: discarded.size,
      discardPercent: percentage(discarded.size, distinctCows),
    },
    ...calving.result(),
  };
}

/** Expected calvings by month and days of gestation of the cows pregnant in DG Final, fed one cow at a time. */
function calvingTally(
  { lookup, today }: ReportInput,
  protocols: Map<string, ReportInput['protocols'][number]>,
) {
  let pregnant = 0;
  const months = new Map<string, number>();
  let counted = 0;
  let sum = 0;
  let overdue = 0;
  // The dates depend on the batch and the bull days only: a farm of 100,000 cows has a few hundred batches.
  const dates = new Map<string, string | null>();
  const inseminationOf = (batch: ReportBatch): string | null => {
    let date = dates.get(batch.id);
    if (date === undefined) {
      const protocol = batch.protocoloId ? protocols.get(batch.protocoloId) : undefined;
      date = protocol ? iatfDate(batch.dataIatf, protocol, lookup) : null;
      dates.set(batch.id, date);
    }
    return date;
  };
  type Calving = { month: string; elapsed: number | null } | null;
  // Per batch: the calving of an IATF pregnancy, and of a bull pregnancy by its days behind.
  const calvings = new Map<string, { iatf?: Calving; bull: Map<number | null | undefined, Calving> }>();
  const calvingOf = (batch: ReportBatch, byBull: boolean, diasGestacaoTouro: number | null | undefined) => {
    let known = calvings.get(batch.id);
    if (!known) {
      known = { bull: new Map() };
      calvings.set(batch.id, known);
    }
    const found = byBull ? known.bull.get(diasGestacaoTouro) : known.iatf;
    if (found !== undefined) return found;
    const inseminated = inseminationOf(batch);
    const calving = expectedCalvingDate({ iatfDate: inseminated, bullPregnancy: byBull, diasGestacaoTouro });
    const made: Calving =
      inseminated && calving
        ? { month: calving.slice(0, 7), elapsed: daysBetweenDates(inseminated, today) }
        : null;
    if (byBull) known.bull.set(diasGestacaoTouro, made);
    else known.iatf = made;
    return made;
  };
  return {
    add(cow: ReportCow, batch: ReportBatch, outcome: RoundOutcome): void {
      pregnant++;
      const found = calvingOf(batch, outcome.byBull, cow.diasGestacaoTouro);
      if (!found) return;
      months.set(found.month, (months.get(found.month) ?? 0) + 1);
      if (found.elapsed === null) return;
      const day = found.elapsed - (outcome.byBull ? (cow.diasGestacaoTouro ?? 0) : 0);
      counted++;
      sum += day;
      if (isOverdue(day)) overdue++;
    },
    result(): Pick<FarmReport, 'calvings' | 'gestation'> {
      return {
        calvings: [...months]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([month, count]) => ({ month, count, percent: percentage(count, pregnant) })),
        gestation: {
          counted,
          averageDays: counted > 0 ? roundTo2(sum / counted) : null,
          overdue,
        },
      };
    },
  };
}
