import { describe, expect, it } from 'vitest';
import { IMPORT_TOUR_KEY, isImportTourDone, markImportTourDone } from './tour-storage.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('import tour storage', () => {
  it('is not done on a new device, done once marked', () => {
    const storage = memoryStorage();
    expect(isImportTourDone(storage)).toBe(false);
    markImportTourDone(storage);
    expect(isImportTourDone(storage)).toBe(true);
    expect(storage.items.get(IMPORT_TOUR_KEY)).toBe('1');
  });

  it('survives a storage that throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(isImportTourDone(broken)).toBe(false);
    expect(() => markImportTourDone(broken)).not.toThrow();
    expect(isImportTourDone(null)).toBe(false);
    expect(() => markImportTourDone(null)).not.toThrow();
  });
});
