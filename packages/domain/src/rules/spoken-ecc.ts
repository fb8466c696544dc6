// Voice input of ECC (spec §5): the recogniser (pt-BR or es-419, the reader's language) gives words
// ('três e meio', 'dois vírgula cinco'; 'tres y medio', 'dos coma cinco'), digits ('2,75') or a mix ('3 e meio');
// the result is the nearest value of the ECC scale.

import { currentLocale } from '../i18n/current-locale.ts';
import type { Locale } from '../i18n/locales.ts';
import { ECC_MAX, ECC_MIN, ECC_STEP } from '../lists/values/diagnosis.ts';

/** The 17 values of the ECC scale: 1, 1.25 … 5. */
export const ECC_VALUES: readonly number[] = Array.from(
  { length: (ECC_MAX - ECC_MIN) / ECC_STEP + 1 },
  (_, index) => ECC_MIN + index * ECC_STEP,
);

/** The words of spoken numbers in one language, written without accents (the said text loses them too). */
type NumberLanguage = {
  numbers: Readonly<Record<string, number>>;
  /** The word between the parts of a number ('vinte e cinco', 'treinta y cinco'), ignored. */
  connector: string;
  decimalSeparators: ReadonlySet<string>;
  halves: readonly string[];
  /** Quarters counted by the word before ('dois e três quartos', 'um quarto'). */
  countedQuarters: readonly string[];
  /** One quarter whatever comes before ('tres y cuarto'), its article included ('tres y un cuarto'). */
  singleQuarters: readonly string[];
  /** The 'a' of 'a quarter' ('un cuarto'), not the number one ('uno y cuarto'). */
  quarterArticles: readonly string[];
};

const PORTUGUESE: NumberLanguage = {
  numbers: {
    zero: 0,
    um: 1,
    uma: 1,
    dois: 2,
    duas: 2,
    tres: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    quinze: 15,
    vinte: 20,
    trinta: 30,
    quarenta: 40,
    cinquenta: 50,
    sessenta: 60,
    setenta: 70,
    oitenta: 80,
    noventa: 90,
  },
  connector: 'e',
  decimalSeparators: new Set(['virgula', 'ponto', ',', '.']),
  halves: ['meio', 'meia'],
  countedQuarters: ['quarto', 'quartos'],
  singleQuarters: [],
  quarterArticles: [],
};

const SPANISH: NumberLanguage = {
  numbers: {
    cero: 0,
    un: 1,
    uno: 1,
    una: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    trece: 13,
    catorce: 14,
    quince: 15,
    dieciseis: 16,
    diecisiete: 17,
    dieciocho: 18,
    diecinueve: 19,
    veinte: 20,
    veintiun: 21,
    veintiuno: 21,
    veintiuna: 21,
    veintidos: 22,
    veintitres: 23,
    veinticuatro: 24,
    veinticinco: 25,
    veintiseis: 26,
    veintisiete: 27,
    veintiocho: 28,
    veintinueve: 29,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    sesenta: 60,
    setenta: 70,
    ochenta: 80,
    noventa: 90,
  },
  connector: 'y',
  decimalSeparators: new Set(['coma', 'punto', ',', '.']),
  halves: ['medio', 'media'],
  countedQuarters: ['cuartos'],
  singleQuarters: ['cuarto'],
  quarterArticles: ['un'],
};

const LANGUAGES: Readonly<Record<Locale, NumberLanguage>> = { 'pt-BR': PORTUGUESE, es: SPANISH };

function tokenize(spoken: string, language: NumberLanguage): string[] {
  return spoken
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)\s*([.,])\s*(\d)/g, '$1$2$3')
    .replace(/([.,])(?!\d)/g, ' $1 ')
    .split(/\s+/)
    .filter((token) => token !== '' && token !== language.connector);
}

/** Sum of number words and digit tokens ('vinte cinco' = 25); null when there is none. */
function wholeNumber(
  tokens: readonly string[],
  language: NumberLanguage,
): { value: number; digits: number } | null {
  let value = 0;
  let digits = 0;
  for (const token of tokens) {
    const word = language.numbers[token];
    if (word !== undefined) {
      value += word;
      digits = Math.max(digits, String(value).length);
    } else if (/^\d+$/.test(token)) {
      value += Number(token);
      digits = Math.max(digits, token.length);
    }
  }
  return digits > 0 ? { value, digits } : null;
}

/**
 * The number said, or null: integer part, then 'vírgula'/'ponto' ('coma'/'punto') + decimals, or 'e meio' /
 * 'um quarto' ('y medio' / 'y cuarto'), in the words of the reader's language.
 */
export function spokenNumber(spoken: string): number | null {
  const language = LANGUAGES[currentLocale()];
  const tokens = tokenize(spoken, language);
  const single = tokens.length === 1 ? /^\d+(?:[.,]\d+)?$/.exec(tokens[0] ?? '') : null;
  if (single) return Number(single[0].replace(',', '.'));

  let fraction = 0;
  let rest = tokens;
  if (rest.some((token) => language.halves.includes(token))) {
    fraction += 0.5;
    rest = rest.filter((token) => !language.halves.includes(token));
  }
  const quarters = rest.findIndex((token) => language.countedQuarters.includes(token));
  if (quarters >= 0) {
    // 'três quartos' is 0.75 only after the integer part ('dois e três quartos'); 'um quarto' alone is 0.25.
    const countToken = rest[quarters - 1];
    const count = countToken === undefined ? 1 : (language.numbers[countToken] ?? Number(countToken));
    fraction += (Number.isFinite(count) ? count : 1) * 0.25;
    rest = [...rest.slice(0, Math.max(quarters - 1, 0)), ...rest.slice(quarters + 1)];
  }
  const quarter = rest.findIndex((token) => language.singleQuarters.includes(token));
  if (quarter >= 0) {
    // 'tres y cuarto' is 3.25, as is 'tres y un cuarto': that 'un' is the quarter's, not the number's.
    const before = rest[quarter - 1];
    const article = before !== undefined && language.quarterArticles.includes(before) ? 1 : 0;
    fraction += 0.25;
    rest = [...rest.slice(0, quarter - article), ...rest.slice(quarter + 1)];
  }

  const separator = rest.findIndex((token) => language.decimalSeparators.has(token));
  const integerPart = wholeNumber(separator >= 0 ? rest.slice(0, separator) : rest, language);
  const decimalPart = separator >= 0 ? wholeNumber(rest.slice(separator + 1), language) : null;
  if (!integerPart && fraction === 0) return null;
  const decimals = decimalPart ? decimalPart.value / 10 ** decimalPart.digits : 0;
  return (integerPart?.value ?? 0) + decimals + fraction;
}

/** Nearest ECC value (1, 1.25 … 5) of a spoken number, or null when nothing on the scale was said. */
export function spokenEcc(spoken: string): number | null {
  const value = spokenNumber(spoken);
  if (value === null || value < ECC_MIN || value > ECC_MAX) return null;
  return Math.round(value / ECC_STEP) * ECC_STEP;
}
