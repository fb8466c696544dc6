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

  it('words a finished download with the caller text', () => {
    expect(syncFeedback({ status: 'done', applied: 0, rejected: 0, pages: 3 }, 'Baixado')).toEqual({
      kind: 'toast',
      message: 'Baixado',
    });
  });
});
