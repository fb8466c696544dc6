// One catalogue per language, keyed by the message's name, read through FormatJS (ICU MessageFormat: plurals,
// selects, numbers in the reader's locale). Plain texts are returned as written; only `icu()` entries are parsed.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { Namespace, PtBRCatalogs } from './catalogs/pt-BR/index.ts';
import { currentLocale } from './current-locale.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * An ICU message. The web build hands it over already parsed (apps/web's catalogue plugin), so the browser
 * loads the formatter without its parser.
 */
export type Icu = { readonly icu: string | readonly MessageFormatElement[] };

export function icu(message: string | readonly MessageFormatElement[]): Icu {
  return { icu: message };
}

type Entry = string | Icu | readonly Entry[] | { readonly [key: string]: Entry };

/** What another language must give for a catalogue: the same keys and shapes, any texts. */
export type Translation<T> = T extends string
  ? string
  : T extends Icu
    ? Icu
    : { readonly [K in keyof T]: Translation<T[K]> };

type PlainKey<C> = { [K in keyof C]: C[K] extends Icu ? never : K }[keyof C];
type IcuKey<C> = { [K in keyof C]: C[K] extends Icu ? K : never }[keyof C];

export type Values = Record<string, PrimitiveType>;

export type Messages<C> = {
  /** A plain text or list of texts, in the current locale. */
  text<K extends PlainKey<C>>(key: K): Translation<C[K]>;
  /** An ICU message formatted with `values`, in the current locale. */
  format(key: IcuKey<C>, values?: Values): string;
};

type Catalog = Readonly<Record<string, Entry>>;

/** The other languages' catalogues that have been loaded, by namespace (see load-locale.ts). */
const translations = new Map<Locale, Readonly<Record<string, Catalog>>>();

/** Makes a language's catalogues readable; pt-BR's are always there. */
export function addTranslations<L extends Exclude<Locale, 'pt-BR'>>(
  locale: L,
  catalogs: { readonly [N in Namespace]: Translation<PtBRCatalogs[N]> },
): void {
  translations.set(locale, catalogs as unknown as Readonly<Record<string, Catalog>>);
}

export function hasTranslations(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || translations.has(locale);
}

/**
 * A namespace's messages; each read picks the current locale's catalogue. pt-BR's is given here, the others
 * are looked up by `namespace` among those loaded. A language not loaded yet reads pt-BR rather than nothing
 * (the web app loads a language before it shows it, so a reader never sees that).
 */
export function defineMessages<N extends Namespace>(
  namespace: N,
  ptBR: PtBRCatalogs[N],
): Messages<PtBRCatalogs[N]> {
  const formats = new Map<string, IntlMessageFormat>();
  const catalogIn = (locale: Locale): [Locale, Catalog] => {
    const translated = locale === DEFAULT_LOCALE ? undefined : translations.get(locale)?.[namespace];
    return translated ? [locale, translated] : [DEFAULT_LOCALE, ptBR as unknown as Catalog];
  };
  return {
    text(key) {
      return catalogIn(currentLocale())[1][key as string] as never;
    },
    format(key, values) {
      const [locale, catalog] = catalogIn(currentLocale());
      const cacheKey = `${locale}\u0000${String(key)}`;
      let format = formats.get(cacheKey);
      if (format === undefined) {
        const entry = catalog[key as string] as Icu;
        // '<' is ordinary text in our messages, not a rich-text tag.
        format = new IntlMessageFormat(entry.icu as string | MessageFormatElement[], locale, undefined, {
          ignoreTag: true,
        });
        formats.set(cacheKey, format);
      }
      return String(format.format(values));
    },
  };
}
