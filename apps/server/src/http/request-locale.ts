// Each request is answered in its reader's language: the web app sends its person's choice as Accept-Language
// (a browser's own list when something else calls), and every message read while the request runs
// (titles, refusals, e-mails, exports) reads it from here. Nothing sent: pt-BR, the spec's language.
import { AsyncLocalStorage } from 'node:async_hooks';
// One process answers each request in its reader's language: every language's texts are loaded at start.
import '@gestar/domain/i18n/every-locale';
import { setLocaleSource } from '@gestar/domain/i18n/current-locale';
import { DEFAULT_LOCALE, type Locale, localeFromLanguages } from '@gestar/domain/i18n/locales';
import type { FastifyInstance } from 'fastify';

const storage = new AsyncLocalStorage<Locale>();

/** The locale an Accept-Language header asks for ('es-PY,es;q=0.9,pt;q=0.8' → 'es'). */
export function localeOfHeader(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return localeFromLanguages(ranked.map(({ tag }) => tag));
}

export function registerRequestLocale(app: FastifyInstance): void {
  setLocaleSource(() => storage.getStore() ?? DEFAULT_LOCALE);
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run(localeOfHeader(request.headers['accept-language']), done);
  });
}
