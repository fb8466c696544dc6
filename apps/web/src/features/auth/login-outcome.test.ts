import { NULL_REFERENCE_ERROR } from '@gestar/domain/messages/auth';
import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../../api/errors.ts';
import { loginProblemOf } from './login-outcome.ts';
import { pendingTerms } from './pending-terms.ts';

describe('pendingTerms', () => {
  it.each([
    [{ termoCookie: false, termoPrivacy: false, termoUso: false }, ['C', 'U', 'P']],
    [{ termoCookie: true, termoPrivacy: false, termoUso: false }, ['U', 'P']],
    [{ termoCookie: false, termoPrivacy: true, termoUso: true }, ['C']],
    [{ termoCookie: true, termoPrivacy: false, termoUso: true }, ['P']],
    [{ termoCookie: true, termoPrivacy: true, termoUso: true }, []],
  ])('%j → %j', (flags, expected) => {
    expect(pendingTerms(flags)).toEqual(expected);
  });
});

describe('loginProblemOf', () => {
  it.each([
    [
      '403 Usuario não possui perfil',
      new ApiError(403, 'Usuario não possui perfil', {}),
      { kind: 'no-profile' },
    ],
    ['403 Usuario deletado!', new ApiError(403, 'Usuario deletado!', {}), { kind: 'deleted' }],
    [
      'the server fault the spec reloads after',
      new ApiError(500, NULL_REFERENCE_ERROR(), {}),
      { kind: 'message', message: NULL_REFERENCE_ERROR(), reload: true },
    ],
    [
      '401 wrong password',
      new ApiError(401, 'Usuário ou senha inválidos!', {}),
      { kind: 'message', message: 'Usuário ou senha inválidos!', reload: false },
    ],
    [
      '429 rate limit',
      new ApiError(429, 'Muitas tentativas. Aguarde um minuto e tente novamente.', {}),
      { kind: 'message', message: 'Muitas tentativas. Aguarde um minuto e tente novamente.', reload: false },
    ],
    [
      '502 without a title',
      new ApiError(502, undefined, '<html>'),
      {
        kind: 'message',
        message: 'Não foi possível processar sua requisição. Tente novamente.',
        reload: false,
      },
    ],
    [
      '400 without a title',
      new ApiError(400, undefined, ''),
      { kind: 'message', message: 'Erro desconhecido', reload: false },
    ],
    ['no network', new OfflineError('network'), { kind: 'offline' }],
    ['a time-out', new OfflineError('timeout'), { kind: 'offline' }],
    [
      'anything else',
      new TypeError('boom'),
      { kind: 'message', message: 'Erro desconhecido', reload: false },
    ],
  ])('%s', (_case, error, expected) => {
    expect(loginProblemOf(error)).toEqual(expected);
  });
});
