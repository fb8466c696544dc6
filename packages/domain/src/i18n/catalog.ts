// One catalogue per language, keyed by the message's name, read through FormatJS (ICU MessageFormat: plurals,
// selects, numbers in the reader's locale). Plain texts are returned as written; only `icu()` entries are parsed.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { currentLocale } from './current-locale.ts';
import type { Locale } from './locales.ts';

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

type Catalogs<C> = { readonly 'pt-BR': C } & { readonly [L in Exclude<Locale, 'pt-BR'>]: Translation<C> };

type PlainKey<C> = { [K in keyof C]: C[K] extends Icu ? never : K }[keyof C];
type IcuKey<C> = { [K in keyof C]: C[K] extends Icu ? K : never }[keyof C];

export type Values = Record<string, PrimitiveType>;

export type Messages<C> = {
  /** A plain text or list of texts, in the current locale. */
  text<K extends PlainKey<C>>(key: K): Translation<C[K]>;
  /** An ICU message formatted with `values`, in the current locale. */
  format(key: IcuKey<C>, values?: Values): string;
};

/** A namespace's messages in every language; each read picks the current locale's. */
export function defineMessages<C extends { readonly [key: string]: Entry }>(
  catalogs: Catalogs<C>,
): Messages<C> {
  const formats = new Map<string, IntlMessageFormat>();
  const catalogOf = (locale: Locale) => catalogs[locale] as unknown as Record<string, Entry>;
  return {
    text(key) {
      return catalogOf(currentLocale())[key as string] as never;
    },
    format(key, values) {
      const locale = currentLocale();
      const cacheKey = `${locale}\u0000${String(key)}`;
      let format = formats.get(cacheKey);
      if (format === undefined) {
        const entry = catalogOf(locale)[key as string] as Icu;
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
