// Batch statistics of spec §9 and the DG/DG Final header counters of spec §2, over condition texts
// (valorDominio.valor of 'Condição DG' or 'Condição DG Final'; screens map ids through a DomainLookup). The texts
// compared are the stored ones, in pt-BR whatever the reader's language (lists/values): data, not what is shown.
import { textKey } from './sorting.ts';

/** Two decimals, half up; toPrecision first so 1.005 (stored as 1.00499…) still gives 1.01. */
export function roundTo2(value: number): number {
  return Math.round(Number.parseFloat((value * 100).toPrecision(12))) / 100;
}

/** Share in %, two decimals rounded; 0 for an empty set instead of dividing by zero. */
export function percentage(part: number, total: number): number {
  return total > 0 ? roundTo2((part * 100) / total) : 0;
}

/**
 * Share in %, two decimals floored (2/3 → 66.66): a pregnancy rate must never be shown higher than it is.
 * Integer arithmetic first, so an exact share like 7/7 is exactly 100.
 */
export function floorPercentage(part: number, total: number): number {
  return total > 0 ? Math.floor((part * 10_000) / total) / 100 : 0;
}

/** 'Condição DG' and 'Condição DG Final' values containing 'prenhe' mean pregnant (spec §9). */
export function isPregnantCondition(condition: string | null | undefined): boolean {
  return textKey(condition).includes('prenhe');
}

/** 'Prenhe Touro', 'Descarte Prenhe Touro': pregnant by natural service after the IATF. */
export function isBullPregnancy(condition: string | null | undefined): boolean {
  return isPregnantCondition(condition) && textKey(condition).includes('touro');
}

export function isDiscardCondition(condition: string | null | undefined): boolean {
  return textKey(condition).includes('descarte');
}

export function isEmptyCondition(condition: string | null | undefined): boolean {
  return textKey(condition).includes('vazia');
}

function isFilled(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * Pregnancy percentage: cows pregnant (IATF or bull, discard-pregnant included) over cows with a final
 * diagnosis, floored to 2 decimals. Cows without a final condition are not in the denominator.
 */
export function pregnancyPercentage(finalConditions: readonly (string | null | undefined)[]): number {
  const diagnosed = finalConditions.filter(isFilled);
  return floorPercentage(diagnosed.filter(isPregnantCondition).length, diagnosed.length);
}

export type CountShare = { count: number; percent: number };

export type DiagnosisRow = {
  saved: boolean;
  /** Text of condicaoDG (or condicaoDGFinal on the DG Final screen). */
  condition: string | null | undefined;
  /** Text of the CL of an empty cow (clVazia / clFinal). */
  cl?: string | null | undefined;
};

export type DiagnosisCounters = {
  /** 'TOTAL DE MATRIZES saved/total'. */
  saved: number;
  total: number;
  /** Prenhes: pregnant and kept (discards are counted apart); % floored like every pregnancy rate. */
  pregnant: CountShare;
  /** Vazias: empty and kept. */
  empty: CountShare;
  /** Descartes: discarded, pregnant or not. */
  discards: number;
  /** Presença de CL, over the cows that have a CL answer. */
  cl: { notEvaluated: CountShare; no: CountShare; yes: CountShare };
};

/** Header counters of the DG and DG Final screens; percentages over the cows already diagnosed. */
export function diagnosisCounters(rows: readonly DiagnosisRow[]): DiagnosisCounters {
  const diagnosed = rows.filter((row) => isFilled(row.condition));
  const kept = diagnosed.filter((row) => !isDiscardCondition(row.condition));
  const pregnant = kept.filter((row) => isPregnantCondition(row.condition)).length;
  const empty = kept.filter((row) => isEmptyCondition(row.condition)).length;

  const clAnswers = rows.map((row) => textKey(row.cl)).filter((cl) => cl !== '');
  const clShare = (answer: string): CountShare => {
    const count = clAnswers.filter((cl) => cl === answer).length;
    return { count, percent: percentage(count, clAnswers.length) };
  };

  return {
    saved: rows.filter((row) => row.saved).length,
    total: rows.length,
    pregnant: { count: pregnant, percent: floorPercentage(pregnant, diagnosed.length) },
    empty: { count: empty, percent: percentage(empty, diagnosed.length) },
    discards: diagnosed.length - kept.length,
    cl: { notEvaluated: clShare('nao avaliado'), no: clShare('nao'), yes: clShare('sim') },
  };
}
