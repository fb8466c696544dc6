import type { Lote } from '@gestar/domain/entities/batch';
import { describe, expect, it } from 'vitest';
import { batchToFields, emptyBatchFields, fieldsToBatch } from './batch-form-fields.ts';

const user = '0190a0a0-0000-7000-8000-000000000001';

describe('batch form fields', () => {
  it.each([
    ['only the start', '2026-01-10', '', '2026-01-10', '2026-01-10'],
    ['only the end', '', '2026-02-01', '2026-02-01', '2026-02-01'],
    ['both', '2026-01-10', '2026-02-01', '2026-01-10', '2026-02-01'],
    ['none', '', '', null, null],
  ])('partos dates with %s', (_case, start, end, expectedStart, expectedEnd) => {
    const saved = fieldsToBatch({
      ...emptyBatchFields(user),
      nomeLote: 'Lote 1',
      dataPartosInicio: start,
      dataPartosFim: end,
    });
    expect([saved.dataPartosInicio, saved.dataPartosFim]).toEqual([expectedStart, expectedEnd]);
  });

  it.each([
    ['blank name', { nomeLote: '  ' }, 'nomeLote', null],
    ['blank mineral', { mineral: '' }, 'mineral', null],
    ['kept time', { horaManejo: '07:30' }, 'horaManejo', '07:30'],
  ] as const)('%s', (_case, patch, field, expected) => {
    expect(fieldsToBatch({ ...emptyBatchFields(user), ...patch })[field]).toBe(expected);
  });

  it('a stored batch fills the form with text inputs empty instead of null', () => {
    const lote = {
      nomeLote: 'Lote A',
      usuarioId: user,
      mineral: null,
      dataIatf: '2026-03-01',
    } as unknown as Lote;
    const fields = batchToFields(lote);
    expect(fields).toMatchObject({
      nomeLote: 'Lote A',
      usuarioId: user,
      mineral: '',
      dataIatf: '2026-03-01',
    });
    expect(fields.protocoloId).toBeNull();
  });
});
