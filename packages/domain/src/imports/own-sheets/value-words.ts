// The farm's own words for list values, by the Gestar value they mean, and what a column's values say about
// the field it holds. Compared through headerKey, like the headings. Data: Portuguese and Spanish words the import
// recognises whatever the reader's language (a farm writes its workbook in its own), beside each value's labels
// (messages/list-values).
import { CONDICAO_DG_FINAL_VALOR, CONDICAO_DG_VALOR } from '../../lists/values/diagnosis.ts';
import { ORDEM_VALOR, RACA_MATRIZ_VALUES } from '../../lists/values/herd.ts';
import { domainValueLabels } from '../../messages/list-values.ts';
import { EXCEL_EPOCH_OFFSET, type SheetCell } from '../sheet-rows.ts';
import { headerKey } from './header-key.ts';

type Words = Readonly<Record<string, readonly string[]>>;

/** Diagnosis texts by the Condição DG value they mean (pt-BR, then Spanish). */
export const DIAGNOSIS_WORDS: Words = {
  [CONDICAO_DG_VALOR.PRENHE]: [
    'Prenha',
    'Prenhe',
    'Prenhas',
    'Prenhes',
    'Prenhez',
    'P',
    'Positivo',
    'Positiva',
    'Pos',
    '+',
    'Gestante',
    'Prenha IATF',
    'Prenhe IATF',
    'Preñada',
    'Preñadas',
    'Preñez',
    'Preñada IATF',
    'Preñada IA',
    'Cargada',
  ],
  [CONDICAO_DG_VALOR.VAZIA]: [
    'Vazia',
    'Vazias',
    'Não Prenha',
    'Não Prenhe',
    'NP',
    'N/P',
    'V',
    'Negativo',
    'Negativa',
    'Neg',
    '-',
    'Falhada',
    'Vacía',
    'Vacías',
    'No Preñada',
    'No Preñadas',
    'Falla',
    'Fallada',
  ],
  [CONDICAO_DG_VALOR.PRENHE_TOURO]: [
    'Prenhe Touro',
    'Prenha Touro',
    'Prenha de Touro',
    'Prenhe de Touro',
    'Prenha Repasse',
    'Repasse',
    'PT',
    'Preñada Toro',
    'Preñada de Toro',
    'Preñada Repaso',
    'Preñada Monta Natural',
    'Repaso',
  ],
};

/** The final diagnosis distinguishes IATF and bull pregnancies: a plain 'Prenha' there is the IATF's. */
export const FINAL_DIAGNOSIS_WORDS: Words = {
  [CONDICAO_DG_FINAL_VALOR.PRENHE_IATF]: DIAGNOSIS_WORDS[CONDICAO_DG_VALOR.PRENHE] ?? [],
  [CONDICAO_DG_FINAL_VALOR.VAZIA]: DIAGNOSIS_WORDS[CONDICAO_DG_VALOR.VAZIA] ?? [],
  [CONDICAO_DG_FINAL_VALOR.PRENHE_TOURO]: DIAGNOSIS_WORDS[CONDICAO_DG_VALOR.PRENHE_TOURO] ?? [],
};

/** Categories farms write for a cow's parity, by the Ordem value (singular and plural alike, see looseKey). */
export const ORDER_WORDS: Words = {
  [ORDEM_VALOR.NOVILHAS]: ['Novilha', 'Nov', 'Vaquillona', 'Vaquilla', 'Vaq', 'Novilla'],
  [ORDEM_VALOR.PRIMIPARAS]: [
    'Primípara',
    'Prim',
    'Primípara Parida',
    'Primeriza',
    'Vaca de Primeira Cria',
    'Vaca de Primer Parto',
    'Primer Parto',
  ],
  [ORDEM_VALOR.SECUNDIPARAS]: [
    'Secundípara',
    'Sec',
    'Segunda Cria',
    'Segundo Parto',
    'Vaca de Segundo Parto',
  ],
  [ORDEM_VALOR.MULTIPARAS]: [
    'Multípara',
    'Mult',
    'Vaca',
    'Vaca Parida',
    'Vaca Adulta',
    'Multípara Parida',
    'Vaca Multípara',
  ],
  [ORDEM_VALOR.SOLTEIRAS]: [
    'Solteira',
    'Vaca Solteira',
    'Vaca Seca',
    'Seca',
    'Vaca sin Cría',
    'Vaca sin Ternero',
  ],
};

/**
 * Key of a list value for matching: headerKey ('1º uso' → '1 uso') with a plural 's' dropped from each longer
 * word, since a farm writes 'Multípara' where the list says 'Multíparas'.
 */
export function looseKey(text: string | null | undefined): string {
  return headerKey(text)
    .split(' ')
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word))
    .join(' ');
}

/** Index of a words table: each word's loose key → the value it means. Symbols ('+', '-') keep their text. */
export function wordIndex(words: Words): Map<string, string> {
  const index = new Map<string, string>();
  for (const [value, texts] of Object.entries(words))
    for (const text of [value, ...texts]) {
      const key = looseKey(text) || text.trim();
      if (!index.has(key)) index.set(key, value);
    }
  return index;
}

/** The key a cell's text is looked up with in a wordIndex. */
export function wordKey(text: string): string {
  return looseKey(text) || text.trim();
}

/** Each value with its labels in every language ('Novilhas': 'Vaquillonas'), then the farm's own words. */
const withLabels = (values: readonly string[], words: Words): Words => ({
  ...Object.fromEntries(values.map((valor) => [valor, domainValueLabels(valor)])),
  ...Object.fromEntries(
    Object.entries(words).map(([valor, texts]) => [valor, [...domainValueLabels(valor), ...texts]]),
  ),
});

const DIAGNOSIS_INDEX = wordIndex(
  withLabels(
    [...Object.values(CONDICAO_DG_VALOR), ...Object.values(CONDICAO_DG_FINAL_VALOR)],
    DIAGNOSIS_WORDS,
  ),
);
const ORDER_INDEX = wordIndex(withLabels(Object.values(ORDEM_VALOR), ORDER_WORDS));
const BREED_KEYS = new Set(
  RACA_MATRIZ_VALUES.flatMap((value) => domainValueLabels(value.valor).map((text) => looseKey(text))),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const BR_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
/** Years a season's date can have; outside them a 'date' is a typo or a number in the wrong column. */
export const FIRST_SEASON_YEAR = 1990;
export const LAST_SEASON_YEAR = 2099;
const serialOf = (year: number, month: number, day: number) =>
  Date.UTC(year, month - 1, day) / 86_400_000 + EXCEL_EPOCH_OFFSET;
/** A whole number in this range under a 'Data' heading is an Excel date. */
const SERIAL_MIN = serialOf(FIRST_SEASON_YEAR, 1, 1);
const SERIAL_MAX = serialOf(LAST_SEASON_YEAR, 12, 31);

/** A cell that is a date beyond doubt: a date value or a date written out. */
export function isWrittenDate(cell: SheetCell): boolean {
  if (cell instanceof Date) return !Number.isNaN(cell.getTime());
  const text = typeof cell === 'string' ? cell.trim() : '';
  return BR_DATE.test(text) || ISO_DATE.test(text);
}

/** A cell that may be a date: written out, or an Excel serial of a season's years. */
export function isDateLike(cell: SheetCell): boolean {
  return isWrittenDate(cell) || (typeof cell === 'number' && cell >= SERIAL_MIN && cell <= SERIAL_MAX);
}

export const isDiagnosisWord = (cell: SheetCell) =>
  typeof cell === 'string' && DIAGNOSIS_INDEX.has(wordKey(cell));

export const isOrderWord = (cell: SheetCell) => typeof cell === 'string' && ORDER_INDEX.has(wordKey(cell));

export const isBreedWord = (cell: SheetCell) => typeof cell === 'string' && BREED_KEYS.has(looseKey(cell));
