// Voice input of ECC (spec §5): the recogniser (pt-BR) gives words ('três e meio', 'dois vírgula cinco'),
// digits ('2,75') or a mix ('3 e meio'); the result is the nearest value of the ECC scale.

import { ECC_MAX, ECC_MIN, ECC_STEP } from '../lists/values/diagnosis.ts';

/** The 17 values of the ECC scale: 1, 1.25 … 5. */
export const ECC_VALUES: readonly number[] = Array.from(
  { length: (ECC_MAX - ECC_MIN) / ECC_STEP + 1 },
  (_, index) => ECC_MIN + index * ECC_STEP,
);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
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
};

const DECIMAL_SEPARATORS = new Set(['virgula', 'ponto', ',', '.']);

function tokenize(spoken: string): string[] {
  return spoken
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)\s*([.,])\s*(\d)/g, '$1$2$3')
    .replace(/([.,])(?!\d)/g, ' $1 ')
    .split(/\s+/)
    .filter((token) => token !== '' && token !== 'e');
}

/** Sum of number words and digit tokens ('vinte cinco' = 25); null when there is none. */
function wholeNumber(tokens: readonly string[]): { value: number; digits: number } | null {
  let value = 0;
  let digits = 0;
  for (const token of tokens) {
    const word = NUMBER_WORDS[token];
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

/** The number said, or null: integer part, then 'vírgula'/'ponto' + decimals, or 'e meio' / 'um quarto'. */
export function spokenNumber(spoken: string): number | null {
  const tokens = tokenize(spoken);
  const single = tokens.length === 1 ? /^\d+(?:[.,]\d+)?$/.exec(tokens[0] ?? '') : null;
  if (single) return Number(single[0].replace(',', '.'));

  let fraction = 0;
  let rest = tokens;
  if (rest.includes('meio') || rest.includes('meia')) {
    fraction += 0.5;
    rest = rest.filter((token) => token !== 'meio' && token !== 'meia');
  }
  const quarters = rest.findIndex((token) => token === 'quarto' || token === 'quartos');
  if (quarters >= 0) {
    // 'três quartos' is 0.75 only after the integer part ('dois e três quartos'); 'um quarto' alone is 0.25.
    const countToken = rest[quarters - 1];
    const count = countToken === undefined ? 1 : (NUMBER_WORDS[countToken] ?? Number(countToken));
    fraction += (Number.isFinite(count) ? count : 1) * 0.25;
    rest = [...rest.slice(0, Math.max(quarters - 1, 0)), ...rest.slice(quarters + 1)];
  }

  const separator = rest.findIndex((token) => DECIMAL_SEPARATORS.has(token));
  const integerPart = wholeNumber(separator >= 0 ? rest.slice(0, separator) : rest);
  const decimalPart = separator >= 0 ? wholeNumber(rest.slice(separator + 1)) : null;
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
