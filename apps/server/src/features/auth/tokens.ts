import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ISSUER = 'gestar';
const AUDIENCE = 'gestar-api';

export type AccessClaims = {
  sub: string;
  email: string;
  /** Role ids. */
  roles: string[];
  /** All three terms (C, P, U) accepted when the token was issued. */
  terms: boolean;
};

export type TokenSigner = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** The claims of a valid, unexpired token of this server; undefined for anything else. */
  verify: (token: string) => Promise<AccessClaims | undefined>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ email: claims.email, roles: claims.roles, terms: claims.terms })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const { sub, email, roles, terms } = payload;
        if (typeof sub !== 'string' || typeof email !== 'string' || typeof terms !== 'boolean')
          return undefined;
        if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return undefined;
        return { sub, email, roles, terms };
      } catch {
        return undefined;
      }
    },
  };
}

/** An opaque secret for refresh, reset and invitation links: 32 random bytes, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database grants no session and no password reset. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
