// Each distinct text of a farm's list column → the Gestar value it means, suggested once for the person to
// confirm: 'Prenha' → Prenhe, 'Não Prenha' → Vazia, ' NELORE FIEL ' → the farm's bull Nelore Fiel. A bull or
// semen lot Gestar does not have yet is offered for creation; any other unknown text waits for the person.
import { domainValueOfLabel } from '../../messages/list-values.ts';
import { textKey } from '../../rules/sorting.ts';
import { CREATABLE_FIELDS, LIST_SOURCE, type OwnSheetListField } from './own-sheet-fields.ts';
import {
  DIAGNOSIS_WORDS,
  FINAL_DIAGNOSIS_WORDS,
  looseKey,
  ORDER_WORDS,
  wordIndex,
  wordKey,
} from './value-words.ts';

/** A value the column may map to: a domain value (valor), a semen lot (codigo), a bull (nome), a person. */
export type ListOption = { id: string; text: string };

export type ValueTarget = { kind: 'value'; id: string } | { kind: 'create' } | { kind: 'unmapped' };

/** One distinct text of the column (as first written) and what it maps to. */
export type ValueSuggestion = { text: string; target: ValueTarget };

/** Key of a cell's text in a value map: spaces around, case and accents ignored (' NELORE FIEL ' = 'Nelore Fiel'). */
export function valueMapKey(text: string): string {
  return textKey(text);
}

const WORDS_OF: Partial<Record<OwnSheetListField, ReturnType<typeof wordIndex>>> = {
  diagnostico: wordIndex(DIAGNOSIS_WORDS),
  diagnosticoFinal: wordIndex(FINAL_DIAGNOSIS_WORDS),
  ordemMatriz: wordIndex(ORDER_WORDS),
};

/** Semen lot codes and bulls' names are matched whole: a prefix of a code is another lot, of a name another bull. */
const isOwnRecords = (field: OwnSheetListField) => {
  const source = LIST_SOURCE[field];
  return source === 'partidas' || source === 'touros';
};

/** Shortest abbreviation matched against the start of a value ('Nel' → Nelore; 'Ne' says too little). */
const MIN_PREFIX = 3;

function firstBy(options: readonly ListOption[], key: (text: string) => string): Map<string, string> {
  const index = new Map<string, string>();
  for (const option of options) {
    const optionKey = key(option.text);
    if (optionKey && !index.has(optionKey)) index.set(optionKey, option.id);
  }
  return index;
}

function uniqueId(options: readonly ListOption[], test: (optionKey: string) => boolean): string | null {
  const found = options.filter((option) => test(looseKey(option.text)));
  return found.length === 1 ? (found[0]?.id ?? null) : null;
}

/** ECC cells are scores ('3', '3,5', 2.75); the list's values are texts of the same scores ('3.50'). */
function eccScore(text: string): number | null {
  const score = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(score) ? score : null;
}

/** The id a text matches among the options, by the most certain rule first; null when none is sure. */
function optionMatcher(
  field: OwnSheetListField,
  options: readonly ListOption[],
): (text: string) => string | null {
  const exact = firstBy(options, textKey);
  const loose = firstBy(options, looseKey);
  const words = WORDS_OF[field];
  const ecc = LIST_SOURCE[field] === 'ecc';
  const wholeOnly = isOwnRecords(field);
  return (text) => {
    if (ecc) {
      const score = eccScore(text);
      if (score !== null) return options.find((option) => eccScore(option.text) === score)?.id ?? null;
    }
    const key = looseKey(text);
    const found = exact.get(textKey(text)) ?? (key ? loose.get(key) : undefined);
    if (found) return found;
    const meant = words?.get(wordKey(text));
    if (meant) return loose.get(looseKey(meant)) ?? null;
    if (wholeOnly || !key) return null;
    // A value's label in another language ('Vaquillonas' for Novilhas, 'Cruza' for Cruzada).
    const stored = domainValueOfLabel(text);
    if (stored !== text) {
      const labelled = exact.get(textKey(stored)) ?? loose.get(looseKey(stored));
      if (labelled) return labelled;
    }
    // '1', '2º' for '1º uso', '2º uso': a bare number names the one value that starts with it.
    if (/^\d+$/.test(key)) return uniqueId(options, (optionKey) => optionKey.split(' ')[0] === key);
    if (key.length >= MIN_PREFIX) return uniqueId(options, (optionKey) => optionKey.startsWith(key));
    return null;
  };
}

/**
 * What each distinct text of a list column maps to, in the order given; texts equal but for spaces, case or
 * accents are one ('Prenha', 'PRENHA '). `listOptions` are the values the field takes: for a domain list its live
 * values, for 'semen' the farm's lots by code, for 'touro' its bulls by name, for people their full names.
 */
export function suggestValueMapping(
  field: OwnSheetListField,
  distinctTexts: readonly string[],
  listOptions: readonly ListOption[],
): ValueSuggestion[] {
  const match = optionMatcher(field, listOptions);
  const seen = new Set<string>();
  const suggestions: ValueSuggestion[] = [];
  for (const typed of distinctTexts) {
    const text = typed.trim();
    const key = valueMapKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const id = match(text);
    const target: ValueTarget = id
      ? { kind: 'value', id }
      : CREATABLE_FIELDS.has(field)
        ? { kind: 'create' }
        : { kind: 'unmapped' };
    suggestions.push({ text, target });
  }
  return suggestions;
}
