import { IMPORT_BATCH_CHANGED, IMPORT_UPLOAD_FAILED } from '@gestar/domain/messages/exports';
import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError, SessionExpiredError } from '../../api/errors.ts';
import { importFailure } from './import-failure.ts';

describe('importFailure', () => {
  it('lists every row message of a 400', () => {
    const errors = [
      'Preencha o campo Raça na linha 3 do arquivo',
      'Preencha o campo Ordem na linha 4 do arquivo',
    ];
    expect(importFailure(new ApiError(400, 'Dados inválidos', { title: 'Dados inválidos', errors }))).toEqual(
      {
        kind: 'errors',
        messages: errors,
      },
    );
  });

  it('a 400 without a list shows its title', () => {
    expect(
      importFailure(new ApiError(400, 'Sem dados para importar', { title: 'Sem dados para importar' })),
    ).toEqual({ kind: 'message', message: 'Sem dados para importar' });
  });

  it('a 409 means the batch changed since the preview, unless it says otherwise', () => {
    expect(
      importFailure(new ApiError(409, IMPORT_BATCH_CHANGED(), { title: IMPORT_BATCH_CHANGED() })),
    ).toEqual({
      kind: 'batch-changed',
      message: IMPORT_BATCH_CHANGED(),
    });
    expect(importFailure(new ApiError(409, undefined, undefined))).toEqual({
      kind: 'batch-changed',
      message: IMPORT_BATCH_CHANGED(),
    });
    expect(importFailure(new ApiError(409, 'Lote reservado por outro usuário', {}))).toEqual({
      kind: 'message',
      message: 'Lote reservado por outro usuário',
    });
    expect(
      importFailure(new ApiError(409, IMPORT_UPLOAD_FAILED(), { errors: ['Registro recusado'] })),
    ).toEqual({
      kind: 'errors',
      messages: ['Registro recusado'],
    });
  });

  it('403 and 404 show the server title', () => {
    expect(importFailure(new ApiError(404, 'Lote não encontrado', {}))).toEqual({
      kind: 'message',
      message: 'Lote não encontrado',
    });
    expect(importFailure(new ApiError(403, undefined, undefined))).toEqual({
      kind: 'message',
      message: IMPORT_UPLOAD_FAILED(),
    });
  });

  it('network, time-out, 5xx and anything else: the upload failed', () => {
    for (const error of [
      new OfflineError('network'),
      new OfflineError('timeout'),
      new ApiError(500, 'Internal Server Error', { errors: ['x'] }),
      // Fastify's own 413 body has no title.
      new ApiError(413, undefined, { statusCode: 413, message: 'Request body is too large' }),
      new SessionExpiredError(),
      new Error('boom'),
    ]) {
      expect(importFailure(error)).toEqual({ kind: 'message', message: IMPORT_UPLOAD_FAILED() });
    }
  });
});
