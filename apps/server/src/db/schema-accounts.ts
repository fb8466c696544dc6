/** Tables of accounts, roles, terms, tokens, tracking and proofs (migration 0002). */
export type AccountsTables = Record<never, never>;
