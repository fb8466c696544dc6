// Every list (and free string) a sync request carries has a bound, with a pt-BR message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportRequestSchema } from '../exports/request.ts';
import {
  CHANGED_MARGIN,
  ENTITY_FIELDS,
  MAX_PULL_BATCHES,
  MAX_PULL_FARMS,
  MAX_PUSH_RECORDS,
  parseSyncRecord,
  pullRequestSchema,
  pushRequestSchema,
  SYNC_ENTITY_ORDER,
} from './sync.ts';

const id = (n: number) => `0195f3a4-0000-7000-8000-${String(n).padStart(12, '0')}`;
const user = id(0);

type Case = {
  name: string;
  schema: z.ZodType;
  max: number;
  body: (count: number) => unknown;
  path: string;
  message: string;
};

const CASES: Case[] = [
  {
    name: 'pull: fazendasBaixadas',
    schema: pullRequestSchema,
    max: MAX_PULL_FARMS,
    body: (count) => ({
      lastPulledAt: 0,
      fazendasBaixadas: Array.from({ length: count }, (_, n) => ({ id: id(n), lastPulledAt: null })),
    }),
    path: 'fazendasBaixadas',
    message: 'No máximo 5.000 fazendas baixadas por sincronização.',
  },
  {
    name: 'pull: lotesBaixados',
    schema: pullRequestSchema,
    max: MAX_PULL_BATCHES,
    body: (count) => ({ lastPulledAt: 0, lotesBaixados: Array.from({ length: count }, (_, n) => id(n)) }),
    path: 'lotesBaixados',
    message: 'No máximo 50.000 lotes baixados por sincronização.',
  },
  {
    name: 'push: contents',
    schema: pushRequestSchema,
    max: MAX_PUSH_RECORDS,
    body: (count) => ({
      tipoId: 'd0s',
      loggedUser: user,
      contents: Array.from({ length: count }, (_, n) => ({ verbo: 'POST', json: { id: id(n) } })),
    }),
    path: 'contents',
    message: 'No máximo 1.000 registros por envio.',
  },
];

describe('request lists are bounded', () => {
  it.each(CASES)(
    '$name: $max items pass, one more is refused in pt-BR',
    ({ schema, max, body, path, message }) => {
      expect(schema.safeParse(body(max)).success).toBe(true);
      const over = schema.safeParse(body(max + 1));
      expect(over.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [path, message],
      ]);
    },
  );

  it('a huge list of bad items is refused with one error, not one per item', () => {
    const body = { lastPulledAt: 0, fazendasBaixadas: Array.from({ length: 130_000 }, () => ({ id: 'x' })) };
    const parsed = pullRequestSchema.safeParse(body);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'No máximo 5.000 fazendas baixadas por sincronização.',
    ]);
  });

  it('the farm and batch bounds stay far above what a device sends (farms are downloaded ten at a time)', () => {
    expect(MAX_PULL_FARMS).toBeGreaterThanOrEqual(1000);
    expect(MAX_PULL_BATCHES).toBeGreaterThanOrEqual(10 * MAX_PULL_FARMS);
  });
});

describe('a pushed record names at most its fields plus a margin in _changed', () => {
  const record = { id: id(1), created: '2025-03-10T12:30:00.000Z', updated: '2025-03-10T12:30:00.000Z' };
  it.each(SYNC_ENTITY_ORDER)('%s', (key) => {
    const max = ENTITY_FIELDS[key].length + CHANGED_MARGIN;
    const names = (count: number) => Array.from({ length: count }, (_, n) => `campo${n}`);
    const within = parseSyncRecord(key, { ...record, _changed: names(max) });
    // Other problems of the bare record may refuse it; never the length of _changed.
    if (!within.success) expect(within.motivo).not.toContain('_changed');
    const over = parseSyncRecord(key, { ...record, _changed: names(max + 1) });
    expect(over).toMatchObject({ success: false, id: id(1) });
    expect(over.success ? '' : over.motivo).toContain(`_changed: No máximo ${max} campos.`);
  });
});

describe('free text a request echoes is bounded', () => {
  it('an unknown key of a pushed record is named cut to 100 characters', () => {
    const key = `campo_${'x'.repeat(5000)}`;
    const result = parseSyncRecord('retiros', {
      id: id(1),
      created: '2025-03-10T12:30:00.000Z',
      updated: '2025-03-10T12:30:00.000Z',
      nome: 'Sede',
      fazendaId: id(2),
      [key]: 1,
    });
    expect(result).toEqual({
      success: false,
      id: id(1),
      motivo: `Registro inválido. Campo desconhecido: ${key.slice(0, 100)}….`,
    });
  });

  it('an export names columns of at most 100 characters', () => {
    expect(exportRequestSchema.safeParse({ Fields: ['x'.repeat(101)] }).success).toBe(false);
  });
});
