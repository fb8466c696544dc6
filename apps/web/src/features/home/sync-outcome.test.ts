import { describe, expect, it } from 'vitest';
import type { ForcedSyncResult } from '../../sync/engine.ts';
import { type SyncFeedback, syncFeedback } from './sync-outcome.ts';

const offline: SyncFeedback = {
  kind: 'dialog',
  notice: {
    title: 'Não é possível realizar esta ação!',
    message: 'Você está sem internet no momento. Verifique sua conexão e tente novamente mais tarde.',
  },
};

describe('syncFeedback', () => {
  it.each<[string, ForcedSyncResult, SyncFeedback]>([
    [
      'a finished sync',
      { status: 'done', applied: 2, rejected: 0, pages: 1 },
      { kind: 'toast', message: 'Sincronização concluída.' },
    ],
    ['skipped offline', { status: 'skipped', reason: 'offline' }, offline],
    ['skipped without a session', { status: 'skipped', reason: 'logged-out' }, { kind: 'none' }],
    ['failed for the network', { status: 'failed', error: 'offline', cause: null }, offline],
    [
      'failed: session expired',
      { status: 'failed', error: 'session-expired', cause: null },
      { kind: 'none' },
    ],
    [
      'failed: password changed',
      { status: 'failed', error: 'password-changed', cause: null },
      { kind: 'none' },
    ],
    [
      'failed on the server',
      { status: 'failed', error: 'server', cause: null },
      {
        kind: 'dialog',
        notice: {
          title: 'Atenção!',
          message: 'Ocorreu um erro durante a sincronização. Por favor, tente novamente mais tarde.',
        },
      },
    ],
    [
      'forced again within the hour',
      {
        status: 'cooldown',
        minutesRemaining: 42,
        message: 'Você só pode forçar a sincronização a cada uma hora, faltam 42 minutos.',
      },
      {
        kind: 'dialog',
        notice: {
          title: 'Ação ainda não disponível!',
          message: 'Você só pode forçar a sincronização a cada uma hora, faltam 42 minutos.',
        },
      },
    ],
  ])('%s', (_name, result, expected) => {
    expect(syncFeedback(result)).toEqual(expected);
  });

  it.each<[number, string]>([
    [1, 'Sincronização concluída com 1 registro não aceito. Veja "Registros não aceitos pelo servidor".'],
    [8, 'Sincronização concluída com 8 registros não aceitos. Veja "Registros não aceitos pelo servidor".'],
  ])('does not call a sync with %i refusal(s) complete', (rejected, message) => {
    const feedback = syncFeedback({ status: 'done', applied: 3, rejected, pages: 1 });
    expect(feedback).toEqual({ kind: 'toast', warning: true, message });
    expect(feedback).not.toEqual(expect.objectContaining({ message: 'Sincronização concluída.' }));
  });

  it('adds the refusals to a finished download', () => {
    expect(
      syncFeedback({ status: 'done', applied: 0, rejected: 2, pages: 3 }, 'Dados de 1 fazenda baixados.'),
    ).toEqual({
      kind: 'toast',
      warning: true,
      message:
        'Dados de 1 fazenda baixados. 2 registros não foram aceitos pelo servidor. Veja "Registros não aceitos pelo servidor".',
    });
  });

  it('words a finished download with the caller text', () => {
    expect(syncFeedback({ status: 'done', applied: 0, rejected: 0, pages: 3 }, 'Baixado')).toEqual({
      kind: 'toast',
      message: 'Baixado',
    });
  });
});
