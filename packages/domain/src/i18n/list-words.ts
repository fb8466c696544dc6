import { currentLocale } from './current-locale.ts';

/** 'a, b e c' in pt-BR, 'a, b y c' (or 'e' before an i- sound) in Spanish: a list read as a sentence. */
export function listInWords(parts: readonly string[]): string {
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(parts);
}
