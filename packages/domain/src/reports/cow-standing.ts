// Where each cow stands in the season: her latest result across her resync chain. The report's headline and its
// per-cow tables count these, one per cow, so they add up to each other; the batch card shows the same headline.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { isBlankObservation } from '../rules/observation-markers.ts';
import { textKey } from '../rules/sorting.ts';
import { isPregnantCondition } from '../rules/statistics.ts';
import type { RecordLoss } from './outcome.ts';
import type { ReportBatch, ReportCow } from './report-input.ts';

/** A diagnosis as the report counts it. */
export type Diagnosis = {
  /** In the denominator of the rate: a DG or DG Final condition is recorded. */
  diagnosed: boolean;
  pregnant: boolean;
  /** Pregnant by the bull (natural service), not by the insemination. */
  byBull: boolean;
};

export const NOT_DIAGNOSED: Diagnosis = { diagnosed: false, pregnant: false, byBull: false };

/** The diagnosis a condition text means; cached by id so 100,000 cows classify a handful of ids. */
export function diagnosisCache(lookup: DomainLookup): (conditionId: string | null | undefined) => Diagnosis {
  const known = new Map<string | null | undefined, Diagnosis>();
  return (id) => {
    let found = known.get(id);
    if (!found) {
      const text = lookup.valorOf(id);
      if (!text || text.trim() === '') found = NOT_DIAGNOSED;
      else {
        const pregnant = isPregnantCondition(text);
        found = { diagnosed: true, pregnant, byBull: pregnant && textKey(text).includes('touro') };
      }
      known.set(id, found);
    }
    return found;
  };
}

/**
 * How far one record got: 'final' (DG Final answered: a condition, or an observation such as a death), 'dg' (DG
 * answered; for a record omitted from DG Final that is the end of its round), 'out' (dead or discarded before any
 * diagnosis), or null (still waiting for its diagnosis).
 */
export type RecordStage = 'final' | 'dg' | 'out' | null;

export function recordStage(cow: ReportCow, loss: RecordLoss): RecordStage {
  if (!cow.omit_from_dg_final && (cow.condicaoDGFinal || !isBlankObservation(cow.observacao_DG_Final)))
    return 'final';
  // Dead, or discarded by an observation: no diagnosis is coming ('[N/A]' in her DG observation says nothing).
  if (loss === 'died' || (loss === 'discarded' && !cow.condicaoDG)) return 'out';
  if (cow.condicaoDG || !isBlankObservation(cow.observacaoDG)) return 'dg';
  return null;
}

/** One cow (one resync chain) as the season stands. */
type Chain = {
  /** The latest record with a result, its round and stage, and what it says. */
  resultRound: number;
  stage: RecordStage;
  diagnosis: Diagnosis;
  /** The highest round of a record still waiting for its diagnosis (0: none). */
  pendingRound: number;
  /** The chain's latest record and its batch: the cow's retiro, category and breed now. */
  lastRound: number;
  last: ReportCow;
  lastBatch: ReportBatch;
};

const isAwaiting = (chain: Chain) => chain.stage === null && chain.pendingRound > 0;

/**
 * What the headline is based on: 'dgFinal' when every cow's result is final; 'dg' when every cow has a result
 * and some only from a DG (before DG Final, or a resync still under way); 'partial' when some cows have none yet
 * ('1 de 65 diagnosticadas'); 'none' before any diagnosis.
 */
export type HeadlineBasis = 'none' | 'partial' | 'dg' | 'dgFinal';

export type CowResult = { cow: ReportCow; batch: ReportBatch; diagnosis: Diagnosis };

/** Collects the records of a scope, then gives each cow's latest result and the headline's basis. */
export class CowStandings {
  private readonly chains = new Map<string, Chain>();

  /** A record of a live batch, with its round, its loss and the diagnoses its conditions mean. */
  add(
    cow: ReportCow,
    batch: ReportBatch,
    round: number,
    loss: RecordLoss,
    diagnosisOf: (id: string | null | undefined) => Diagnosis,
  ): void {
    const key = cow.dzeroOriginal ?? cow.id;
    let chain = this.chains.get(key);
    if (!chain) {
      chain = {
        resultRound: 0,
        stage: null,
        diagnosis: NOT_DIAGNOSED,
        pendingRound: 0,
        lastRound: round,
        last: cow,
        lastBatch: batch,
      };
      this.chains.set(key, chain);
    } else if (round >= chain.lastRound) {
      chain.lastRound = round;
      chain.last = cow;
      chain.lastBatch = batch;
    }
    const stage = recordStage(cow, loss);
    if (stage === null) {
      // A copy omitted without a DG of its own was never inseminated in that round: it waits for nothing.
      if (!cow.omit_from_dg_final) chain.pendingRound = Math.max(chain.pendingRound, round);
      return;
    }
    if (round < chain.resultRound) return;
    chain.resultRound = round;
    chain.stage = stage;
    chain.diagnosis =
      stage === 'final'
        ? diagnosisOf(cow.condicaoDGFinal)
        : stage === 'dg'
          ? diagnosisOf(cow.condicaoDG)
          : NOT_DIAGNOSED;
  }

  /** Every cow: her latest record (retiro, category, breed) and her latest result. */
  *results(): Generator<CowResult> {
    for (const chain of this.chains.values())
      yield { cow: chain.last, batch: chain.lastBatch, diagnosis: chain.diagnosis };
  }

  get cows(): number {
    return this.chains.size;
  }

  /** Cows with no result yet (not dead, not discarded): the rest of '1 de 65 diagnosticadas'. */
  awaiting(): number {
    let count = 0;
    for (const chain of this.chains.values()) if (isAwaiting(chain)) count++;
    return count;
  }

  basis(): HeadlineBasis {
    let diagnosed = false;
    let awaiting = false;
    let beforeFinal = false;
    for (const chain of this.chains.values()) {
      if (chain.diagnosis.diagnosed) diagnosed = true;
      if (isAwaiting(chain)) awaiting = true;
      else if (chain.stage === 'dg' || chain.pendingRound > chain.resultRound) beforeFinal = true;
    }
    if (!diagnosed) return 'none';
    if (awaiting) return 'partial';
    return beforeFinal ? 'dg' : 'dgFinal';
  }
}
