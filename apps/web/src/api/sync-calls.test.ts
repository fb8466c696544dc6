import { describe, expect, it } from 'vitest';
import { toPullPage } from './sync-calls.ts';

const envelope = (d0s: unknown[]) => ({
  sucesso: true,
  mensagem: null,
  response: { lastPulledAt: 7, temMais: false, d0s },
});

describe('toPullPage', () => {
  it('keeps the pulled records as they came (no copy) and fills absent streams', () => {
    const record = { id: 'a', rev: 3, codVaca: '123', extra: null };
    const page = toPullPage(envelope([record]));
    expect(page.records.d0s[0]).toBe(record);
    expect(page.records.fazendas).toEqual([]);
    expect(page).toMatchObject({ lastPulledAt: 7, temMais: false, fazendasRemovidas: [] });
  });

  it.each([
    ['no id', { rev: 1 }],
    ['an empty id', { id: '', rev: 1 }],
    ['a negative revision', { id: 'a', rev: -1 }],
    ['a fractional revision', { id: 'a', rev: 1.5 }],
    ['a revision as text', { id: 'a', rev: '1' }],
    ['null', null],
  ])('refuses a page with a record with %s', (_case, record) => {
    expect(() => toPullPage(envelope([record]))).toThrow();
  });
});
