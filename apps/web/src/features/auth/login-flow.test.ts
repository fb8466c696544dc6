import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { ROLES } from '@gestar/domain/entities/role';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '../../api/errors.ts';
import type { SessionUser } from '../../auth-session/screen-session.ts';
import { type LoginDeps, runLogin } from './login-flow.ts';

const USER_ID = '01a20832-64bf-71bb-a63d-8dd596f53e13';

function response(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    id: USER_ID,
    token: 'access',
    refreshToken: 'refresh',
    email: 'ana@fazenda.com.br',
    cpf: null,
    nomeCompleto: 'Ana Paula Ferreira Martins',
    zoetisId: null,
    roles: [ROLES.veterinario],
    termoCookie: true,
    termoPrivacy: true,
    termoUso: true,
    title: null,
    ...overrides,
  };
}

const ana: SessionUser = {
  id: USER_ID,
  nomeCompleto: 'Ana Paula Ferreira Martins',
  email: 'ana@fazenda.com.br',
  cpf: null,
  zoetisId: null,
  roles: [ROLES.veterinario],
  termoCookie: true,
  termoPrivacy: true,
  termoUso: true,
};

function deps(overrides: Partial<LoginDeps> = {}): LoginDeps {
  return {
    isOnline: () => true,
    serverLogin: vi.fn(async () => response()),
    offlineLogin: vi.fn(async () => ({ kind: 'unknown' as const })),
    deviceOwnerIds: vi.fn(async () => []),
    pendingChangesCount: vi.fn(async () => 0),
    clearDevice: vi.fn(async () => {}),
    beginSession: vi.fn(async () => ana),
    recordLogin: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('runLogin', () => {
  it('signs in online, sending the CPF as 11 digits', async () => {
    const d = deps();
    expect(await runLogin(d, '123.456.789-09', 'gestar123')).toEqual({
      kind: 'signed-in',
      user: ana,
      offline: false,
    });
    expect(d.serverLogin).toHaveBeenCalledWith({ cpf: '12345678909', password: 'gestar123' });
    expect(d.beginSession).toHaveBeenCalledWith(response(), 'gestar123');
    expect(d.recordLogin).toHaveBeenCalledWith(false);
  });

  it('sends an e-mail lower-cased without spaces', async () => {
    const d = deps();
    await runLogin(d, ' Ana@Fazenda.com.br ', 'x');
    expect(d.serverLogin).toHaveBeenCalledWith({ email: 'ana@fazenda.com.br', password: 'x' });
  });

  it("refuses an invalid login with 'E-mail invalido!' before any call", async () => {
    const d = deps();
    expect(await runLogin(d, 'ana@fazenda', 'x')).toEqual({
      kind: 'problem',
      problem: { kind: 'message', message: 'E-mail invalido!', reload: false },
    });
    expect(d.serverLogin).not.toHaveBeenCalled();
  });

  it.each([
    [{ termoCookie: false, termoPrivacy: false, termoUso: false }, ['C', 'U', 'P']],
    [{ termoCookie: true, termoPrivacy: false, termoUso: true }, ['P']],
  ])('opens the terms dialog for %j and stores nothing', async (flags, pending) => {
    const d = deps({
      serverLogin: vi.fn(async () => response({ ...flags, title: 'Você precisa aceitar os termos de uso!' })),
    });
    expect(await runLogin(d, 'ana@fazenda.com.br', 'x')).toEqual({
      kind: 'terms',
      pending,
      tokens: { token: 'access', refreshToken: 'refresh' },
    });
    expect(d.beginSession).not.toHaveBeenCalled();
  });

  it.each([
    ['Usuario não possui perfil', { kind: 'no-profile' }],
    ['Usuario deletado!', { kind: 'deleted' }],
    [
      'Usuário ou senha inválidos!',
      { kind: 'message', message: 'Usuário ou senha inválidos!', reload: false },
    ],
  ])('turns the server title %s into %j', async (title, problem) => {
    const d = deps({ serverLogin: vi.fn(async () => Promise.reject(new ApiError(403, title, { title }))) });
    expect(await runLogin(d, 'ana@fazenda.com.br', 'x')).toEqual({ kind: 'problem', problem });
    expect(d.offlineLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['the browser is offline', { isOnline: () => false }],
    [
      'the server cannot be reached',
      { serverLogin: vi.fn(async () => Promise.reject(new OfflineError('timeout'))) },
    ],
  ])('uses the offline copy when %s', async (_case, overrides) => {
    const d = deps({ ...overrides, offlineLogin: vi.fn(async () => ({ kind: 'ok' as const, user: ana })) });
    expect(await runLogin(d, 'ana@fazenda.com.br', 'gestar123')).toEqual({
      kind: 'signed-in',
      user: ana,
      offline: true,
    });
    expect(d.offlineLogin).toHaveBeenCalledWith('ana@fazenda.com.br', 'gestar123');
    expect(d.recordLogin).toHaveBeenCalledWith(true);
  });

  it.each([
    ['wrong', 'Usuário ou senha inválidos!'],
    ['unknown', 'Sem internet só é possível entrar com um usuário que já entrou neste aparelho.'],
  ] as const)('offline with a %s credential says so', async (kind, message) => {
    const d = deps({ isOnline: () => false, offlineLogin: vi.fn(async () => ({ kind })) });
    expect(await runLogin(d, 'ana@fazenda.com.br', 'x')).toEqual({
      kind: 'problem',
      problem: { kind: 'message', message, reload: false },
    });
    expect(d.recordLogin).not.toHaveBeenCalled();
  });

  it("clears another user's synced data before signing in", async () => {
    const d = deps({ deviceOwnerIds: vi.fn(async () => ['someone-else']) });
    expect((await runLogin(d, 'ana@fazenda.com.br', 'x')).kind).toBe('signed-in');
    expect(d.clearDevice).toHaveBeenCalled();
  });

  it("refuses while another user's changes are still unsynced on the device", async () => {
    const d = deps({
      deviceOwnerIds: vi.fn(async () => ['someone-else']),
      pendingChangesCount: vi.fn(async () => 3),
    });
    const step = await runLogin(d, 'ana@fazenda.com.br', 'x');
    expect(step).toMatchObject({ kind: 'problem', problem: { kind: 'message' } });
    expect(d.clearDevice).not.toHaveBeenCalled();
    expect(d.beginSession).not.toHaveBeenCalled();
  });

  it('keeps the data of the same user', async () => {
    const d = deps({
      deviceOwnerIds: vi.fn(async () => [USER_ID]),
      pendingChangesCount: vi.fn(async () => 3),
    });
    expect((await runLogin(d, 'ana@fazenda.com.br', 'x')).kind).toBe('signed-in');
    expect(d.clearDevice).not.toHaveBeenCalled();
  });
});
