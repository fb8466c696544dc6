import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, newOpaqueToken, tokenDigest } from './tokens.ts';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
const CLAIMS = {
  sub: '01a20832-64bf-71bb-a63d-8dd596f53e13',
  email: 'vet@gestar.local',
  roles: ['r1'],
  terms: true,
};
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Forge = {
  claims?: Record<string, unknown>;
  header?: { alg: string; [k: string]: unknown };
  iat?: number;
  exp?: number | string;
  secret?: Uint8Array;
  issuer?: string;
  audience?: string;
};

/** A token signed by jose, the reference implementation, so the checks are not verified against themselves. */
function forge(options: Forge = {}): Promise<string> {
  const jwt = new SignJWT(options.claims ?? { ...CLAIMS })
    .setProtectedHeader(options.header ?? { alg: 'HS256', typ: 'JWT' })
    .setSubject(CLAIMS.sub)
    .setIssuer(options.issuer ?? 'gestar')
    .setAudience(options.audience ?? 'gestar-api')
    .setIssuedAt(options.iat ?? now())
    .setExpirationTime(options.exp ?? '15m');
  return jwt.sign(options.secret ?? key);
}

describe('access tokens', () => {
  const signer = createTokenSigner(SECRET);

  it('round-trips the claims and expires in 15 minutes', () => {
    const token = signer.sign(CLAIMS);
    expect(signer.verify(token)).toEqual(CLAIMS);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(payload).toMatchObject({ iss: 'gestar', aud: 'gestar-api', sub: CLAIMS.sub });
  });

  it('issues standard HS256 JWTs that jose verifies', async () => {
    const { payload, protectedHeader } = await jwtVerify(signer.sign(CLAIMS), key, {
      algorithms: ['HS256'],
      issuer: 'gestar',
      audience: 'gestar-api',
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject(CLAIMS);
  });

  it('accepts tokens jose signed with the same claims (sessions open before an upgrade stay valid)', async () => {
    expect(signer.verify(await forge())).toEqual(CLAIMS);
    expect(signer.verify(await forge({ header: { alg: 'HS256' } }))).toEqual(CLAIMS);
  });

  const tamperPayload = async () => {
    const [header, , signature] = (await forge()).split('.');
    return `${header}.${segment({ ...CLAIMS, roles: ['admin'], iss: 'gestar', aud: 'gestar-api', iat: now(), exp: now() + 60 })}.${signature}`;
  };
  const flipSpareBits = async () => {
    const token = signer.sign(CLAIMS);
    // 32 signature bytes are 43 characters; the last one carries 2 unused bits that decoders ignore.
    const last = token.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const index = alphabet.indexOf(last);
    return `${token.slice(0, -1)}${alphabet[(index & ~3) | ((index + 1) & 3)]}`;
  };

  it.each<[string, () => Promise<string>]>([
    ['an expired token', () => forge({ iat: now() - 120, exp: now() - 1 })],
    ['a token expiring this very second', () => forge({ iat: now() - 60, exp: now() })],
    ['a token of another secret', () => forge({ secret: new TextEncoder().encode(`${SECRET}x`) })],
    ['a token of another issuer', () => forge({ issuer: 'outro' })],
    ['a token for another audience', () => forge({ audience: 'outra-api' })],
    ['a token issued in the future', () => forge({ iat: now() + 3600, exp: now() + 3600 + 60 })],
    ['a token that lives longer than 15 minutes', () => forge({ exp: '16m' })],
    ['a token not valid yet', () => forge({ claims: { ...CLAIMS, nbf: now() + 3600 } })],
    [
      'a token without the terms claim',
      () => forge({ claims: { email: CLAIMS.email, roles: CLAIMS.roles } }),
    ],
    ['a token whose roles are not text', () => forge({ claims: { ...CLAIMS, roles: [1] } })],
    ['a token whose roles are not a list', () => forge({ claims: { ...CLAIMS, roles: 'Administrador' } })],
    ['an HS512 token', () => forge({ header: { alg: 'HS512' } })],
    [
      'a token with a critical extension',
      () => forge({ header: { alg: 'HS256', crit: ['b64'], b64: true } }),
    ],
    ['a token of another type', () => forge({ header: { alg: 'HS256', typ: 'at+jwt' } })],
    ['an unsigned token', async () => `${segment({ alg: 'none' })}.${segment(CLAIMS)}.`],
    ['a payload swapped under a valid signature', tamperPayload],
    ['a signature with its spare bits changed', flipSpareBits],
    ['a token with a fourth segment', async () => `${await forge()}.AAAA`],
    ['a padded signature', async () => `${await forge()}=`],
    ['a huge token', async () => `${await forge()}${'A'.repeat(10_000)}`],
    ['garbage', async () => 'a.b.c'],
    ['an empty string', async () => ''],
    [
      'a signed payload that is not JSON',
      async () => {
        const input = `${segment({ alg: 'HS256' })}.${Buffer.from('{not json').toString('base64url')}`;
        return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
      },
    ],
  ])('refuses %s', async (_case, make) => {
    expect(signer.verify(await make())).toBeUndefined();
  });
});

describe('opaque tokens', () => {
  it('are 32 random URL-safe bytes, stored as a sha256 digest', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(token);
    expect(tokenDigest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenDigest(token)).toBe(tokenDigest(token));
  });
});
