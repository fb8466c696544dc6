/**
 * Tables of accounts, roles, terms, tokens, tracking and proofs (migration 0003). Instants are ISO-8601 UTC
 * text on both dialects: the wire format, and ordered correctly by plain string comparison.
 */

import type { ColumnType } from 'kysely';

export type RolesTable = {
  id: string;
  name: string;
  description: string;
};

export type CredentialsTable = {
  usuarioId: string;
  /** argon2id PHC string; its own parameters travel with it, so a cost change never breaks old hashes. */
  passwordHash: string;
  passwordChangedAt: string;
};

export type UserRolesTable = {
  usuarioId: string;
  roleId: string;
};

export type TermosTable = {
  id: string;
  tipo: string;
  versao: number;
  conteudo: string;
  created: string;
};

export type TermoAceitesTable = {
  id: string;
  usuarioId: string;
  termoId: string;
  tipo: string;
  versao: number;
  aceitoEm: string;
  ip: string;
};

export type RefreshTokenRevocation = 'rotated' | 'reuse' | 'password' | 'deleted' | 'logout';

export type RefreshTokensTable = {
  /** sha256 (hex) of the opaque token: a leaked table grants no session. */
  tokenHash: string;
  /** One login's chain of rotations; reuse of a rotated token kills the whole chain. */
  familyId: string;
  usuarioId: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: RefreshTokenRevocation | null;
  replacedBy: string | null;
  createdAt: string;
};

/** A login family whose access tokens are refused until they would have expired anyway. */
export type RevokedSessionsTable = {
  familyId: string;
  /** Taken from rev_counter, so every node notices the row with its per-request revision read. */
  rev: number;
  /** Milliseconds since the epoch after which no access token of the family can still be valid. */
  expiresAt: number;
};

/** 'email': a user's own new address, confirmed by the link mailed to it (the row's `email` is the new one). */
export type PasswordTokenPurpose = 'reset' | 'invite' | 'email';

export type PasswordTokensTable = {
  tokenHash: string;
  email: string;
  usuarioId: string;
  purpose: PasswordTokenPurpose;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
};

/** Shared rate-limit counters (fixed window): several nodes count the same hits. */
export type RateLimitsTable = {
  key: string;
  hits: number;
  /** Milliseconds since the epoch when the window ends. */
  resetAt: number;
};

export type TrackingEventsTable = {
  id: string;
  usuarioId: string;
  sessionId: string;
  /** One event as the device sent it (JSON text). */
  data: string;
  receivedAt: string;
};

export type ProofFilesTable = {
  id: string;
  usuarioId: string;
  fileName: string;
  content: string;
  sha256: string;
  receivedAt: string;
  /** The farm of the receipt's batches (null: none found, or stored before the per-farm caps). */
  fazendaId: string | null;
  /** UTF-8 size of `content`, summed for the per-farm cap. */
  bytes: ColumnType<number, number | undefined, number>;
};

export type AccountsTables = {
  roles: RolesTable;
  credentials: CredentialsTable;
  user_roles: UserRolesTable;
  termos: TermosTable;
  termo_aceites: TermoAceitesTable;
  refresh_tokens: RefreshTokensTable;
  revoked_sessions: RevokedSessionsTable;
  password_tokens: PasswordTokensTable;
  tracking_events: TrackingEventsTable;
  rate_limits: RateLimitsTable;
  proof_files: ProofFilesTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_login_codes: OidcLoginCodesTable;
  user_languages: UserLanguagesTable;
};

/** An organisation's identity linked to a user (migration 0013): the provider's issuer and subject. */
export type OidcIdentitiesTable = {
  issuer: string;
  subject: string;
  usuarioId: string;
  /** The verified address the provider gave at the link, for support; the login never reads it. */
  email: string | null;
  createdAt: string;
};

/** The one-time code a provider's redirect leaves for the web page to trade for a session (sha256 hex). */
export type OidcLoginCodesTable = {
  codeHash: string;
  usuarioId: string;
  expiresAt: string;
  usedAt: string | null;
};

/** The language a person chose (migration 0014); none: the device's or browser's language holds. */
export type UserLanguagesTable = {
  usuarioId: string;
  idioma: string;
  updatedAt: string;
};
