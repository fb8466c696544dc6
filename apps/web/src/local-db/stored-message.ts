import { inLocale } from '@gestar/domain/i18n/current-locale';
import { LOCALES } from '@gestar/domain/i18n/locales';

/**
 * Whether `text` is the message `read` gives in one of the app's languages. For a text kept on this device (a
 * refused record's reason): it stays in the language it was given in, and the person may read another one now.
 */
export function isMessageInAnyLocale(text: string, read: () => string): boolean {
  return LOCALES.some((locale) => inLocale(locale, read) === text);
}
