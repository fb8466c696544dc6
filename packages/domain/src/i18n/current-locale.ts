import { DEFAULT_LOCALE, type Locale } from './locales.ts';

// Which language a message is read in is asked each time a message is read: the web app answers with its
// person's choice, the server with the request's (AsyncLocalStorage), so one process serves both languages.
let source: () => Locale = () => DEFAULT_LOCALE;

/** Installs where the current locale comes from (the web app's setting, the server's request context). */
export function setLocaleSource(next: () => Locale): void {
  source = next;
}

export function currentLocale(): Locale {
  return source();
}

/** Runs `read` with messages in `locale`, whatever the source says (a receipt or e-mail in its reader's language). */
export function inLocale<T>(locale: Locale, read: () => T): T {
  const previous = source;
  source = () => locale;
  try {
    return read();
  } finally {
    source = previous;
  }
}
