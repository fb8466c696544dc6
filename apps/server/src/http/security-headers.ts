import type { FastifyInstance } from 'fastify';

/**
 * The pages and files of the web app: helmet 8's defaults with our CSP (MUI/emotion injects <style> elements at
 * run time, hence 'unsafe-inline' for styles only). Kept as a fixed table, built once: @fastify/helmet rebuilt
 * the whole helmet middleware and re-parsed the CSP on every request, a tenth of a sync poll's CPU.
 * security-headers.test.ts checks this table still equals what helmet would send.
 */
export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;" +
    "connect-src 'self';worker-src 'self';manifest-src 'self';" +
    // The training page embeds the videos an administrator links (YouTube without cookies, Vimeo, files).
    "frame-src https://www.youtube-nocookie.com https://player.vimeo.com;media-src 'self' https:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * JSON answers of /api. A browser never renders them as a page, so the document policies (COOP, frame and
 * DNS-prefetch controls, …) have nothing to act on; what matters is that a JSON body is never sniffed into
 * HTML or script, never loads anything or gets framed if opened directly, is not readable cross-origin
 * through no-cors requests, and HTTPS stays pinned whichever call a browser makes first (OWASP REST
 * Security Cheat Sheet). Fewer bytes on each of the many small sync polls.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Answers carry user data and tokens: no browser or proxy cache may keep them.
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}

export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return isApiPath(url) ? API_SECURITY_HEADERS : WEB_SECURITY_HEADERS;
}

/** Sets the headers before anything runs, so errors, 404s and rate-limit answers carry them too. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    done();
  });
}
