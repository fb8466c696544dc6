import { ROLES } from '@gestar/domain/entities/role';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { describe, expect, it } from 'vitest';
import { headerMenu, MENU_ROUTES, type MenuContext } from './menu.ts';

const vet = { id: 'u1', roles: [ROLES.veterinario] };
const admin = { id: 'u2', roles: [ROLES.administrador] };

const base: MenuContext = { pathname: '/', user: vet, syncView: 2, online: true, routes: {} };
const keys = (context: MenuContext) => headerMenu(context).map((item) => item.key);
const item = (context: MenuContext, key: string) => headerMenu(context).find((entry) => entry.key === key);

describe('headerMenu', () => {
  it('lists the spec §2 items in order, Admin only for administrators', () => {
    expect(keys(base)).toEqual(['update', 'training', 'users', 'protocols', 'semen', 'language', 'logout']);
    expect(keys({ ...base, user: admin })).toEqual([
      'update',
      'training',
      'users',
      'protocols',
      'semen',
      'admin',
      'language',
      'logout',
    ]);
    expect(headerMenu(base).map((entry) => entry.label)).toEqual([
      'Atualizar versão',
      'TREINAMENTOS',
      'USUÁRIOS',
      'PROTOCOLOS',
      'SÊMEN',
      'Idioma',
      'SAIR',
    ]);
  });

  it('reads its labels in the language shown when it is built', () => {
    expect(inLocale('es', () => headerMenu(base).map((entry) => entry.label))).toEqual([
      'Actualizar versión',
      'CAPACITACIONES',
      'USUARIOS',
      'PROTOCOLOS',
      'SEMEN',
      'Idioma',
      'SALIR',
    ]);
  });

  it('offers the language chooser offline and while syncing: it is a setting of this device', () => {
    expect(item({ ...base, online: false, syncView: 0 }, 'language')).toMatchObject({
      disabled: false,
      tooltip: null,
    });
  });

  it.each([
    ['/IATF/123', false],
    ['/D0IATF/1;2/redirected/true', false],
    ['/farms/1/batches/2/iatf-report', false],
    ['/DG/123', true],
    ['/', true],
  ])('SÊMEN on %s shown: %s', (pathname, shown) => {
    expect(keys({ ...base, pathname }).includes('semen')).toBe(shown);
  });

  it.each([
    ['online, sync finished', true, 2, false],
    ['online, syncing', true, 1, true],
    ['offline', false, 0, true],
    ['offline with a stale view 2', false, 2, true],
  ] as const)('%s → Atualizar versão and SAIR disabled: %s', (_case, online, syncView, disabled) => {
    const context = { ...base, online, syncView };
    for (const key of ['update', 'logout']) {
      expect(item(context, key)).toMatchObject({
        disabled,
        tooltip: disabled ? 'Disponível com internet, após a sincronização terminar' : null,
      });
    }
  });

  it("disables screens not built yet with 'Disponível em breve'", () => {
    for (const key of ['training', 'users', 'protocols', 'semen', 'admin']) {
      expect(item({ ...base, user: admin }, key)).toMatchObject({
        disabled: true,
        tooltip: 'Disponível em breve',
      });
    }
  });

  it('enables a built screen, and USUÁRIOS still needs sync state 2 and a connection', () => {
    const routes = { users: '/users', protocols: '/protocols' };
    expect(item({ ...base, routes }, 'protocols')).toMatchObject({ disabled: false });
    expect(item({ ...base, routes, syncView: 0, online: false }, 'protocols')).toMatchObject({
      disabled: false,
    });
    expect(item({ ...base, routes }, 'users')).toMatchObject({ disabled: false });
    expect(item({ ...base, routes, syncView: 1 }, 'users')).toMatchObject({ disabled: true });
  });

  it('USUÁRIOS leads to /users, TREINAMENTOS to /treinamentos', () => {
    expect(MENU_ROUTES.users).toBe('/users');
    expect(MENU_ROUTES.training).toBe('/treinamentos');
    expect(item({ ...base, routes: MENU_ROUTES, online: false, syncView: 0 }, 'training')).toMatchObject({
      disabled: false,
    });
    expect(item({ ...base, routes: MENU_ROUTES }, 'users')).toMatchObject({ disabled: false });
  });

  it('keeps USUÁRIOS closed to Cliente (spec §6)', () => {
    const cliente = { id: 'u3', roles: [ROLES.cliente] };
    expect(item({ ...base, user: cliente, routes: { users: '/users' } }, 'users')).toMatchObject({
      disabled: true,
    });
  });
});
