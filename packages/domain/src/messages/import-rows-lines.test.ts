import { describe, expect, it } from 'vitest';
import type { Icu } from '../i18n/catalog.ts';
import es from '../i18n/catalogs/es/import-rows.ts';
import ptBR from '../i18n/catalogs/pt-BR/import-rows.ts';
import { inLocale } from '../i18n/current-locale.ts';
import { importCowTwice, onFileLine } from './import-rows.ts';

// A farm's own workbook rewords where a row is (its sheet instead of 'the file') by finding onFileLine's words in
// the import's row messages, so every message placing a row must say it in exactly those words, in each language.
describe.each([
  ['pt-BR', ptBR],
  ['es', es],
] as const)('row messages in %s', (locale, catalog) => {
  const entries = Object.entries(catalog as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && 'icu' in value && typeof (value as Icu).icu === 'string'
      ? [[key, (value as Icu).icu as string] as const]
      : [],
  );
  const phrase = (catalog.onFileLine as Icu).icu as string;
  const placing = entries.filter(([key, text]) => key !== 'onFileLine' && text.includes('{line}'));

  it('has row messages to check', () => {
    expect(placing.length).toBeGreaterThanOrEqual(12);
  });

  it.each(placing)('%s places its row in onFileLine’s words', (_key, text) => {
    expect(text).toContain(phrase);
  });

  it('reads the same words formatted', () => {
    expect(inLocale(locale, () => importCowTwice('A1', 7))).toContain(inLocale(locale, () => onFileLine(7)));
  });
});
