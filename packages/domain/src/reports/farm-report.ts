// The report of spec §2 'Reports': one pure function from the records of a farm, retiro or batch to
// every rate and count the report pages and RelatorioGrafico/getRelatorioPor* show. Server and device call it
// on the same records, so both show the same numbers.
import { NOT_INFORMED, roundLabel } from '../messages/labels/reports.ts';
import { domainValueLabel } from '../messages/list-values.ts';
import { isGestationLoss } from '../rules/dg-final-fields.ts';
import { formatEcc } from '../rules/display.ts';
import { floorPercentage, isPregnantCondition, percentage, roundTo2 } from '../rules/statistics.ts';
import { type CalvingFigures, calvingTally } from './calving-tally.ts';
import {
  type CowResult,
  CowStandings,
  type Diagnosis,
  diagnosisCache,
  type HeadlineBasis,
} from './cow-standing.ts';
import { type FieldWork, FieldWorkTally } from './field-work.ts';
import { lossCache, outcomeCache, roundOf } from './outcome.ts';
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
  /**
   * Per bull and per semen lot only: straws used, one per IATF record naming it (diagnosed or not), and straws
   * over pregnancies by the insemination (null without one).
   */
  straws?: number;
  strawsPerPregnancy?: number | null;
};

/**
 * What each table counts (docs/DECISIONS.md). 'cows': one row per cow, by her latest result across her resync
 * chain — the table adds up to the headline. 'services': one row per cow per IATF round (a resynchronised cow
 * counts once per insemination) — a conception rate, the table adds up to 'Por rodada de IATF'. Bull, semen lot,
 * inseminator, protocol, batch and the body condition at the insemination belong to one service, not to a cow.
 */
export const REPORT_SECTION_UNITS = {
  byRound: 'services',
  byCorral: 'cows',
  byBatch: 'services',
  byProtocol: 'services',
  byBull: 'services',
  bySemenLot: 'services',
  byInseminator: 'services',
  byOrder: 'cows',
  byEcc: 'services',
  byBreed: 'cows',
} as const;

export type ReportSection = keyof typeof REPORT_SECTION_UNITS;
export type ReportUnit = (typeof REPORT_SECTION_UNITS)[ReportSection];

/** One service (a cow record of a round) as the per-service tables see it. */
type Service = { cow: ReportCow; batch: ReportBatch; iatf: ReportIatf | undefined; round: number };
type GroupKey = string | null | undefined;
/** The sections whose unit is `unit`: a service table groups services, a cow table cows. */
type SectionsOf<U extends ReportUnit> = {
  [K in ReportSection]: (typeof REPORT_SECTION_UNITS)[K] extends U ? K : never;
}[ReportSection];

/**
 * The per-service tables, each by what it groups a service by. A new table is a line in REPORT_SECTION_UNITS
 * and one here or in COW_DIMENSIONS (by its unit), FarmReport and `labels` below: the compiler holds them to
 * the same names.
 */
const SERVICE_DIMENSIONS = {
  byRound: (service) => String(service.round),
  byBatch: (service) => service.cow.loteId,
  byProtocol: (service) => service.batch.protocoloId,
  byBull: (service) => service.iatf?.touroId,
  bySemenLot: (service) => service.iatf?.partidaId,
  byInseminator: (service) => service.iatf?.usuarioId,
  byEcc: (service) => roundEcc(service.cow, service.iatf),
} as const satisfies Record<SectionsOf<'services'>, (service: Service) => GroupKey>;

/** The per-cow tables (her latest result), each by what the cow is now. */
const COW_DIMENSIONS = {
  byCorral: (result) => result.batch.retiroId,
  byOrder: (result) => result.cow.ordemMatriz,
  byBreed: (result) => result.cow.racaMatriz,
} as const satisfies Record<SectionsOf<'cows'>, (result: CowResult) => GroupKey>;

type ServiceSection = keyof typeof SERVICE_DIMENSIONS;
type CowSection = keyof typeof COW_DIMENSIONS;
const SERVICE_ENTRIES = Object.entries(SERVICE_DIMENSIONS) as [
  ServiceSection,
  (service: Service) => GroupKey,
][];
const COW_ENTRIES = Object.entries(COW_DIMENSIONS) as [CowSection, (result: CowResult) => GroupKey][];

function groupsOf<K extends string>(names: readonly K[]): Record<K, Groups> {
  return Object.fromEntries(names.map((name) => [name, new Groups()])) as Record<K, Groups>;
}

export type ReportSummary = RateRow & {
  distinctCows: number;
  /** What the rate is based on (see HeadlineBasis): the batch card and the report say it beside the rate. */
  basis: HeadlineBasis;
  /** Cows still without a result (not dead, not discarded). */
  awaiting: number;
};

export type FarmReport = {
  /**
   * The headline: one row per cow, her latest result (DG Final, else DG, across her resync chain); pregnant (IATF
   * or bull) over cows with a diagnosis, floored to 2 decimals (spec §9). `headlineText` writes it.
   */
  summary: ReportSummary;
  /** What each table below counts, cows or services. */
  units: typeof REPORT_SECTION_UNITS;
  /**
   * Cows judged in DG Final that had a DG: how many were pregnant at each and how many lost the pregnancy (the
   * loss rule of DG Final, `isGestationLoss`, applied to the two conditions).
   */
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
} & CalvingFigures &
  /** Devices lost by use and by person, animals worked per handling and round. */
  FieldWork & {
    /** One table per section (REPORT_SECTION_UNITS), its groups ordered by label, unknown last. */
    [K in ReportSection]: RateRow[];
  };

/** What a rate row counts of its records, tallied as the records go by (no per-group lists to keep). */
type Tally = { cows: number; diagnosed: number; pregnant: number; pregnantBull: number; straws: number };

function tally(into: Tally, outcome: Diagnosis): void {
  into.cows++;
  if (!outcome.diagnosed) return;
  into.diagnosed++;
  if (!outcome.pregnant) return;
  into.pregnant++;
  if (outcome.byBull) into.pregnantBull++;
}

const emptyTally = (): Tally => ({ cows: 0, diagnosed: 0, pregnant: 0, pregnantBull: 0, straws: 0 });

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
  /** Straws are counted (the bull and semen lot tables): their rows say 0 rather than nothing. */
  countsStraws = false;

  private of(key: string | null | undefined): Tally {
    const k = key ?? '';
    let into = this.tallies.get(k);
    if (!into) {
      into = emptyTally();
      this.tallies.set(k, into);
    }
    return into;
  }

  add(key: string | null | undefined, outcome: Diagnosis): void {
    tally(this.of(key), outcome);
  }

  /** One straw of the group named by an IATF record. */
  addStraw(key: string): void {
    this.of(key).straws++;
  }

  /** Labels each group and orders the groups by label (pt-BR collation, close enough for Spanish), unknown last. */
  rows(labelOf: (key: string) => string | undefined): RateRow[] {
    const result = [...this.tallies].map(([key, counts]) => {
      const row = rateRow(key, (key && labelOf(key)) || NOT_INFORMED(), counts);
      if (!this.countsStraws) return row;
      const { straws } = counts;
      return {
        ...row,
        straws,
        strawsPerPregnancy: row.pregnantIatf > 0 ? roundTo2(straws / row.pregnantIatf) : null,
      };
    });
    return result.sort(
      (a, b) => Number(a.key === '') - Number(b.key === '') || a.label.localeCompare(b.label, 'pt-BR'),
    );
  }
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** The headline row from every cow's standing; `each` sees each cow's result on the way (per-cow tables). */
function summaryOf(standings: CowStandings, each?: (result: CowResult) => void): ReportSummary {
  const summary = emptyTally();
  for (const result of standings.results()) {
    tally(summary, result.diagnosis);
    each?.(result);
  }
  return {
    ...rateRow('', '', summary),
    distinctCows: standings.cows,
    basis: standings.basis(),
    awaiting: standings.awaiting(),
  };
}

/**
 * The report's headline alone (the batch card shows it): the same standings and summary `buildFarmReport` makes,
 * without the tables. `batches` are the report's scope (`reportBatches`).
 */
export function reportHeadline({
  batches,
  cows,
  iatfs,
  lookup,
}: Pick<ReportInput, 'batches' | 'cows' | 'iatfs' | 'lookup'>): ReportSummary {
  const live = byId(batches.filter((batch) => !batch.isDeleted));
  const observationOf = new Map<string, string | null | undefined>();
  for (const iatf of iatfs) if (!iatf.isDeleted) observationOf.set(iatf.vacaId, iatf.observacao);
  const diagnosisOf = diagnosisCache(lookup);
  const lossOf = lossCache(lookup);
  const standings = new CowStandings();
  for (const cow of cows) {
    if (cow.isDeleted) continue;
    const cowBatch = live.get(cow.loteId);
    if (cowBatch)
      standings.add(cow, cowBatch, roundOf(cow), lossOf(cow, observationOf.get(cow.id)), diagnosisOf);
  }
  return summaryOf(standings);
}

/** The body condition nearest the insemination of the round: the IATF's (IATF, D0/IATF), else the record's (D0
 * Resync, D0). */
export function roundEcc(cow: ReportCow, iatf: ReportIatf | undefined): string | null | undefined {
  return iatf?.ecc || cow.ecc;
}

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
  const diagnosisOf = diagnosisCache(lookup);
  const lossOf = lossCache(lookup);

  // Per service: every record of a round.
  const services = groupsOf(SERVICE_ENTRIES.map(([name]) => name));
  services.byBull.countsStraws = true;
  services.bySemenLot.countsStraws = true;
  const standings = new CowStandings();
  const dead = new Set<string>();
  const discarded = new Set<string>();
  const compare = { compared: 0, pregnantAtDg: 0, pregnantAtFinal: 0, losses: 0 };
  const calving = calvingTally(input, protocols);
  const fieldWork = new FieldWorkTally();

  for (const cow of input.cows) {
    if (cow.isDeleted) continue;
    const cowBatch = batches.get(cow.loteId);
    if (!cowBatch) continue;
    const iatf = iatfByCow.get(cow.id);
    const cowRound = roundOf(cow);
    const loss = lossOf(cow, iatf?.observacao);
    const chain = cow.dzeroOriginal ?? cow.id;
    standings.add(cow, cowBatch, cowRound, loss, diagnosisOf);
    if (loss === 'died') dead.add(chain);
    else if (loss === 'discarded') discarded.add(chain);
    fieldWork.add(cow, iatf, cowRound);
    // A straw is used whenever an IATF names its bull or lot, even on a record no rate counts.
    if (iatf?.touroId) services.byBull.addStraw(iatf.touroId);
    if (iatf?.partidaId) services.bySemenLot.addStraw(iatf.partidaId);

    const outcome = outcomeOf(cow);
    // A copy omitted from DG Final without a DG of its own was never inseminated in that round.
    if (outcome.diagnosed || !cow.omit_from_dg_final) {
      const service: Service = { cow, batch: cowBatch, iatf, round: cowRound };
      for (const [name, keyOf] of SERVICE_ENTRIES) services[name].add(keyOf(service), outcome);
    }

    if (cow.omit_from_dg_final || !outcome.final) continue;
    // Judged in DG Final: DG against DG Final, the calvings and the gestation count these only.
    const atDg = lookup.valorOf(cow.condicaoDG);
    if (atDg) {
      compare.compared++;
      if (isPregnantCondition(atDg)) compare.pregnantAtDg++;
      if (outcome.pregnant) compare.pregnantAtFinal++;
      if (isGestationLoss(cow.condicaoDG, cow.condicaoDGFinal, lookup)) compare.losses++;
    }
    if (outcome.pregnant) calving.add(cow, cowBatch, outcome.byBull);
  }

  // Per cow: her latest result, under her retiro, category and breed now.
  const perCow = groupsOf(COW_ENTRIES.map(([name]) => name));
  const summary = summaryOf(standings, (result) => {
    for (const [name, keyOf] of COW_ENTRIES) perCow[name].add(keyOf(result), result.diagnosis);
  });

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
  /** A list value as the reader reads it ('Novilhas' → 'Vaquillonas' in Spanish). */
  const valueLabel = (key: string) => domainValueLabel(lookup.valorOf(key));
  /** How each table names its groups. */
  const labels: Record<ReportSection, (key: string) => string | undefined> = {
    byRound: (key) => roundLabel(Number(key)),
    byBatch: (key) => batches.get(key)?.nomeLote,
    byCorral: names(input.corrals, (item) => item.nome),
    byProtocol: names(input.protocols, (item) => item.name),
    byBull: names(input.bulls, (item) => item.nome),
    bySemenLot: names(input.partidas, (item) => item.codigo),
    byInseminator: names(input.users, (item) => item.nomeCompleto),
    byOrder: valueLabel,
    // Scores as a person reads them ('3,00'), on the screen, in print and in the server's answer.
    byEcc: (key) => {
      const score = valor(key);
      return score === undefined ? undefined : formatEcc(score);
    },
    byBreed: valueLabel,
  };
  const tables = Object.fromEntries([
    ...SERVICE_ENTRIES.map(([name]) => [name, services[name].rows(labels[name])]),
    ...COW_ENTRIES.map(([name]) => [name, perCow[name].rows(labels[name])]),
  ]) as Record<ReportSection, RateRow[]>;
  // Rounds in their order, not by label.
  tables.byRound.sort((a, b) => Number(a.key) - Number(b.key));
  // A cow discarded in one round and dead in a later one is counted once, as dead.
  for (const chain of dead) discarded.delete(chain);
  const { distinctCows } = summary;

  return {
    summary,
    units: REPORT_SECTION_UNITS,
    ...tables,
    dgVsFinal: { ...compare, lossPercent: percentage(compare.losses, compare.pregnantAtDg) },
    losses: {
      distinctCows,
      deaths: dead.size,
      deathPercent: percentage(dead.size, distinctCows),
      discards: discarded.size,
      discardPercent: percentage(discarded.size, distinctCows),
    },
    ...calving.result(),
    ...fieldWork.result(valueLabel, labels.byInseminator),
  };
}
