import { afterEach, describe, expect, it } from 'vitest';
import { defineMessages, icu, type Translation } from './catalog.ts';
import { currentLocale, inLocale, setLocaleSource } from './current-locale.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromLanguages } from './locales.ts';

const ptBR = {
  TITLE: 'Matrizes',
  COLUMNS: { nome: 'Nome', peso: 'Peso' },
  // '=1', not 'one': CLDR puts 0 in Portuguese's 'one' ('0 matriz'), and the spec's texts say '0 matrizes'.
  cows: icu('{count, plural, =1 {{n} matriz} other {{n} matrizes}}'),
} as const;
const es = {
  TITLE: 'Vientres',
  COLUMNS: { nome: 'Nombre', peso: 'Peso' },
  cows: icu('{count, plural, one {{n} vientre} other {{n} vientres}}'),
} satisfies Translation<typeof ptBR>;
const m = defineMessages({ 'pt-BR': ptBR, es });

let locale: Locale = 'pt-BR';
setLocaleSource(() => locale);
afterEach(() => {
  locale = 'pt-BR';
});

describe('messages in the reader’s language', () => {
  it('reads each text in the current locale, at each read', () => {
    expect(m.text('TITLE')).toBe('Matrizes');
    locale = 'es';
    expect(m.text('TITLE')).toBe('Vientres');
    expect(m.text('COLUMNS').nome).toBe('Nombre');
  });

  it.each<[Locale, number, string]>([
    ['pt-BR', 1, '1 matriz'],
    ['pt-BR', 0, '0 matrizes'],
    ['pt-BR', 1000, '1000 matrizes'],
    ['es', 1, '1 vientre'],
    ['es', 2, '2 vientres'],
  ])('%s: %i → %s (ICU plural)', (reader, count, expected) => {
    locale = reader;
    expect(m.format('cows', { count, n: String(count) })).toBe(expected);
  });

  it('reads in a given locale inside inLocale, and the source again after', () => {
    expect(inLocale('es', () => m.text('TITLE'))).toBe('Vientres');
    expect(currentLocale()).toBe('pt-BR');
    expect(m.text('TITLE')).toBe('Matrizes');
  });
});

describe('locale of a browser or request', () => {
  it.each<[string[], Locale]>([
    [['es-PY', 'es'], 'es'],
    [['es-AR'], 'es'],
    [['pt-BR', 'es'], 'pt-BR'],
    [['en-US', 'es;q=0.8'], 'es'],
    [['en-US'], 'pt-BR'],
    [[], 'pt-BR'],
    [['ES_uy'], 'es'],
  ])('%j → %s', (tags, expected) => {
    expect(localeFromLanguages(tags)).toBe(expected);
  });

  it('knows only its locales', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(DEFAULT_LOCALE).toBe('pt-BR');
  });
});
