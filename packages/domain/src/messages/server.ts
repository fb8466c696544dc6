import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/server.ts';

const m = defineMessages('server', ptBR);

// Titles and reasons the server answers that the spec does not give (its own texts live in auth.ts and the other
// catalogues; 'Usuário ou senha inválidos!' and the password rule are navigation.ts's INVALID_CREDENTIALS and
// PASSWORD_TOO_SHORT_MESSAGE). One catalogue, so the web app can show or match the very same texts.

// Any call.
/** 400: a body, query or path parameter that does not fit; `errors` names each bad field. */
export const INVALID_REQUEST = (): string => m.text('INVALID_REQUEST');
export const REQUEST_TOO_LARGE = (): string => m.text('REQUEST_TOO_LARGE');
export const UNSUPPORTED_MEDIA_TYPE = (): string => m.text('UNSUPPORTED_MEDIA_TYPE');
export const TOO_MANY_REQUESTS = (): string => m.text('TOO_MANY_REQUESTS');
export const INTERNAL_ERROR = (): string => m.text('INTERNAL_ERROR');
export const RESOURCE_NOT_FOUND = (): string => m.text('RESOURCE_NOT_FOUND');
/** GET /api/health when the database does not answer. */
export const DATABASE_UNAVAILABLE = (): string => m.text('DATABASE_UNAVAILABLE');
/**
 * 503 of a node that is shutting down (readiness and any new request while it finishes the ones in flight); the
 * device's sync retries it like any other 5xx.
 */
export const SERVER_DRAINING = (): string => m.text('SERVER_DRAINING');
/** 401 of GET /metrics on the main port without the operator's METRICS_TOKEN. */
export const METRICS_UNAUTHORIZED = (): string => m.text('METRICS_UNAUTHORIZED');
/** A text with U+0000, which the database cannot store (named in `errors` with the field). */
export const UNSTORABLE_TEXT = (): string => m.text('UNSTORABLE_TEXT');

// Sessions and password recovery.
/** 401 of a missing, expired or revoked token (the device then refreshes or asks for a new login). */
export const SESSION_INVALID = (): string => m.text('SESSION_INVALID');
export const RESET_LINK_INVALID = (): string => m.text('RESET_LINK_INVALID');
/** 429 of the login, token refresh and password-recovery rate limits. */
export const TOO_MANY_ATTEMPTS = (): string => m.text('TOO_MANY_ATTEMPTS');

// Users (Account calls). 'Erro ao inserir usuário' (§8) is the dialog title the web app shows above these.
export const UNKNOWN_ROLE = (): string => m.text('UNKNOWN_ROLE');
export const USER_NOT_FOUND = (): string => m.text('USER_NOT_FOUND');
export const EMAIL_TAKEN = (): string => m.text('EMAIL_TAKEN');
export const CPF_TAKEN = (): string => m.text('CPF_TAKEN');
export const ID_TAKEN = (): string => m.text('ID_TAKEN');
export const SUPERIOR_NOT_FOUND = (): string => m.text('SUPERIOR_NOT_FOUND');
export const USER_ACTION_FORBIDDEN = (): string => m.text('USER_ACTION_FORBIDDEN');
/** PUT /api/Account: the address of an account that has a password is its login and its way to reset it. */
export const EMAIL_CHANGE_OWNER_ONLY = (): string => m.text('EMAIL_CHANGE_OWNER_ONLY');
// A user's own e-mail changes only through a link mailed to the new address: the answer is the
// same whether another account has that address or not, so it tells nobody who is registered.
export const EMAIL_CONFIRMATION_SENT = (): string => m.text('EMAIL_CONFIRMATION_SENT');
export const EMAIL_CONFIRMED = (): string => m.text('EMAIL_CONFIRMED');
export const EMAIL_LINK_INVALID = (): string => m.text('EMAIL_LINK_INVALID');
export const EMAIL_TAKEN_MEANWHILE = (): string => m.text('EMAIL_TAKEN_MEANWHILE');
export const OWN_CPF_ADMIN_ONLY = (): string => m.text('OWN_CPF_ADMIN_ONLY');
/** PUT /api/Account: the CPF of an account that has a password is a login too. */
export const CPF_CHANGE_ADMIN_ONLY = (): string => m.text('CPF_CHANGE_ADMIN_ONLY');
export const OWN_EMAIL_REMOVAL_ADMIN_ONLY = (): string => m.text('OWN_EMAIL_REMOVAL_ADMIN_ONLY');

// Terms and usage tracking.
export const TERM_NOT_FOUND = (): string => m.text('TERM_NOT_FOUND');
export const TRACKING_OTHER_USER = (): string => m.text('TRACKING_OTHER_USER');
export const TRACKING_EVENT_EMPTY = (): string => m.text('TRACKING_EVENT_EMPTY');
export function trackingCallTooLarge(kilobytes: number): string {
  return m.format('trackingCallTooLarge', { kilobytes: String(kilobytes) });
}
export const TRACKING_DAILY_LIMIT = (): string => m.text('TRACKING_DAILY_LIMIT');
export function trackingEventTooDeep(levels: number): string {
  return m.format('trackingEventTooDeep', { levels: String(levels) });
}
export function trackingEventTooLarge(bytes: number): string {
  return m.format('trackingEventTooLarge', { bytes: String(bytes) });
}

// Domain lists (ValorDominio / TipoDominio calls).
export const DOMAIN_LISTS_ADMIN_ONLY = (): string => m.text('DOMAIN_LISTS_ADMIN_ONLY');
export const DOMAIN_VALUE_NOT_FOUND = (): string => m.text('DOMAIN_VALUE_NOT_FOUND');
export const DOMAIN_TYPE_NOT_FOUND = (): string => m.text('DOMAIN_TYPE_NOT_FOUND');
export const PARENT_DOMAIN_VALUE_NOT_FOUND = (): string => m.text('PARENT_DOMAIN_VALUE_NOT_FOUND');

// Sync push: why a record was refused (`rejeitados[].motivo`), shown on the device beside the kept record
// (ARCHITECTURE.md §5 push rule 4).
export const READ_ONLY_PROFILE = (): string => m.text('READ_ONLY_PROFILE');
export const FARM_FORBIDDEN = (): string => m.text('FARM_FORBIDDEN');
export const FARM_OWNER_ONLY = (): string => m.text('FARM_OWNER_ONLY');
export const PROTOCOL_FORBIDDEN = (): string => m.text('PROTOCOL_FORBIDDEN');
export const CATALOG_FORBIDDEN = (): string => m.text('CATALOG_FORBIDDEN');
/** Push: a farm's owner or a farm link may only name the writer or a user they manage (administrators any). */
export const USER_NOT_MANAGED = (): string => m.text('USER_NOT_MANAGED');
/** Push: a record may only point at records its writer may read (otherwise the pull would hand them over). */
export function referenceForbidden(field: string): string {
  return m.format('referenceForbidden', { field: String(field) });
}
/**
 * Push: a reference to another record of a farm (a batch's parent, original or blocking cow, a cow's original
 * record) must name a record of the same farm; the same answer whether the id is another farm's or unknown.
 */
export function referenceNotInFarm(field: string): string {
  return m.format('referenceNotInFarm', { field: String(field) });
}
export const UNSTORABLE_RECORD_TEXT = (): string => m.text('UNSTORABLE_RECORD_TEXT');
/** A cow's IATF record of her batch or her DN record of a day, made again by a second phone (one per key). */
export const STEP_RECORD_EXISTS = (): string => m.text('STEP_RECORD_EXISTS');
export const MOVE_FORBIDDEN = (): string => m.text('MOVE_FORBIDDEN');
/** Fields the server does not know are refused, never dropped while the record is reported as saved. */
export function unknownFields(fields: readonly string[]): string {
  return m.format('unknownFields', { count: fields.length, fields: fields.join(', ') });
}
/** A push older than one already applied from the same device (a late or duplicated copy): nothing changed. */
export const STALE_PUSH = (): string => m.text('STALE_PUSH');
/** The server's database was restored from a backup since the device last synced: it recovers, then pushes. */
export const EPOCH_CHANGED = (): string => m.text('EPOCH_CHANGED');
export function pushTooLarge(max: number): string {
  // Thousands grouped with '.' in both languages (pt-BR and the Spanish of the countries served).
  return m.format('pushTooLarge', { max: String(max).replace(/\B(?=(\d{3})+(?!\d))/g, '.') });
}

/** The kind of parent a pushed record points to (the keys of the catalogue's PARENT_LABEL). */
export type ParentKind = keyof (typeof ptBR)['PARENT_LABEL'];

/** The record points to a parent the server does not have (yet): it stays on the device and is retried. */
export function parentMissing(kind: ParentKind): string {
  return m.format('parentMissing', { parent: String(m.text('PARENT_LABEL')[kind]) });
}

/**
 * A retried push's reason for a record whose original text was not kept (apps/server push-identity.ts: not a
 * fixed reason, and beyond the texts an answer stores).
 */
export const REASON_NOT_KEPT = (): string => m.text('REASON_NOT_KEPT');
