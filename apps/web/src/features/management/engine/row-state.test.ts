import { describe, expect, it } from 'vitest';
import { readUnsavedRows, writeUnsavedRows } from './row-state.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

type Row = { observacao: string | null };

describe('unsaved rows kept for a reload', () => {
  it('round-trips the edits of one screen and keeps screens apart', () => {
    const storage = memoryStorage();
    writeUnsavedRows<Row>(storage, 'DN:a;b', new Map([['cow-1', { observacao: 'Nada Consta' }]]));
    writeUnsavedRows<Row>(storage, 'IATF:a', new Map([['cow-2', { observacao: null }]]));
    expect([...readUnsavedRows<Row>(storage, 'DN:a;b')]).toEqual([['cow-1', { observacao: 'Nada Consta' }]]);
    expect([...readUnsavedRows<Row>(storage, 'IATF:a')]).toEqual([['cow-2', { observacao: null }]]);
  });

  it('forgets a screen once nothing is unsaved', () => {
    const storage = memoryStorage();
    writeUnsavedRows<Row>(storage, 'DN:a', new Map([['cow-1', { observacao: 'x' }]]));
    writeUnsavedRows<Row>(storage, 'DN:a', new Map());
    expect(storage.items.size).toBe(0);
    expect(readUnsavedRows<Row>(storage, 'DN:a').size).toBe(0);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"cow-1":{}}'],
    ['entries of the wrong shape', '[["cow-1"],[2,{}],["cow-3","text"]]'],
  ])('ignores a kept value that is %s', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem('gestar:unsaved-rows:DN:a', raw);
    expect(readUnsavedRows<Row>(storage, 'DN:a').size).toBe(0);
  });

  it('keeps working when storage refuses to write or is missing', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() =>
      writeUnsavedRows<Row>(refusing, 'DN:a', new Map([['c', { observacao: null }]])),
    ).not.toThrow();
    expect(readUnsavedRows<Row>(undefined, 'DN:a').size).toBe(0);
  });
});
