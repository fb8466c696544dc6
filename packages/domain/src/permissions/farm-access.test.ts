import { describe, expect, it } from 'vitest';
import { farmContext } from './farm-access.ts';

const base = { isDeleted: false };

describe('farmContext', () => {
  it('takes the owner and the live links of that farm only', () => {
    const context = farmContext({ id: 'f1', usuarioId: 'u-owner', isDeleted: false }, [
      { ...base, idFazenda: 'f1', idUsuario: 'u-a' },
      { ...base, idFazenda: 'f2', idUsuario: 'u-b' },
      { isDeleted: true, idFazenda: 'f1', idUsuario: 'u-c' },
      { ...base, idFazenda: 'f1', idUsuario: 'u-d' },
    ]);
    expect(context).toEqual({ ownerId: 'u-owner', linkedUserIds: ['u-a', 'u-d'], isDeleted: false });
  });

  it.each([true, false])('carries isDeleted = %s', (isDeleted) => {
    expect(farmContext({ id: 'f1', usuarioId: 'u', isDeleted }, []).isDeleted).toBe(isDeleted);
  });
});
