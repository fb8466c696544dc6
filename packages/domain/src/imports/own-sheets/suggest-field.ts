// The Gestar field a column of a farm's workbook most likely holds, from its heading and then its values. Only a
// suggestion: the person confirms or changes every column before anything is read.
import type { SheetCell } from '../sheet-rows.ts';
import { textCell } from '../sheet-rows.ts';
import { headerKey, splitRoundMark } from './header-key.ts';
import { type AmbiguousHeader, ambiguousHeaderOf, fieldOfHeaderKey } from './header-synonyms.ts';
import type { OwnSheetField } from './own-sheet-fields.ts';
import { isBreedWord, isDateLike, isDiagnosisWord, isOrderWord, isWrittenDate } from './value-words.ts';

/**
 * Shares of a column's filled cells above which its values name the field. Dates are strict (a few typed notes
 * in a date column are common, a date among words is not); words allow for the farm's abbreviations and typos.
 */
const DATE_SHARE = 0.8;
const WORD_SHARE = 0.6;
/** A column with fewer filled samples says too little to be named by its values alone. */
const MIN_SAMPLES = 2;

type Sample = { cell: SheetCell; text: string };

function share(samples: readonly Sample[], test: (cell: SheetCell) => boolean): number {
  return samples.filter((sample) => test(sample.cell)).length / samples.length;
}

/** Two different diagnosis words at least: a column of '-' placeholders is not a diagnosis. */
function looksLikeDiagnosis(samples: readonly Sample[]): boolean {
  const words = new Set(
    samples.filter((sample) => isDiagnosisWord(sample.cell)).map((s) => headerKey(s.text)),
  );
  return words.size >= 2 && share(samples, isDiagnosisWord) >= WORD_SHARE;
}

/**
 * What the values say. A 'Data' column is taken as the insemination's, the date every control workbook keeps;
 * an unnamed column only by values that cannot be anything else (written dates, diagnosis, breed or category
 * words), since a whole number could be a cow, a count or a serial date.
 */
function fieldFromValues(kind: AmbiguousHeader | null, cells: readonly SheetCell[]): OwnSheetField | null {
  const samples = cells.flatMap((cell) => {
    const text = textCell(cell);
    return text === null ? [] : [{ cell, text }];
  });
  if (samples.length === 0) return null;
  if (kind === 'date') return share(samples, isDateLike) >= DATE_SHARE ? 'dataIatf' : null;
  if (kind === 'result') return looksLikeDiagnosis(samples) ? 'diagnostico' : null;
  if (samples.length < MIN_SAMPLES) return null;
  if (share(samples, isWrittenDate) >= DATE_SHARE) return 'dataIatf';
  if (looksLikeDiagnosis(samples)) return 'diagnostico';
  if (share(samples, isBreedWord) >= WORD_SHARE) return 'racaMatriz';
  if (share(samples, isOrderWord) >= WORD_SHARE) return 'ordemMatriz';
  return null;
}

/** The field a heading names by itself, the round mark ('2ª IATF') set aside; 'ambiguous' for 'Data'. */
export function fieldOfHeader(header: SheetCell): OwnSheetField | AmbiguousHeader | null {
  const key = headerKey(header);
  if (!key) return null;
  const whole = fieldOfHeaderKey(key) ?? ambiguousHeaderOf(key);
  if (whole) return whole;
  for (const base of splitRoundMark(key).bases) {
    const field = fieldOfHeaderKey(base) ?? ambiguousHeaderOf(base);
    if (field) return field;
  }
  return null;
}

const isAmbiguous = (found: OwnSheetField | AmbiguousHeader): found is AmbiguousHeader =>
  found === 'date' || found === 'result';

/**
 * The field a column holds: its heading's synonym ('Vaca', 'Nº Vaca', 'Caravana' → codVaca; 'Data IA' →
 * dataIatf), else what its values say ('Prenha', 'Vazia' → diagnostico), else null (not imported).
 */
export function suggestField(
  header: SheetCell,
  sampleValues: readonly SheetCell[] = [],
): OwnSheetField | null {
  const found = fieldOfHeader(header);
  if (found === null) return fieldFromValues(null, sampleValues);
  return isAmbiguous(found) ? fieldFromValues(found, sampleValues) : found;
}
