import { addTranslations, hasTranslations } from './catalog.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * Loads a language's catalogues before anything is read in it. In the web build each language other than
 * pt-BR is a chunk of its own, so the login screen carries only the texts its reader reads.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (hasTranslations(locale)) return;
  switch (locale) {
    case DEFAULT_LOCALE:
      return;
    case 'es':
      addTranslations('es', (await import('./catalogs/es/index.ts')).default);
      return;
  }
}
