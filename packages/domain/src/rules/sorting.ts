import { CL_VALOR, CONDICAO_DG_VALOR } from '../lists/values/diagnosis.ts';
import { ORDEM_VALOR, PRIORITY_BULL_BREEDS } from '../lists/values/herd.ts';
import { YES_NO } from '../lists/values/value-def.ts';

// Sort orders of spec §9, as comparators over the values' stored texts (valorDominio.valor, in pt-BR whatever the
// reader's language: the orders name them through lists/values). Lists can be edited by administrators, so every
// comparator accepts texts it does not know and puts them after the known ones.

export type Comparator = (a: string, b: string) => number;

const keys = new Map<string, string>();
const KEYS_KEPT = 5_000;

/** Comparison key: case, accents and spacing ignored ('Primíparas ' and 'primiparas' are the same). */
export function textKey(text: string | null | undefined): string {
  if (!text) return '';
  // Reports and lists ask for the same few texts (conditions, observations) hundreds of thousands of times;
  // the Unicode normalisation is most of their cost. Bounded: free text never grows it past KEYS_KEPT.
  const known = keys.get(text);
  if (known !== undefined) return known;
  const key = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  if (keys.size >= KEYS_KEPT) keys.clear();
  keys.set(text, key);
  return key;
}

export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return textKey(a) === textKey(b);
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Alphabetical in pt-BR, the tie-breaker of every order below. */
export const compareText: Comparator = (a, b) => collator.compare(a, b);

/** Known texts first, in the list's order; the rest after them, alphabetically. */
export function rankedOrder(order: readonly string[]): Comparator {
  const ranks = new Map(order.map((text, index) => [textKey(text), index]));
  const rank = (text: string) => ranks.get(textKey(text)) ?? order.length;
  return (a, b) => rank(a) - rank(b) || compareText(a, b);
}

/** Sorted copy, comparing the text each item shows. */
export function sortByText<T>(items: readonly T[], text: (item: T) => string, compare: Comparator): T[] {
  return [...items].sort((a, b) => compare(text(a), text(b)));
}

/** Management days sort by D-number; a day without one ('Dx') sorts as 100, i.e. after any real day. */
export const UNKNOWN_DAY_NUMBER = 100;

export function dayNumber(day: string | null | undefined): number {
  const match = /^\s*d\s*(\d+)/i.exec(day ?? '');
  return match ? Number(match[1]) : UNKNOWN_DAY_NUMBER;
}

export const compareDays: Comparator = (a, b) => dayNumber(a) - dayNumber(b) || compareText(a, b);

function leadingNumber(text: string): number {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(text);
  return match?.[1] ? Number(match[1].replace(',', '.')) : Number.POSITIVE_INFINITY;
}

function byNumber(value: (text: string) => number): Comparator {
  return (a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return compareText(a, b);
    // Infinity - Infinity is NaN: texts without a number go last, compared above.
    return x < y ? -1 : 1;
  };
}

/** ECC values are numbers ('2,75' or '2.75'); '10' would follow '9', not '1'. */
export const compareEcc: Comparator = byNumber(leadingNumber);

/** Age classes by their leading number ('12 a 24 meses' before '36 meses'); texts without one last. */
export const compareAge: Comparator = byNumber(leadingNumber);

/** CL: Sim, then Não, then the others ('Não Avaliado'). */
export const compareCl: Comparator = rankedOrder([CL_VALOR.SIM, CL_VALOR.NAO]);

export const DG_CONDITION_ORDER = [
  CONDICAO_DG_VALOR.PRENHE,
  CONDICAO_DG_VALOR.PRENHE_TOURO,
  CONDICAO_DG_VALOR.VAZIA,
  CONDICAO_DG_VALOR.DESCARTE_PRENHE,
  CONDICAO_DG_VALOR.DESCARTE_VAZIA,
] as const;
/** The second list of §9, without bull pregnancy. */
export const DG_CONDITION_SHORT_ORDER = [
  CONDICAO_DG_VALOR.PRENHE,
  CONDICAO_DG_VALOR.VAZIA,
  CONDICAO_DG_VALOR.DESCARTE_PRENHE,
  CONDICAO_DG_VALOR.DESCARTE_VAZIA,
] as const;

export const compareDgCondition: Comparator = rankedOrder(DG_CONDITION_ORDER);
export const compareDgConditionShort: Comparator = rankedOrder(DG_CONDITION_SHORT_ORDER);

export const TEMPERAMENT_ORDER = ['andando', 'marchando', 'correndo'] as const;
export const compareTemperament: Comparator = rankedOrder(TEMPERAMENT_ORDER);

// The spec writes them in lower case; the seeded values are capitalised, and rankedOrder ignores case.
export const MATRIX_ORDER_ORDER = [
  ORDEM_VALOR.NOVILHAS_PRECOCES,
  ORDEM_VALOR.NOVILHAS,
  ORDEM_VALOR.PRIMIPARAS_PRECOCES,
  ORDEM_VALOR.PRIMIPARAS,
  ORDEM_VALOR.SECUNDIPARAS_PRECOCES,
  ORDEM_VALOR.SECUNDIPARAS,
  ORDEM_VALOR.MULTIPARAS,
  ORDEM_VALOR.SOLTEIRAS,
] as const;
export const compareMatrixOrder: Comparator = rankedOrder(MATRIX_ORDER_ORDER);

export const compareBullBreed: Comparator = rankedOrder(PRIORITY_BULL_BREEDS);

function startsWithKey(text: string, prefix: string): boolean {
  return textKey(prefix) !== '' && textKey(text).startsWith(textKey(prefix));
}

/** Devices of the given brand first (the brand is configuration, the spec does not name it). */
export function compareDevicesBrandFirst(brand: string): Comparator {
  return (a, b) => Number(!startsWithKey(a, brand)) - Number(!startsWithKey(b, brand)) || compareText(a, b);
}

/** Vaccines: 'Não', then the named item, then items starting with the brand prefix, then the rest. */
export function compareVaccines(namedItem: string, brandPrefix: string): Comparator {
  const group = (text: string) => {
    if (sameText(text, YES_NO.NAO)) return 0;
    if (sameText(text, namedItem)) return 1;
    return startsWithKey(text, brandPrefix) ? 2 : 3;
  };
  return (a, b) => group(a) - group(b) || compareText(a, b);
}
