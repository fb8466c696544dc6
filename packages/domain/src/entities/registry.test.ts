import { describe, expect, it } from 'vitest';
import { fieldsOf } from './common.ts';
import {
  booleanFields,
  ENTITY_REGISTRY,
  type EntityDefinition,
  FARM_CHILD_KEYS,
  FARM_MEMBER_KEYS,
  PULL_KEYS,
  SYNC_ENTITY_ORDER,
  USER_SCOPED_KEYS,
} from './registry.ts';

const entries = Object.entries(ENTITY_REGISTRY) as [string, EntityDefinition][];

describe('the entity registry', () => {
  it('derives the key lists from the entries: pushed ones, farm children, user catalogues', () => {
    expect(SYNC_ENTITY_ORDER).toEqual(PULL_KEYS.filter((key) => ENTITY_REGISTRY[key].pushed));
    expect(PULL_KEYS.slice(0, 3)).toEqual(['usuarios', 'tipoDominios', 'valorDominios']);
    expect(FARM_CHILD_KEYS).toEqual(['retiros', 'lotes', 'd0s', 'dns', 'iatfs', 'touros', 'partidas']);
    expect(USER_SCOPED_KEYS).toEqual(['touros', 'partidas']);
  });

  it.each(entries)(
    '%s: a farm link names a farm member that comes before it, by a field of the schema',
    (key, entity) => {
      const link = entity.farmLink;
      if (link === null || link === 'self') return;
      const parent = link.parent as (typeof PULL_KEYS)[number];
      expect(FARM_MEMBER_KEYS).toContain(parent);
      expect(PULL_KEYS.indexOf(parent)).toBeLessThan(PULL_KEYS.indexOf(key as (typeof PULL_KEYS)[number]));
      expect(fieldsOf(entity.schema)).toContain(link.field);
    },
  );

  it.each(entries)(
    '%s: pulled by farm, backed up in a farm or user-scoped only with a farm link',
    (_key, entity) => {
      if (entity.pull === 'farm' || entity.backup === 'farm' || entity.userScoped) {
        expect(entity.farmLink).not.toBeNull();
      }
      if (entity.userScoped) expect(entity.pull).toBe('farm');
    },
  );

  it.each(entries)('%s: local indexes and JSON columns are fields of the schema', (_key, entity) => {
    const fields = [...fieldsOf(entity.schema), '_status'];
    for (const index of entity.localIndexes) expect(fields).toContain(index);
    expect(entity.localIndexes).toContain('_status');
    for (const column of entity.jsonColumns) expect(fields).toContain(column);
  });

  it('has one farm ("self"), and one server table per entity', () => {
    expect(entries.filter(([, entity]) => entity.farmLink === 'self').map(([key]) => key)).toEqual([
      'fazendas',
    ]);
    const tables = entries.map(([, entity]) => entity.table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it.each([
    ['lotes', ['isDeleted', 'priority', 'isResync', 'isPrecoce', 'isFinalize', 'pastDG', 'pastDGFinal']],
    ['d0s', ['isDeleted', 'priority', 'perdaGestacao', 'omit_from_dg_final']],
    ['fazendas', ['isDeleted', 'priority', 'retiro']],
    ['partidas', ['isDeleted', 'priority', 'partidaOriginal']],
    ['dns', ['isDeleted', 'priority']],
  ] as const)('reads the booleans of %s off its schema', (key, expected) => {
    expect(booleanFields(ENTITY_REGISTRY[key].schema)).toEqual(expected);
  });
});
