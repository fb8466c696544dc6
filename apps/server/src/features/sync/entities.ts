import {
  ENTITY_REGISTRY,
  FARM_CHILD_KEYS,
  type FarmChildKey,
  type PullKey,
  type SyncEntityKey,
  USER_SCOPED_KEYS,
} from '@gestar/domain/entities/registry';
import type { SyncedTable } from '../../db/rows.ts';

export type { FarmChildKey };
export { FARM_CHILD_KEYS, USER_SCOPED_KEYS };

/** The table of each entity (pull key / tipoId). */
export const ENTITY_TABLE = Object.fromEntries(
  Object.entries(ENTITY_REGISTRY).map(([key, definition]) => [key, definition.table]),
) as { readonly [K in PullKey]: SyncedTable };

export function isUserScoped(key: SyncEntityKey): boolean {
  return (USER_SCOPED_KEYS as readonly string[]).includes(key);
}

export function isFarmChild(key: SyncEntityKey): key is FarmChildKey {
  return (FARM_CHILD_KEYS as readonly string[]).includes(key);
}
