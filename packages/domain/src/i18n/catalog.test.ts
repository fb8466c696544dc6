import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENDA_TODAY, agendaCows } from '../messages/agenda.ts';
import { currentLocale, inLocale, setLocaleSource } from './current-locale.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, localeFromLanguages } from './locales.ts';

// The test set-up loads every language (every-locale.ts), as the server does.
let locale: Locale = 'pt-BR';
setLocaleSource(() => locale);
afterEach(() => {
  locale = 'pt-BR';
});

describe('messages in the reader’s language', () => {
  it('reads each text in the current locale, at each read', () => {
    expect(AGENDA_TODAY()).toBe('Hoje');
    locale = 'es';
    expect(AGENDA_TODAY()).toBe('Hoy');
  });

  it.each<[Locale, number, string]>([
    ['pt-BR', 1, '1 matriz'],
    ['pt-BR', 0, '0 matrizes'],
    ['pt-BR', 1000, '1000 matrizes'],
    ['es', 1, '1 vientre'],
    ['es', 2, '2 vientres'],
  ])('%s: %i → %s (ICU plural)', (reader, count, expected) => {
    locale = reader;
    expect(agendaCows(count)).toBe(expected);
  });

  it('reads in a given locale inside inLocale, and the source again after', () => {
    expect(inLocale('es', () => agendaCows(1))).toBe('1 vientre');
    expect(currentLocale()).toBe('pt-BR');
    expect(agendaCows(1)).toBe('1 matriz');
  });
});

describe('a language loaded when it is first read', () => {
  it('reads pt-BR until the language is loaded, then the language', async () => {
    // A module graph of its own, without the set-up's languages: as the web app starts.
    vi.resetModules();
    const current = await import('./current-locale.ts');
    const { agendaCows: cows } = await import('../messages/agenda.ts');
    const { hasTranslations } = await import('./catalog.ts');
    const { loadLocale } = await import('./load-locale.ts');
    current.setLocaleSource(() => 'es');
    expect(hasTranslations('es')).toBe(false);
    expect(cows(2)).toBe('2 matrizes');
    await loadLocale('es');
    expect(hasTranslations('es')).toBe(true);
    expect(cows(2)).toBe('2 vientres');
    expect(hasTranslations('pt-BR')).toBe(true);
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
