import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/navigation.ts';

const m = defineMessages('navigation', ptBR);

// Labels of the header menu, breadcrumbs and shell (spec §2). Texts verbatim from the spec.
export const APP_NAME = (): string => m.text('APP_NAME');
export const APP_VERSION_LABEL = (): string => m.text('APP_VERSION_LABEL');
export const MENU_UPDATE_VERSION = (): string => m.text('MENU_UPDATE_VERSION');
export const MENU_TRAINING = (): string => m.text('MENU_TRAINING');
export const MENU_USERS = (): string => m.text('MENU_USERS');
export const MENU_PROTOCOLS = (): string => m.text('MENU_PROTOCOLS');
export const MENU_SEMEN = (): string => m.text('MENU_SEMEN');
export const MENU_ADMIN = (): string => m.text('MENU_ADMIN');
export const MENU_LOGOUT = (): string => m.text('MENU_LOGOUT');
export const MENU_OPEN = (): string => m.text('MENU_OPEN');
/** Not in the spec: the name of the header menu (the bar on wide screens, the drawer and its list on phones). */
export const MENU_MAIN = (): string => m.text('MENU_MAIN');
export const WHATS_NEW_TITLE = (): string => m.text('WHATS_NEW_TITLE');
export const HOME_TITLE = (): string => m.text('HOME_TITLE');
export const SERVER_ONLINE = (): string => m.text('SERVER_ONLINE');
export const SERVER_OFFLINE = (): string => m.text('SERVER_OFFLINE');
export const SERVER_CHECKING = (): string => m.text('SERVER_CHECKING');

// Shell, system screens and login extras (web shell). None of these are in the spec.
/** Tooltip of a menu item whose screen is not built yet. */
export const COMING_SOON = (): string => m.text('COMING_SOON');
/** Tooltip of Atualizar versão, USUÁRIOS and SAIR while offline or syncing (spec §6 needs sync state 2). */
export const NEEDS_CONNECTION_AND_SYNC = (): string => m.text('NEEDS_CONNECTION_AND_SYNC');
export const LOADING = (): string => m.text('LOADING');
export const PAGE_LOAD_FAILED = (): string => m.text('PAGE_LOAD_FAILED');
export const RELOAD_BUTTON = (): string => m.text('RELOAD_BUTTON');
export const BACK_BUTTON = (): string => m.text('BACK_BUTTON');
export function welcomeMessage(nomeCompleto: string): string {
  return m.format('welcomeMessage', { nome: nomeCompleto });
}
export const WHATS_NEW_ITEMS = (): readonly string[] => m.text('WHATS_NEW_ITEMS');
export const UPDATE_READY = (): string => m.text('UPDATE_READY');
export const HARD_REFRESH_TITLE = (): string => m.text('HARD_REFRESH_TITLE');
export const HARD_REFRESH_RUNNING = (): string => m.text('HARD_REFRESH_RUNNING');
export const HARD_REFRESH_FAILED = (): string => m.text('HARD_REFRESH_FAILED');
export const BACKUP_AND_EXIT_TITLE = (): string => m.text('BACKUP_AND_EXIT_TITLE');
export const BACKUP_AND_EXIT_SENDING = (): string => m.text('BACKUP_AND_EXIT_SENDING');
export const BACKUP_AND_EXIT_CLEARING = (): string => m.text('BACKUP_AND_EXIT_CLEARING');
export const BACKUP_AND_EXIT_NOTHING = (): string => m.text('BACKUP_AND_EXIT_NOTHING');
export const LOGOUT_TITLE = (): string => m.text('LOGOUT_TITLE');
export const LOGOUT_CONFIRM = (): string => m.text('LOGOUT_CONFIRM');
export const SYNC_AND_LOGOUT_BUTTON = (): string => m.text('SYNC_AND_LOGOUT_BUTTON');
/** Wrong login or password checked against the offline copy (the server's own text for the same case). */
export const INVALID_CREDENTIALS = (): string => m.text('INVALID_CREDENTIALS');
export const OFFLINE_LOGIN_UNKNOWN = (): string => m.text('OFFLINE_LOGIN_UNKNOWN');
export const USER_DELETED_MESSAGE = (): string => m.text('USER_DELETED_MESSAGE');
export const TERMS_LOAD_FAILED = (): string => m.text('TERMS_LOAD_FAILED');
export const TERMS_SCROLL_HINT = (): string => m.text('TERMS_SCROLL_HINT');
export const EMAIL_LABEL = (): string => m.text('EMAIL_LABEL');
export const NEW_PASSWORD_LABEL = (): string => m.text('NEW_PASSWORD_LABEL');
export const CONFIRM_PASSWORD_LABEL = (): string => m.text('CONFIRM_PASSWORD_LABEL');
export const RESET_LINK_INCOMPLETE = (): string => m.text('RESET_LINK_INCOMPLETE');
export const CURRENT_PASSWORD_LABEL = (): string => m.text('CURRENT_PASSWORD_LABEL');
/** The server's rule for new passwords (8 to 200 characters), checked before sending. */
export const PASSWORD_TOO_SHORT_MESSAGE = (): string => m.text('PASSWORD_TOO_SHORT_MESSAGE');
export const TERM_VERSION_LABEL = (): string => m.text('TERM_VERSION_LABEL');
export const OTHER_USER_PENDING = (): string => m.text('OTHER_USER_PENDING');
export const RECONNECT_TITLE = (): string => m.text('RECONNECT_TITLE');
export const RECONNECT_MESSAGE = (): string => m.text('RECONNECT_MESSAGE');

// Dead ends that say why and offer a way on, never a silent bounce. Not in the spec.
/**
 * 'Atualizar versão' found nothing newer: it says so instead of silently reloading.
 */
export const UPDATE_ALREADY_CURRENT = (): string =>
  m.format('UPDATE_ALREADY_CURRENT', { version: APP_VERSION_LABEL() });
export const UPDATE_APPLYING = (): string => m.text('UPDATE_APPLYING');
export const UPDATE_CHECK_FAILED = (): string => m.text('UPDATE_CHECK_FAILED');
export const UNDER_CONSTRUCTION_TITLE = (): string => m.text('UNDER_CONSTRUCTION_TITLE');
export const UNDER_CONSTRUCTION_MESSAGE = (): string => m.text('UNDER_CONSTRUCTION_MESSAGE');
export const HOME_BUTTON = (): string => m.text('HOME_BUTTON');
/** A farm, retiro, batch or bull whose data is not on this device. */
export const NOT_ON_DEVICE_HINT = (): string => m.text('NOT_ON_DEVICE_HINT');
export const DOWNLOAD_FARM_BUTTON = (): string => m.text('DOWNLOAD_FARM_BUTTON');
export const FARM_NOT_AVAILABLE = (): string => m.text('FARM_NOT_AVAILABLE');

// Web shell names for screen readers. Not in the spec.
/** The spinner of a screen whose data is still being read. */
export const LOADING_LABEL = (): string => m.text('LOADING_LABEL');
/** The breadcrumb trail. */
export const BREADCRUMB_LABEL = (): string => m.text('BREADCRUMB_LABEL');
/** The header logo, a link home: 'Gestar v2.2.4 – início'. */
export function homeLinkLabel(app: string, version: string): string {
  return m.format('homeLinkLabel', { app: String(app), version: String(version) });
}
