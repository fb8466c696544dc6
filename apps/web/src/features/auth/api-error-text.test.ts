import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../../api/errors.ts';
import { apiErrorText } from './api-error-text.ts';

describe('apiErrorText', () => {
  it.each([
    [
      'offline',
      new OfflineError('offline'),
      'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.',
    ],
    // A time-out is not a missing connection.
    ['time-out', new OfflineError('timeout'), 'Não foi possível processar sua requisição. Tente novamente.'],
    [
      '400 with field messages',
      new ApiError(400, 'Requisição inválida.', {
        title: 'Requisição inválida.',
        errors: ['password: A senha deve ter pelo menos 8 caracteres.'],
      }),
      'A senha deve ter pelo menos 8 caracteres.',
    ],
    [
      '400 with a server title only',
      new ApiError(400, 'Este link de senha é inválido.', { title: 'Este link de senha é inválido.' }),
      'Este link de senha é inválido.',
    ],
    [
      '500 without a body',
      new ApiError(500, undefined, undefined),
      'Não foi possível processar sua requisição. Tente novamente.',
    ],
    ['a bug', new Error('x'), 'Não foi possível processar sua requisição. Tente novamente.'],
  ])('%s', (_case, error, text) => {
    expect(apiErrorText(error)).toBe(text);
  });

  it('uses the screen’s own offline text when given (forgot password, spec §8)', () => {
    expect(apiErrorText(new OfflineError('network'), 'sem internet aqui')).toBe('sem internet aqui');
  });
});
