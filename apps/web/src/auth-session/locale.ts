// The language this device shows: the signed-in person's choice, else the device's last choice, else the
// browser's language. Read by every message through the domain's locale source, so it holds offline.
import { hasTranslations } from '@gestar/domain/i18n/catalog';
import { setLocaleSource } from '@gestar/domain/i18n/current-locale';
import { loadLocale } from '@gestar/domain/i18n/load-locale';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  localeFromLanguages,
} from '@gestar/domain/i18n/locales';
import { useEffect, useSyncExternalStore } from 'react';
import { createObservableValue } from '../local-db/observable-value.ts';

/** The device's last choice, for the login screen and whoever has not chosen yet. */
const DEVICE_KEY = 'gestar.idioma';
/** Each person's last choice on this device, for an offline login. */
const userKey = (userId: string) => `gestar.idioma.${userId}`;
/** A choice made while the server could not hear it: sent with the next connection. */
const PENDING_KEY = 'gestar.idioma.pendente';

export type PendingLanguage = { userId: string; idioma: Locale };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full disk: the choice holds until the page closes.
  }
}

const storedLocale = (key: string): Locale | null => {
  const value = read(key);
  return isLocale(value) ? value : null;
};

function browserLocale(): Locale {
  return localeFromLanguages(
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
  );
}

const locale = createObservableValue<Locale>(storedLocale(DEVICE_KEY) ?? browserLocale());
/** The language asked for last: shown as soon as its texts are here, unless another is asked for meanwhile. */
let wanted: Locale = locale.get();

function display(next: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  locale.set(next);
}

/**
 * Shows `next` once its texts are loaded (a chunk of their own, kept by the service worker for offline use).
 * Until then the screen stays in the language it is in, rather than mixing two.
 */
function show(next: Locale): void {
  write(DEVICE_KEY, next);
  wanted = next;
  if (hasTranslations(next)) {
    display(next);
    return;
  }
  loadLocale(next).then(
    () => {
      if (wanted === next) display(next);
    },
    () => {
      // The texts could not be fetched (a first visit that lost its connection): the choice is kept and
      // shown from the next start; meanwhile the screen stays readable in the language it shows.
    },
  );
}

let installed: Promise<void> = Promise.resolve();

/**
 * Makes every message read this device's language, once, before the first render, and starts loading its
 * texts (see localeInstalled).
 */
export function installLocale(): void {
  setLocaleSource(locale.get);
  installed = loadLocale(locale.get()).then(
    () => display(locale.get()),
    () => {
      // Texts that cannot be fetched leave the app in pt-BR, whose texts it carries.
      wanted = DEFAULT_LOCALE;
      display(DEFAULT_LOCALE);
    },
  );
}

/** Resolves when the device's language can be shown: the first render waits for it. It never fails. */
export function localeInstalled(): Promise<void> {
  return installed;
}

const everyLocaleLoaded = createObservableValue(false);

/**
 * Loads every language's texts, for reading back a text this device kept in whichever language it was given
 * in (a refused record's reason). A language that cannot be fetched is left out.
 */
export async function loadEveryLocale(): Promise<void> {
  const loaded = await Promise.allSettled(LOCALES.map(loadLocale));
  if (loaded.every(({ status }) => status === 'fulfilled')) everyLocaleLoaded.set(true);
}

/** Loads every language's texts when `needed`, and draws the screen again once they are here. */
export function useEveryLocale(needed: boolean): void {
  useEffect(() => {
    if (needed) void loadEveryLocale();
  }, [needed]);
  useSyncExternalStore(everyLocaleLoaded.subscribe, everyLocaleLoaded.get);
}

export function useLocale(): Locale {
  return useSyncExternalStore(locale.subscribe, locale.get);
}

/** The choice of someone not signed in (the login screen): this device only. */
export function chooseDeviceLocale(next: Locale): void {
  show(next);
}

/** A signed-in person's choice: shown now, kept for her on this device, and waiting to reach her account. */
export function chooseUserLocale(userId: string, next: Locale): void {
  write(userKey(userId), next);
  write(PENDING_KEY, JSON.stringify({ userId, idioma: next } satisfies PendingLanguage));
  show(next);
}

export function pendingLanguage(): PendingLanguage | null {
  try {
    const value = JSON.parse(read(PENDING_KEY) ?? 'null') as Partial<PendingLanguage> | null;
    return value && typeof value.userId === 'string' && isLocale(value.idioma)
      ? { userId: value.userId, idioma: value.idioma }
      : null;
  } catch {
    return null;
  }
}

/** The account heard `sent`; a later choice made meanwhile still waits. */
export function languageDelivered(sent: PendingLanguage): void {
  const pending = pendingLanguage();
  if (pending?.userId === sent.userId && pending.idioma === sent.idioma) write(PENDING_KEY, null);
}

/** The last account answer seen, so an unchanged one does not undo a newer choice made here. */
let seen: { userId: string; serverChoice: Locale | null } | null = null;

/**
 * Follows whoever signs in. A choice still waiting to reach the server is the newest; then a choice the server
 * answers anew (she chose on another device); then her last choice here; then what her stored session
 * remembers. Without any, the device's language stays.
 */
export function followUser(user: { id: string; idioma?: Locale | null } | null, online: boolean): void {
  if (!user) {
    seen = null;
    return;
  }
  const pending = pendingLanguage();
  const serverChoice = user.idioma ?? null;
  const answeredAnew =
    online && serverChoice !== null && !(seen?.userId === user.id && seen.serverChoice === serverChoice);
  seen = { userId: user.id, serverChoice };
  const next =
    (pending?.userId === user.id ? pending.idioma : null) ??
    (answeredAnew ? serverChoice : null) ??
    storedLocale(userKey(user.id)) ??
    serverChoice;
  if (next === null) return;
  write(userKey(user.id), next);
  show(next);
}
