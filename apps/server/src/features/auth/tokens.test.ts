import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, newOpaqueToken, tokenDigest } from './tokens.ts';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
const CLAIMS = {
  sub: '01a20832-64bf-71bb-a63d-8dd596f53e13',
  email: 'vet@gestar.local',
  roles: ['r1'],
  terms: true,
};

describe('access tokens', () => {
  const signer = createTokenSigner(SECRET);

  it('round-trips the claims and expires in 15 minutes', async () => {
    const token = await signer.sign(CLAIMS);
    expect(await signer.verify(token)).toEqual(CLAIMS);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  const key = new TextEncoder().encode(SECRET);
  const forge = (claims: Record<string, unknown>, exp: string | number = '15m', secret = key) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(CLAIMS.sub)
      .setIssuer('gestar')
      .setAudience('gestar-api')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(secret);

  it.each([
    ['an expired token', () => forge({ ...CLAIMS }, Math.floor(Date.now() / 1000) - 1)],
    ['a token of another secret', () => forge({ ...CLAIMS }, '15m', new TextEncoder().encode(`${SECRET}x`))],
    ['a token without the terms claim', () => forge({ email: CLAIMS.email, roles: CLAIMS.roles })],
    ['a token whose roles are not text', () => forge({ ...CLAIMS, roles: [1] })],
    ['an unsigned token', async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`],
    ['garbage', async () => 'a.b.c'],
  ])('refuses %s', async (_case, make) => {
    expect(await signer.verify(await make())).toBeUndefined();
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
