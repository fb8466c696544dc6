import { describe, expect, it } from 'vitest';
import { OIDC_CODE_INVALID, OIDC_ERRORS, oidcErrorText } from '../messages/oidc.ts';
import { oidcProfileRequestSchema, oidcSessionRequestSchema } from './oidc.ts';
import { ROLES } from './role.ts';

const CODE = 'aZ09_-'.repeat(8).slice(0, 43);

describe('oidcSessionRequestSchema', () => {
  it.each([
    [{ codigo: CODE }, true],
    [{ codigo: `${CODE}x` }, false],
    [{ codigo: 'abc' }, false],
    [{ codigo: `${CODE.slice(0, 42)}=` }, false],
    [{}, false],
  ])('%j → %s', (body, ok) => {
    const parsed = oidcSessionRequestSchema.safeParse(body);
    expect(parsed.success).toBe(ok);
    if (!parsed.success && 'codigo' in body)
      expect(parsed.error.issues[0]?.message).toBe(OIDC_CODE_INVALID());
  });
});

describe('oidcProfileRequestSchema', () => {
  it.each([
    [ROLES.veterinario.id, true],
    [ROLES.cliente.id, true],
    [ROLES.administrador.id, false],
  ])('role %s → %s', (roleId, ok) => {
    expect(oidcProfileRequestSchema.safeParse({ codigo: CODE, roleId }).success).toBe(ok);
  });
});

describe('oidcErrorText', () => {
  it.each([
    ['cancelado', OIDC_ERRORS().cancelado],
    ['provedor-indisponivel', OIDC_ERRORS()['provedor-indisponivel']],
    ['toString', OIDC_ERRORS().falhou],
    ['qualquer', OIDC_ERRORS().falhou],
    [null, OIDC_ERRORS().falhou],
  ])('%s → its pt-BR text', (code, text) => {
    expect(oidcErrorText(code)).toBe(text);
  });
});
