import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import {
  TERM_DIALOG_ORDER,
  TERM_TITLES,
  TERM_TYPES,
  termoAceitarRequestSchema,
  termoAceiteSchema,
  termTitle,
} from './term.ts';

describe('terms', () => {
  it('has the three types of spec §9, each with a title, shown cookies → use → privacy', () => {
    expect(TERM_TYPES).toEqual(['C', 'P', 'U']);
    expect(TERM_TITLES).toEqual({
      C: 'Política de Cookies',
      P: 'Política de Privacidade',
      U: 'Termos de Uso',
    });
    expect([...TERM_DIALOG_ORDER].sort()).toEqual([...TERM_TYPES].sort());
  });

  it('reads each title in the reader’s language when it is shown', () => {
    expect(inLocale('es', () => ({ ...TERM_TITLES }))).toEqual({
      C: 'Política de Cookies',
      P: 'Política de Privacidad',
      U: 'Términos de Uso',
    });
    expect(inLocale('es', () => termTitle('U'))).toBe('Términos de Uso');
    expect(termTitle('U')).toBe('Termos de Uso');
  });

  it.each([
    [{ tipo: 'C' }, true],
    [{ tipo: 'P' }, true],
    [{ tipo: 'U' }, true],
    [{ tipo: 'c' }, false],
    [{ tipo: 'X' }, false],
    [{}, false],
  ])('accept request %o → %s', (body, ok) => {
    expect(termoAceitarRequestSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{}, true],
    [{ versao: 0 }, false],
    [{ versao: 1.5 }, false],
    [{ aceitoEm: '2025-03-10' }, false],
    [{ ip: '2001:0db8:85a3:0000:0000:8a2e:0370:7334' }, true],
  ])('acceptance with %o → %s', (change, ok) => {
    const acceptance = {
      id: '0195f3a4-0001-7000-8000-0000000000a1',
      usuarioId: '0195f3a4-0001-7000-8000-0000000000a2',
      termoId: '0195f3a4-0001-7000-8000-0000000000a3',
      tipo: 'P',
      versao: 3,
      aceitoEm: '2025-03-10T12:00:00.000Z',
      ip: '200.150.10.1',
    };
    expect(termoAceiteSchema.safeParse({ ...acceptance, ...change }).success).toBe(ok);
  });
});
