import { describe, expect, it } from 'vitest';
import { readUnsavedRows, writeUnsavedRow } from './row-state.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

type Row = { observacao: string | null };

describe('unsaved rows kept for a reload', () => {
  it('round-trips the edits of one screen and keeps screens apart', () => {
    const storage = memoryStorage();
    writeUnsavedRow<Row>(storage, 'DN:a;b', 'cow-1', { observacao: 'Nada Consta' });
    writeUnsavedRow<Row>(storage, 'IATF:a', 'cow-2', { observacao: null });
    expect([...readUnsavedRows<Row>(storage, 'DN:a;b')]).toEqual([['cow-1', { observacao: 'Nada Consta' }]]);
    expect([...readUnsavedRows<Row>(storage, 'IATF:a')]).toEqual([['cow-2', { observacao: null }]]);
  });

  it('forgets a row once it is stored, and keeps the others', () => {
    const storage = memoryStorage();
    writeUnsavedRow<Row>(storage, 'DN:a', 'cow-1', { observacao: 'x' });
    writeUnsavedRow<Row>(storage, 'DN:a', 'cow-2', { observacao: 'y' });
    writeUnsavedRow<Row>(storage, 'DN:a', 'cow-1', null);
    expect([...readUnsavedRows<Row>(storage, 'DN:a')]).toEqual([['cow-2', { observacao: 'y' }]]);
    writeUnsavedRow<Row>(storage, 'DN:a', 'cow-2', null);
    expect(storage.items.size).toBe(0);
    expect(readUnsavedRows<Row>(storage, 'DN:a').size).toBe(0);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[1,2]'],
    ['a text', '"text"'],
  ])('ignores a kept value that is %s', (_, raw) => {
    const storage = memoryStorage();
    storage.setItem('gestar:unsaved-rows:DN:a#cow-1', raw);
    expect(readUnsavedRows<Row>(storage, 'DN:a').size).toBe(0);
  });

  it('keeps working when storage refuses to write or is missing', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    };
    expect(() => writeUnsavedRow<Row>(refusing, 'DN:a', 'c', { observacao: null })).not.toThrow();
    expect(readUnsavedRows<Row>(undefined, 'DN:a').size).toBe(0);
  });
});
