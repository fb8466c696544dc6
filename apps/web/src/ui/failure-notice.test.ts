import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../api/errors.ts';
import { failureNotice } from './failure-notice.ts';

const T = 'Erro ao inserir usuário';

describe('failureNotice', () => {
  it.each([
    ['offline', new OfflineError('offline'), { title: 'Não é possível realizar esta ação!' }],
    // A time-out is not a missing connection.
    [
      'time-out',
      new OfflineError('timeout'),
      { title: T, message: 'Não foi possível processar sua requisição. Tente novamente.' },
    ],
    [
      'server title',
      new ApiError(409, 'Já existe um usuário com este e-mail.', {
        title: 'Já existe um usuário com este e-mail.',
      }),
      { title: T, message: 'Já existe um usuário com este e-mail.' },
    ],
    [
      '400 field messages',
      new ApiError(400, 'Requisição inválida', { title: 'x', errors: ['cpf: CPF deve ter 11 dígitos'] }),
      { title: T, message: 'CPF deve ter 11 dígitos' },
    ],
    [
      'no title',
      new ApiError(500, undefined, undefined),
      { title: T, message: 'Não foi possível processar sua requisição. Tente novamente.' },
    ],
    [
      'anything else',
      new Error('x'),
      { title: T, message: 'Não foi possível processar sua requisição. Tente novamente.' },
    ],
  ])('%s', (_case, error, expected) => {
    expect(failureNotice(error, T)).toMatchObject(expected);
  });
});
