import type { PullKey } from '@gestar/domain/entities/sync';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalEntity } from './local-record.ts';
import type { ReadOptions, Repository } from './repository.ts';

// Live reads for screens: undefined while loading, then re-rendered whenever the rows change (local edits
// and pulled pages alike).

export function useRecords<K extends PullKey>(
  repository: Repository<K>,
  options: ReadOptions = {},
): LocalEntity<K>[] | undefined {
  const includeDeleted = options.includeDeleted === true;
  return useLiveQuery(() => repository.get({ includeDeleted }), [repository, includeDeleted]);
}

export function useRecordById<K extends PullKey>(
  repository: Repository<K>,
  id: string | undefined,
): LocalEntity<K> | undefined | null {
  // null = loaded and absent, so screens can tell "not found" from "still loading".
  return useLiveQuery(async () => (id ? ((await repository.getById(id)) ?? null) : null), [repository, id]);
}

export function useRecordsByRelation<K extends PullKey>(
  repository: Repository<K>,
  relation: Parameters<Repository<K>['getByRelation']>[0],
  ids: string | readonly string[] | undefined,
): LocalEntity<K>[] | undefined {
  const key = ids === undefined ? '' : typeof ids === 'string' ? ids : ids.join(';');
  return useLiveQuery(
    () => (ids === undefined ? Promise.resolve([]) : repository.getByRelation(relation, ids)),
    // The joined ids stand for the array, so a new array with the same ids does not re-query.
    [repository, relation, key],
  );
}
