import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/auth.ts';

const m = defineMessages('auth', ptBR);

// Login, terms, password recovery and session texts (spec §2, §4, §8). Verbatim unless marked "not in the spec".
// Server titles keep the spec's spelling ('Usuario' without accent): the login compares them as received.

// Login screen.
export const LOGIN_FIELD_LABEL = (): string => m.text('LOGIN_FIELD_LABEL');
export const PASSWORD_FIELD_LABEL = (): string => m.text('PASSWORD_FIELD_LABEL');
export const LOGIN_BUTTON = (): string => m.text('LOGIN_BUTTON');
export const LOGIN_TROUBLE_LINK = (): string => m.text('LOGIN_TROUBLE_LINK');
/** Not in the spec: body of the info dialog opened by LOGIN_TROUBLE_LINK. */
export const LOGIN_TROUBLE_HELP = (): string => m.text('LOGIN_TROUBLE_HELP');
export const FORGOT_PASSWORD_LINK = (): string => m.text('FORGOT_PASSWORD_LINK');
/** Forgot-password screen's link back to /login. */
export const BACK_TO_LOGIN_LINK = (): string => m.text('BACK_TO_LOGIN_LINK');

// Server answers to a login.
export const USER_WITHOUT_PROFILE = (): string => m.text('USER_WITHOUT_PROFILE');
export const USER_DELETED = (): string => m.text('USER_DELETED');
export const USER_DELETED_DIALOG_TITLE = (): string => m.text('USER_DELETED_DIALOG_TITLE');
export const NULL_REFERENCE_ERROR = (): string => m.text('NULL_REFERENCE_ERROR');
export const TERMS_NOT_ACCEPTED = (): string => m.text('TERMS_NOT_ACCEPTED');
export const WRONG_PASSWORD = (): string => m.text('WRONG_PASSWORD');
/** Not in the spec: the profile dialog of a new user who has none yet. */
export const CHOOSE_PROFILE_TITLE = (): string => m.text('CHOOSE_PROFILE_TITLE');
// Not in the spec: the profile dialog's texts and the server's answers to a chosen profile (POST /api/Profile).
export const CHOOSE_PROFILE_INTRO = (): string => m.text('CHOOSE_PROFILE_INTRO');
export const CHOOSE_PROFILE_LABEL = (): string => m.text('CHOOSE_PROFILE_LABEL');
export const CHOOSE_PROFILE_BUTTON = (): string => m.text('CHOOSE_PROFILE_BUTTON');
export const PROFILE_NOT_OFFERED = (): string => m.text('PROFILE_NOT_OFFERED');
export const PROFILE_ALREADY_SET = (): string => m.text('PROFILE_ALREADY_SET');

// Terms dialog.
export const TERMS_CHECKBOX = (): string => m.text('TERMS_CHECKBOX');
export const TERMS_ACCEPT_BUTTON = (): string => m.text('TERMS_ACCEPT_BUTTON');

// Forgot / reset password.
export const FIRST_ACCESS_TITLE = (): string => m.text('FIRST_ACCESS_TITLE');
export const PASSWORD_RECOVERY_TITLE = (): string => m.text('PASSWORD_RECOVERY_TITLE');
export const FORGOT_PASSWORD_SENT = (): string => m.text('FORGOT_PASSWORD_SENT');
export const PASSWORD_DEFINED = (): string => m.text('PASSWORD_DEFINED');
export const PASSWORD_CHANGED = (): string => m.text('PASSWORD_CHANGED');

// Session.
/** Spec §8 gives it in English: the session ended after a refused token. */
export const SESSION_EXPIRED = (): string => m.text('SESSION_EXPIRED');
/** Not in the spec: title of the password re-entry dialog. */
export const PASSWORD_CHANGED_ELSEWHERE_TITLE = (): string => m.text('PASSWORD_CHANGED_ELSEWHERE_TITLE');
/** Not in the spec: body of the password re-entry dialog. */
export const PASSWORD_CHANGED_ELSEWHERE = (): string => m.text('PASSWORD_CHANGED_ELSEWHERE');
/** Not in the spec: asks users of the old version to log in again after the bull and partida change. */
export const RELOGIN_AFTER_BULL_CHANGE = (): string => m.text('RELOGIN_AFTER_BULL_CHANGE');

// The page of the link mailed to a user's own new e-mail. Not in the spec.
export const CONFIRM_EMAIL_TITLE = (): string => m.text('CONFIRM_EMAIL_TITLE');
export const CONFIRMING_EMAIL = (): string => m.text('CONFIRMING_EMAIL');
export const CONFIRM_EMAIL_LINK_INCOMPLETE = (): string => m.text('CONFIRM_EMAIL_LINK_INCOMPLETE');
