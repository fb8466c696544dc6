import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ISSUER = 'gestar';
const AUDIENCE = 'gestar-api';
/** Tolerated clock difference between the nodes that issue and check tokens. */
const CLOCK_SKEW_SECONDS = 60;
/** A token longer than this is not one of ours (and is not worth hashing). */
const MAX_TOKEN_LENGTH = 4096;
const HEADER = encodeJson({ alg: 'HS256', typ: 'JWT' });
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ascii = new TextEncoder();

export type AccessClaims = {
  sub: string;
  email: string;
  /** Role ids. */
  roles: string[];
  /** All three terms (C, P, U) accepted when the token was issued. */
  terms: boolean;
  /** The login family (refresh-token chain) the token belongs to, so ending that login ends the token too. */
  fam?: string;
};

export type TokenSigner = {
  sign: (claims: AccessClaims) => string;
  /** The claims of a valid, unexpired token of this server; undefined for anything else. */
  verify: (token: string) => AccessClaims | undefined;
  /** `verify`, with the token's expiry (seconds since the epoch) for caches that must honour it. */
  verifyWithExpiry: (token: string) => { claims: AccessClaims; exp: number } | undefined;
};

/**
 * HS256 JSON Web Tokens (RFC 7519) with node:crypto, synchronously. WebCrypto (what jose uses) imports the key
 * and runs every HMAC as a job on libuv's thread pool: on a busy 2-core server that hop, not the hash, was
 * most of a sync poll's latency. The algorithm is pinned (no `none`, no key confusion) and the signature is
 * compared in constant time before anything in the payload is believed.
 */
export function createTokenSigner(secret: string): TokenSigner {
  const key = createSecretKey(secret, 'utf8');
  return {
    sign: (claims) => {
      const now = Math.floor(Date.now() / 1000);
      const payload = encodeJson({
        email: claims.email,
        roles: claims.roles,
        terms: claims.terms,
        ...(claims.fam ? { fam: claims.fam } : {}),
        sub: claims.sub,
        iss: ISSUER,
        aud: AUDIENCE,
        iat: now,
        exp: now + ACCESS_TOKEN_TTL_SECONDS,
      });
      const signingInput = `${HEADER}.${payload}`;
      return `${signingInput}.${hmac(key, signingInput).toString('base64url')}`;
    },
    verify: (token) => verifyWithExpiry(token)?.claims,
    verifyWithExpiry,
  };

  function verifyWithExpiry(token: string): { claims: AccessClaims; exp: number } | undefined {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header = '', payload = '', signature = ''] = parts;
    if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return undefined;
    // Compared as text: base64url ignores a last character's spare bits, so decoding would accept variants.
    const expected = ascii.encode(hmac(key, `${header}.${payload}`).toString('base64url'));
    const given = ascii.encode(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (!isOurHeader(decodeJson(header))) return undefined;
    return claimsOf(decodeJson(payload), Math.floor(Date.now() / 1000));
  }
}

function hmac(key: KeyObject, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decodeJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only HS256; a `crit` extension this code does not understand must be refused (RFC 7515 §4.1.11). */
function isOurHeader(header: unknown): boolean {
  if (!isObject(header)) return false;
  if (header.alg !== 'HS256' || header.crit !== undefined) return false;
  return header.typ === undefined || header.typ === 'JWT';
}

function claimsOf(payload: unknown, now: number): { claims: AccessClaims; exp: number } | undefined {
  if (!isObject(payload)) return undefined;
  const { sub, email, roles, terms, fam, iss, aud, iat, exp, nbf } = payload;
  if (iss !== ISSUER) return undefined;
  if (aud !== AUDIENCE && !(Array.isArray(aud) && aud.includes(AUDIENCE))) return undefined;
  if (typeof exp !== 'number' || typeof iat !== 'number' || !Number.isFinite(exp) || !Number.isFinite(iat))
    return undefined;
  if (exp <= now || iat > now + CLOCK_SKEW_SECONDS) return undefined;
  // Even a correctly signed token may not outlive the access-token lifetime this server grants.
  if (exp - iat > ACCESS_TOKEN_TTL_SECONDS) return undefined;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now + CLOCK_SKEW_SECONDS)) return undefined;
  if (typeof sub !== 'string' || typeof email !== 'string' || typeof terms !== 'boolean') return undefined;
  if (!Array.isArray(roles) || !roles.every((role): role is string => typeof role === 'string'))
    return undefined;
  if (fam !== undefined && typeof fam !== 'string') return undefined;
  return { claims: { sub, email, roles, terms, ...(fam ? { fam } : {}) }, exp };
}

/** An opaque secret for refresh, reset and invitation links: 32 random bytes, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database grants no session and no password reset. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
