import type { PullKey } from '@gestar/domain/entities/sync';

export type ValidationIssue = { path: string; message: string };

/** A record failed its domain schema; nothing was written. `issues` carry the schema's texts, in the language read then. */
export class RecordValidationError extends Error {
  override readonly name: string = 'RecordValidationError';
  readonly entity: PullKey;
  readonly issues: ValidationIssue[];

  constructor(entity: PullKey, issues: ValidationIssue[]) {
    super(`${entity}: ${issues.map((issue) => `${issue.path || '(record)'}: ${issue.message}`).join('; ')}`);
    this.entity = entity;
    this.issues = issues;
  }
}

export class RecordNotFoundError extends Error {
  override readonly name: string = 'RecordNotFoundError';
  readonly entity: PullKey;
  readonly id: string;

  constructor(entity: PullKey, id: string) {
    super(`${entity} ${id} not found`);
    this.entity = entity;
    this.id = id;
  }
}

/**
 * The device ran out of storage for this site. The spec gives no text for it: the screen words the message
 * (typically "free space, then SINCRONIZAR"); nothing of the failed write was stored.
 */
export class LocalStorageFullError extends Error {
  override readonly name: string = 'LocalStorageFullError';

  constructor(options?: { cause?: unknown }) {
    super('QuotaExceededError', options);
  }
}

/** Browsers (and Dexie, which wraps them) report a full disk under this name, sometimes one level down. */
export function isQuotaExceeded(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== 'object') return false;
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (name === 'QuotaExceededError') return true;
    current = inner;
  }
  return false;
}
