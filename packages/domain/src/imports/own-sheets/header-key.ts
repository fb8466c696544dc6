// How a farm's heading is compared with the words Gestar knows: 'E.C.C. IA', 'ecc  ia' and 'Ecc-IA' are one
// heading, and '2ª IATF' in it says which insemination the column belongs to.
import { textKey } from '../../rules/sorting.ts';
import type { SheetCell } from '../sheet-rows.ts';
import { textCell } from '../sheet-rows.ts';

/** A season has rarely more than four inseminations; a number above this in a heading is not a round. */
export const MAX_ROUNDS = 6;

/**
 * Comparison key of a heading: accents, case, punctuation and repeated spaces ignored, ordinal marks dropped
 * ('Nº Vaca' → 'n vaca', 'E.C.C. IA' → 'e c c ia').
 */
export function headerKey(text: SheetCell): string {
  return textKey(textCell(text))
    .replace(/[ºª°]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The key synonyms are looked up by: a heading's key without spaces, since farms abbreviate with and without
 * dots and spaces ('E.C.C. IA', 'ECC IA', 'ECCIA' are one heading).
 */
export function compactKey(key: string): string {
  return key.replace(/ /g, '');
}

/** Ordinal number tokens: '2' (from '2ª'), '2a', '2o' in Portuguese, '2da', '3ra', '1er', '4to' in Spanish. */
const ORDINAL_TOKEN = /^([1-9])(?:a|o|da|do|ra|ro|er|ta|to)?$/;

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  primeira: 1,
  primeiro: 1,
  segunda: 2,
  segundo: 2,
  terceira: 3,
  terceiro: 3,
  quarta: 4,
  quarto: 4,
  quinta: 5,
  sexta: 6,
  primera: 1,
  primer: 1,
  tercera: 3,
  tercer: 3,
  cuarta: 4,
  cuarto: 4,
};

/** Words that, next to a round's number, only say "insemination" ('2ª IATF', 'Rodada 2', '2do servicio'). */
const ROUND_WORDS = new Set([
  'iatf',
  'ia',
  'inseminacao',
  'insem',
  'rodada',
  'round',
  'servicio',
  'inseminacion',
]);

function roundOfToken(token: string): number | null {
  const ordinal = ORDINAL_TOKEN.exec(token);
  const round = ordinal ? Number(ordinal[1]) : (ORDINAL_WORDS[token] ?? null);
  return round !== null && round <= MAX_ROUNDS ? round : null;
}

/**
 * A heading's key read as a field heading plus the round it names: 'vaca 2 iatf' → bases ['vaca iatf', 'vaca'],
 * round 2. The bases go from least to most removed, for the caller to try in order: 'data 2 ia' must stay
 * 'data ia' and 'data ia 2 iatf' become it, while 'vaca 2 iatf' is 'vaca'. A heading without a round number gives its key and no round.
 * Callers look the whole key up first: 'Segundo ID' is a heading, not round 2 of 'ID'.
 */
export function splitRoundMark(key: string): { bases: string[]; round: number | null } {
  const tokens = key.split(' ').filter(Boolean);
  const at = tokens.findIndex((token) => roundOfToken(token) !== null);
  const round = at >= 0 ? roundOfToken(tokens[at] ?? '') : null;
  if (round === null) return { bases: [key], round: null };
  const without = (skip: (index: number) => boolean) => tokens.filter((_, index) => !skip(index)).join(' ');
  const isRoundWord = (index: number) => ROUND_WORDS.has(tokens[index] ?? '');
  const after = (index: number) => index === at + 1 && isRoundWord(index);
  const before = (index: number) => index === at - 1 && isRoundWord(index);
  const bases = [
    without((index) => index === at),
    without((index) => index === at || after(index)),
    without((index) => index === at || before(index)),
    without((index) => index === at || after(index) || before(index)),
  ];
  return { bases: [...new Set(bases)].filter(Boolean), round };
}

/**
 * The round a title cell above the headings names ('1ª IATF', 'Segunda IATF', 'IATF 3', 'Resultado 2ª IA'), or
 * null when it names none ('Controle de IATF 2024').
 */
export function roundOfTitle(cell: SheetCell): number | null {
  const tokens = headerKey(cell).split(' ');
  for (let index = 0; index < tokens.length; index++) {
    const round = roundOfToken(tokens[index] ?? '');
    const near = [tokens[index - 1], tokens[index + 1]].some((token) => ROUND_WORDS.has(token ?? ''));
    if (round !== null && near) return round;
  }
  return null;
}
