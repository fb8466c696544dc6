import {
  MENU_ADMIN,
  MENU_LOGOUT,
  MENU_PROTOCOLS,
  MENU_SEMEN,
  MENU_TRAINING,
  MENU_UPDATE_VERSION,
  MENU_USERS,
} from '@gestar/domain/messages/navigation';

export type MenuItem = { key: string; label: string; adminOnly?: boolean };

const MENU: MenuItem[] = [
  { key: 'update', label: MENU_UPDATE_VERSION },
  { key: 'training', label: MENU_TRAINING },
  { key: 'users', label: MENU_USERS },
  { key: 'protocols', label: MENU_PROTOCOLS },
  { key: 'semen', label: MENU_SEMEN },
  { key: 'admin', label: MENU_ADMIN, adminOnly: true },
  { key: 'logout', label: MENU_LOGOUT },
];

/** Header items for a path (spec §2): SÊMEN is hidden on IATF screens; Admin only for administrators. */
export function visibleMenuItems(pathname: string, isAdmin = false): MenuItem[] {
  const onIatf = pathname.toLowerCase().includes('iatf');
  return MENU.filter((item) => (item.key !== 'semen' || !onIatf) && (!item.adminOnly || isAdmin));
}
