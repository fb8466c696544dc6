import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './database.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestPersistentStorage', () => {
  it('asks the browser once per app start', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { onLine: true, storage: { persisted: async () => false, persist } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });
});
