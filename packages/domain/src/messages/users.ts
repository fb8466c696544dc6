import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/users.ts';

const m = defineMessages('users', ptBR);

// User administration (spec §2, §8). Verbatim unless marked "not in the spec".

export const NEW_USER_BUTTON = (): string => m.text('NEW_USER_BUTTON');
export const USER_INSERT_ERROR_TITLE = (): string => m.text('USER_INSERT_ERROR_TITLE');
export const CONFIRM_DELETE_USER = (): string => m.text('CONFIRM_DELETE_USER');
/** Not in the spec: checkbox of /users/create. */
export const CREATE_WITHOUT_EMAIL = (): string => m.text('CREATE_WITHOUT_EMAIL');

// Labels of the user screens (spec §2, §3 name only the fields). Not in the spec.
export const USERS_TITLE = (): string => m.text('USERS_TITLE');
export const EDIT_USER_TITLE = (): string => m.text('EDIT_USER_TITLE');
export const LABEL_FULL_NAME = (): string => m.text('LABEL_FULL_NAME');
export const LABEL_CPF = (): string => m.text('LABEL_CPF');
export { LABEL_MUNICIPALITY, LABEL_STATE } from './labels/farms.ts';
export const LABEL_ROLE = (): string => m.text('LABEL_ROLE');
export const USERS_SEARCH_PLACEHOLDER = (): string => m.text('USERS_SEARCH_PLACEHOLDER');
export const USERS_FILTERS_BUTTON = (): string => m.text('USERS_FILTERS_BUTTON');
export const CHOOSE_STATE_FIRST = (): string => m.text('CHOOSE_STATE_FIRST');
/** Success alert after a non-administrator saves a user (spec §6 names the alert, not its text). */
export const USER_SAVED = (): string => m.text('USER_SAVED');
