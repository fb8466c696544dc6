import type { AccessClaims } from './tokens.ts';

export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

type Entry<T> = { value: T; exp: number };

/**
 * Remembers what a token was verified into, keyed by the exact token text, until the token's own expiry: a
 * device polling every few seconds with one access token then costs one HMAC per 15 minutes instead of one
 * per call. Only tokens that passed verification get in (garbage cannot flush the cache), an entry is
 * never served past `exp`, and the least recently used entry leaves when the cache is full, so memory stays
 * bounded (10,000 tokens ≈ a few MB). Restarting the server (e.g. to change JWT_SECRET) empties it.
 */
export function verifiedTokenCache<T>(
  verify: (token: string) => { claims: AccessClaims; exp: number } | undefined,
  derive: (claims: AccessClaims) => T,
  options: { maxEntries?: number; nowSeconds?: () => number } = {},
): (token: string) => T | undefined {
  const maxEntries = options.maxEntries ?? VERIFIED_TOKEN_CACHE_SIZE;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const entries = new Map<string, Entry<T>>();
  return (token) => {
    const cached = entries.get(token);
    if (cached) {
      entries.delete(token);
      if (cached.exp > nowSeconds()) {
        // Re-inserted to mark it most recently used (a Map iterates in insertion order).
        entries.set(token, cached);
        return cached.value;
      }
      return undefined;
    }
    const verified = verify(token);
    if (!verified) return undefined;
    const entry = { value: derive(verified.claims), exp: verified.exp };
    entries.set(token, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    return entry.value;
  };
}
