// The result of one cow record in its IATF round, the unit every report rate counts.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { isDeadCow, isDiscardedCow } from '../rules/cow-steps.ts';
import { isBlankObservation } from '../rules/observation-markers.ts';
import { textKey } from '../rules/sorting.ts';
import { isDiscardCondition, isPregnantCondition } from '../rules/statistics.ts';
import type { ReportCow } from './report-input.ts';

export type RoundOutcome = {
  /** Diagnosed in this round: in the denominator of the round's rate. */
  diagnosed: boolean;
  pregnant: boolean;
  /** Pregnant by the bull (natural service), not by the insemination. */
  byBull: boolean;
  /** The diagnosis is a final one (DG Final of the record judged here). */
  final: boolean;
};

const NONE: RoundOutcome = { diagnosed: false, pregnant: false, byBull: false, final: false };

function fromCondition(text: string | undefined, final: boolean): RoundOutcome {
  if (!text || text.trim() === '') return NONE;
  const pregnant = isPregnantCondition(text);
  return { diagnosed: true, pregnant, byBull: pregnant && textKey(text).includes('touro'), final };
}

/**
 * Whether the record's round is judged by its DG Final: one omitted from it never gets one, and one whose DG
 * Final was answered (a condition, or an observation such as a death) has it.
 */
function judgedAtFinal(cow: ReportCow): boolean {
  return (
    !cow.omit_from_dg_final && Boolean(cow.condicaoDGFinal || !isBlankObservation(cow.observacao_DG_Final))
  );
}

/**
 * A record judged in DG Final counts its final condition. Until then its DG is its round's result, as the
 * headline takes it (DG Final, else DG): a batch with its DG done shows the same diagnosed cows in the headline
 * and in every table. A record omitted from DG Final went on in a resync (spec §4), so its round ended at the DG,
 * empty. A carried copy that is omitted has no DG of its own (reset on carry) and was never inseminated in that
 * round, so it counts nowhere.
 */
export function roundOutcome(cow: ReportCow, lookup: DomainLookup): RoundOutcome {
  if (cow.isDeleted) return NONE;
  if (judgedAtFinal(cow)) return fromCondition(lookup.valorOf(cow.condicaoDGFinal), true);
  return fromCondition(lookup.valorOf(cow.condicaoDG), false);
}

/**
 * `roundOutcome` for many records over one lookup: the outcome hangs on one condition id, so each id is looked
 * up and classified once (a 100,000-cow report asked for the same handful of ids 100,000 times).
 */
export function outcomeCache(lookup: DomainLookup): (cow: ReportCow) => RoundOutcome {
  const finals = new Map<string | null | undefined, RoundOutcome>();
  const atDg = new Map<string | null | undefined, RoundOutcome>();
  return (cow) => {
    if (cow.isDeleted) return NONE;
    const final = judgedAtFinal(cow);
    const id = final ? cow.condicaoDGFinal : cow.condicaoDG;
    const known = final ? finals : atDg;
    let outcome = known.get(id);
    if (!outcome) {
      outcome = fromCondition(lookup.valorOf(id), final);
      known.set(id, outcome);
    }
    return outcome;
  };
}

/** The IATF round of a record: 1 for the first batch, 2 for the first resync… */
export function roundOf(cow: ReportCow): number {
  return (cow.iatf ?? 0) + 1;
}

/** Dead in any step of this record ('Animal morreu' in D0, DN, DG or the IATF). */
export function recordDied(cow: ReportCow, iatfObservation: string | null | undefined): boolean {
  return isDeadCow(cow, iatfObservation);
}

/** Discarded by observation ('Matriz Descarte') or by a Descarte condition in DG or DG Final. */
export function recordDiscarded(
  cow: ReportCow,
  iatfObservation: string | null | undefined,
  lookup: DomainLookup,
): boolean {
  return (
    isDiscardedCow(cow, iatfObservation) ||
    isDiscardCondition(lookup.valorOf(cow.condicaoDG)) ||
    isDiscardCondition(lookup.valorOf(cow.condicaoDGFinal))
  );
}

/** How a record left the programme, as `recordDied` and then `recordDiscarded` say. */
export type RecordLoss = 'died' | 'discarded' | null;

/**
 * `recordDied`, then `recordDiscarded`, for many records over one lookup: the observations a loss hangs on are
 * the same few texts on thousands of records, so each combination and each condition id is classified once.
 */
export function lossCache(
  lookup: DomainLookup,
): (cow: ReportCow, iatfObservation: string | null | undefined) => RecordLoss {
  type Observed = { died: boolean; discarded: boolean };
  type Level<T> = Map<string | null | undefined, T>;
  const observed: Level<Level<Level<Level<Observed>>>> = new Map();
  const discardConditions: Level<boolean> = new Map();
  const level = <T>(map: Level<T>, key: string | null | undefined, make: () => T): T => {
    let found = map.get(key);
    if (found === undefined) {
      found = make();
      map.set(key, found);
    }
    return found;
  };
  const discardCondition = (id: string | null | undefined) =>
    level(discardConditions, id, () => isDiscardCondition(lookup.valorOf(id)));
  return (cow, iatfObservation) => {
    const { observacaoD0, observacaoDN, observacaoDG } = cow;
    const byDn = level(observed, observacaoD0, () => new Map());
    const byDg = level(byDn, observacaoDN, () => new Map());
    const byIatf = level(byDg, observacaoDG, () => new Map());
    const { died, discarded } = level(byIatf, iatfObservation, () => {
      const steps = { observacaoD0, observacaoDN, observacaoDG };
      return { died: isDeadCow(steps, iatfObservation), discarded: isDiscardedCow(steps, iatfObservation) };
    });
    if (died) return 'died';
    return discarded || discardCondition(cow.condicaoDG) || discardCondition(cow.condicaoDGFinal)
      ? 'discarded'
      : null;
  };
}
