// The languages a person can read Gestar in. pt-BR is the spec's language and the default.

export const LOCALES = ['pt-BR', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'pt-BR';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale for a browser's or request's language tags, in order of preference ('es-PY', 'es;q=0.9'…): the first
 * Spanish or Portuguese one decides; anything else reads pt-BR.
 */
export function localeFromLanguages(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const language = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (language === 'es') return 'es';
    if (language === 'pt') return 'pt-BR';
  }
  return DEFAULT_LOCALE;
}
