import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ROLES } from '@gestar/domain/entities/role';
import { USER_WITHOUT_PROFILE } from '@gestar/domain/messages/auth';
import { OTHER_USER_PENDING } from '@gestar/domain/messages/navigation';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { OIDC_CODE_INVALID, OIDC_ERRORS } from '@gestar/domain/messages/oidc';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../../api/errors.ts';
import type { LoginDeps } from './login-flow.ts';
import {
  finishAfterTerms,
  finishOidcSignIn,
  type OidcReturnDeps,
  readOidcReturn,
  returnTarget,
} from './oidc-return.ts';

const CODE = 'c'.repeat(43);

function response(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    id: '01a20832-64bf-71bb-a63d-8dd596f53e13',
    token: 'access',
    refreshToken: 'refresh',
    email: 'ana.souza@consultoria.test',
    cpf: null,
    nomeCompleto: 'Ana Souza',
    zoetisId: null,
    roles: [ROLES.veterinario],
    termoCookie: true,
    termoPrivacy: true,
    termoUso: true,
    title: null,
    ...overrides,
  };
}

function deps(overrides: Partial<OidcReturnDeps> = {}, login: Partial<LoginDeps> = {}): OidcReturnDeps {
  const { token: _t, refreshToken: _r, title: _ti, ...user } = response();
  return {
    session: vi.fn(async () => response()),
    profile: vi.fn(async () => ({})),
    refresh: vi.fn(async () => response()),
    login: {
      isOnline: () => true,
      serverLogin: vi.fn(),
      offlineLogin: vi.fn(),
      deviceOwnerIds: vi.fn(async () => []),
      pendingChangesCount: vi.fn(async () => 0),
      clearDevice: vi.fn(async () => {}),
      beginSession: vi.fn(async () => user),
      recordLogin: vi.fn(async () => {}),
      ...login,
    },
    ...overrides,
  };
}

describe('readOidcReturn', () => {
  it.each([
    ['?de=%2Ffarms', `#codigo=${CODE}`, { codigo: CODE }],
    ['?erro=cancelado', '', { failure: OIDC_ERRORS().cancelado }],
    ['?erro=email-nao-verificado', `#codigo=${CODE}`, { failure: OIDC_ERRORS()['email-nao-verificado'] }],
    ['?erro=<script>', '', { failure: OIDC_ERRORS().falhou }],
    ['', '', { failure: OIDC_CODE_INVALID() }],
  ])('reads %s %s', (search, hash, expected) => {
    expect(readOidcReturn(search, hash)).toEqual(expected);
  });
});

describe('returnTarget', () => {
  it.each([
    ['?de=%2Ffarms%2F1', '/farms/1'],
    ['?de=%2F%2Fevil.example', '/'],
    ['?de=https%3A%2F%2Fevil.example', '/'],
    ['', '/'],
  ])('%s opens %s', (search, expected) => {
    expect(returnTarget(search)).toBe(expected);
  });
});

describe('finishOidcSignIn', () => {
  it('begins the session without a password to copy', async () => {
    const d = deps();
    const step = await finishOidcSignIn(d, CODE);
    expect(step.kind).toBe('signed-in');
    expect(d.login.beginSession).toHaveBeenCalledWith(response(), null);
    expect(d.login.recordLogin).toHaveBeenCalledTimes(1);
  });

  it('asks for a profile when the server says the new person has none', async () => {
    const d = deps({
      session: vi.fn(async () => Promise.reject(new ApiError(403, USER_WITHOUT_PROFILE(), {}))),
    });
    expect(await finishOidcSignIn(d, CODE)).toEqual({ kind: 'problem', problem: { kind: 'no-profile' } });
  });

  it('shows the terms first, then the refreshed answer signs in', async () => {
    const d = deps({ session: vi.fn(async () => response({ termoUso: false, title: 'x' })) });
    const step = await finishOidcSignIn(d, CODE);
    expect(step).toMatchObject({ kind: 'terms', pending: ['U'], tokens: { refreshToken: 'refresh' } });
    expect(d.login.beginSession).not.toHaveBeenCalled();
    expect((await finishAfterTerms(d, 'refresh')).kind).toBe('signed-in');
    expect(d.refresh).toHaveBeenCalledWith('refresh');
  });

  it("keeps another user's unsent changes on the device", async () => {
    const d = deps(
      {},
      { deviceOwnerIds: vi.fn(async () => ['outro']), pendingChangesCount: vi.fn(async () => 3) },
    );
    expect(await finishOidcSignIn(d, CODE)).toEqual({
      kind: 'problem',
      problem: { kind: 'message', message: OTHER_USER_PENDING(), reload: false },
    });
    expect(d.login.clearDevice).not.toHaveBeenCalled();
  });

  it('says there is no connection', async () => {
    const d = deps({ session: vi.fn(async () => Promise.reject(new OfflineError('offline'))) });
    expect(await finishOidcSignIn(d, CODE)).toEqual({
      kind: 'problem',
      problem: { kind: 'message', message: NO_INTERNET(), reload: false },
    });
  });
});
