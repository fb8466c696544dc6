import { isAdmin } from '@gestar/domain/entities/role';
import { MENU_LANGUAGE } from '@gestar/domain/messages/language';
import {
  COMING_SOON,
  MENU_ADMIN,
  MENU_LOGOUT,
  MENU_PROTOCOLS,
  MENU_SEMEN,
  MENU_TRAINING,
  MENU_UPDATE_VERSION,
  MENU_USERS,
  NEEDS_CONNECTION_AND_SYNC,
} from '@gestar/domain/messages/navigation';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';

export type MenuKey =
  | 'update'
  | 'training'
  | 'users'
  | 'protocols'
  | 'semen'
  | 'admin'
  | 'language'
  | 'logout';

export type MenuItem = { key: MenuKey; label: string; disabled: boolean; tooltip: string | null };

/** Where each item leads once its screen exists; absent → the item is disabled with 'Disponível em breve'. */
export const MENU_ROUTES: Partial<Record<MenuKey, string>> = {
  training: '/treinamentos',
  admin: '/lancamentos-do-administrador',
  protocols: '/protocols',
  users: '/users',
  semen: '/bulls/create-for-all/batch/none/management/none',
};

// Labels are read when the menu is built, in the language shown then.
const ORDER: readonly { key: MenuKey; label: () => string }[] = [
  { key: 'update', label: MENU_UPDATE_VERSION },
  { key: 'training', label: MENU_TRAINING },
  { key: 'users', label: MENU_USERS },
  { key: 'protocols', label: MENU_PROTOCOLS },
  { key: 'semen', label: MENU_SEMEN },
  { key: 'admin', label: MENU_ADMIN },
  // Not in the spec (one language there): works offline, like the rest of the device's settings.
  { key: 'language', label: MENU_LANGUAGE },
  { key: 'logout', label: MENU_LOGOUT },
];

// Spec §6: these need sync state 2 (finished) and a connection.
const NEEDS_SYNC: ReadonlySet<MenuKey> = new Set(['update', 'users', 'logout']);
// Items that act instead of opening a screen.
const ACTIONS: ReadonlySet<MenuKey> = new Set(['update', 'language', 'logout']);

export type MenuContext = {
  pathname: string;
  user: Actor | null;
  syncView: 0 | 1 | 2;
  online: boolean;
  routes?: Partial<Record<MenuKey, string>>;
};

/** The header menu of spec §2 for the current screen, user and sync state. */
export function headerMenu({
  pathname,
  user,
  syncView,
  online,
  routes = MENU_ROUTES,
}: MenuContext): MenuItem[] {
  const onIatf = pathname.toLowerCase().includes('iatf');
  const admin = isAdmin(user);
  return ORDER.filter(({ key }) => (key !== 'semen' || !onIatf) && (key !== 'admin' || admin)).map(
    ({ key, label: labelOf }) => {
      const label = labelOf();
      if (!ACTIONS.has(key) && !routes[key]) return { key, label, disabled: true, tooltip: COMING_SOON() };
      // Spec §6: Cliente (somente visualização) cannot use USUÁRIOS.
      if (key === 'users' && (!user || !can(user, 'users.menu')))
        return { key, label, disabled: true, tooltip: null };
      if (NEEDS_SYNC.has(key) && !(online && syncView === 2)) {
        return { key, label, disabled: true, tooltip: NEEDS_CONNECTION_AND_SYNC() };
      }
      return { key, label, disabled: false, tooltip: null };
    },
  );
}
