import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/oidc.ts';

const m = defineMessages('oidc', ptBR);

// Sign-in through an organisation's identity provider (OpenID Connect). Not in the spec, which
// names an external identity service without wording its screens.

/** The login page's button; `{nome}` is the provider's name set by the operator (OIDC_NAME). */
export const OIDC_SIGN_IN_BUTTON = (nome: string): string =>
  m.format('OIDC_SIGN_IN_BUTTON', { nome: String(nome) });
export const OIDC_OR = (): string => m.text('OIDC_OR');
export const OIDC_SIGNING_IN = (): string => m.text('OIDC_SIGNING_IN');
export const OIDC_OFFLINE = (): string => m.text('OIDC_OFFLINE');

/** Why a return from the provider did not sign the person in, by the code the server puts in the address. */
export const OIDC_ERRORS = () => m.text('OIDC_ERRORS');
export type OidcErrorCode = keyof ReturnType<typeof OIDC_ERRORS>;

export function oidcErrorText(code: string | null): string {
  return code !== null && Object.hasOwn(OIDC_ERRORS(), code)
    ? OIDC_ERRORS()[code as OidcErrorCode]
    : OIDC_ERRORS().falhou;
}

/** The one-time code in the address was already used, expired or never existed. */
export const OIDC_CODE_INVALID = (): string => m.text('OIDC_CODE_INVALID');

// The device-only password an organisation's user sets so she can enter without a connection.
export const OFFLINE_PASSWORD_TITLE = (): string => m.text('OFFLINE_PASSWORD_TITLE');
export const OFFLINE_PASSWORD_INTRO = (): string => m.text('OFFLINE_PASSWORD_INTRO');
export const OFFLINE_PASSWORD_LABEL = (): string => m.text('OFFLINE_PASSWORD_LABEL');
export const OFFLINE_PASSWORD_CONFIRM_LABEL = (): string => m.text('OFFLINE_PASSWORD_CONFIRM_LABEL');
export const OFFLINE_PASSWORD_SAVE = (): string => m.text('OFFLINE_PASSWORD_SAVE');
export const OFFLINE_PASSWORD_SKIP = (): string => m.text('OFFLINE_PASSWORD_SKIP');
export const OFFLINE_PASSWORD_TOO_SHORT = (): string => m.text('OFFLINE_PASSWORD_TOO_SHORT');
export const OFFLINE_PASSWORD_MISMATCH = (): string => m.text('OFFLINE_PASSWORD_MISMATCH');
/** Offline, typed by a user who signed in here through her organisation and set no offline password. */
export const NO_OFFLINE_PASSWORD = (): string => m.text('NO_OFFLINE_PASSWORD');
/** After an offline entry, when the connection is back: the organisation's user signs in there again. */
export const OIDC_RECONNECT_MESSAGE = (nome: string): string =>
  m.format('OIDC_RECONNECT_MESSAGE', { nome: String(nome) });

/** The organisation's name on the login button ('Entrar com sua organização') when the operator sets no OIDC_NAME. */
export const OIDC_DEFAULT_NAME = (): string => m.text('OIDC_DEFAULT_NAME');
