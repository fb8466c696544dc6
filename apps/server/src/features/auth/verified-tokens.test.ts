import { describe, expect, it } from 'vitest';
import type { AccessClaims } from './tokens.ts';
import { createTokenSigner } from './tokens.ts';
import { verifiedTokenCache } from './verified-tokens.ts';

const claims = (sub: string): AccessClaims => ({
  sub,
  email: `${sub}@fazenda.test`,
  roles: ['r'],
  terms: true,
});

/** A verifier that accepts tokens named "valid:<sub>:<exp>" and counts its calls. */
function fakeVerifier() {
  let calls = 0;
  const verify = (token: string) => {
    calls += 1;
    const [kind, sub = '', exp = '0'] = token.split(':');
    return kind === 'valid' ? { claims: claims(sub), exp: Number(exp) } : undefined;
  };
  return { verify, calls: () => calls };
}

describe('verifiedTokenCache', () => {
  it('verifies a token once and then answers from memory until it expires', () => {
    const source = fakeVerifier();
    let now = 1000;
    const lookup = verifiedTokenCache(source.verify, (c) => c.sub, { nowSeconds: () => now });
    expect(lookup('valid:ana:1900')).toBe('ana');
    expect(lookup('valid:ana:1900')).toBe('ana');
    expect(source.calls()).toBe(1);
    now = 1899;
    expect(lookup('valid:ana:1900')).toBe('ana');
    now = 1900;
    expect(lookup('valid:ana:1900')).toBeUndefined();
    // Expired and dropped: asked again, the verifier (which checks exp itself) decides.
    now = 1901;
    lookup('valid:ana:1900');
    expect(source.calls()).toBe(2);
  });

  it.each([['invalid'], [''], ['valid-looking:x:9999']])('never caches a refused token (%s)', (token) => {
    const source = fakeVerifier();
    const lookup = verifiedTokenCache(source.verify, (c) => c.sub, { nowSeconds: () => 0 });
    expect(lookup(token)).toBeUndefined();
    expect(lookup(token)).toBeUndefined();
    expect(source.calls()).toBe(2);
  });

  it('keeps at most maxEntries tokens, dropping the least recently used', () => {
    const source = fakeVerifier();
    const lookup = verifiedTokenCache(source.verify, (c) => c.sub, { maxEntries: 2, nowSeconds: () => 0 });
    lookup('valid:a:10');
    lookup('valid:b:10');
    lookup('valid:a:10'); // a is now the most recent
    lookup('valid:c:10'); // evicts b
    expect(source.calls()).toBe(3);
    lookup('valid:a:10');
    lookup('valid:c:10');
    expect(source.calls()).toBe(3);
    lookup('valid:b:10');
    expect(source.calls()).toBe(4);
  });

  it('keys on the exact token text: a real signature change is verified (and refused) afresh', () => {
    const signer = createTokenSigner('segredo-de-teste-com-mais-de-32-caracteres!');
    const lookup = verifiedTokenCache(signer.verifyWithExpiry, (c) => c.sub);
    const token = signer.sign(claims('bia'));
    expect(lookup(token)).toBe('bia');
    expect(lookup(`${token.slice(0, -3)}AAA`)).toBeUndefined();
    expect(lookup(`${token} `)).toBeUndefined();
    expect(lookup(token)).toBe('bia');
  });
});
