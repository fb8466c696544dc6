// The language chooser (user menu and login screen). Not in the spec: the spec has one language.
import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/language.ts';
import type { Locale } from '../i18n/locales.ts';

const m = defineMessages('language', ptBR);

export const MENU_LANGUAGE = (): string => m.text('MENU_LANGUAGE');
export const LANGUAGE_TITLE = (): string => m.text('LANGUAGE_TITLE');
export const LANGUAGE_HINT = (): string => m.text('LANGUAGE_HINT');
/** A language's name in its own words ('Español' in both catalogues). */
export const languageName = (locale: Locale): string => m.text('LANGUAGE_NAMES')[locale];
export const LANGUAGE_SAVED = (): string => m.text('LANGUAGE_SAVED');
/** Chosen offline (or the server could not be reached): shown on this device, sent to the account later. */
export const LANGUAGE_SAVED_ON_DEVICE = (): string => m.text('LANGUAGE_SAVED_ON_DEVICE');
export const LANGUAGE_CHOOSER_LABEL = (): string => m.text('LANGUAGE_CHOOSER_LABEL');
