import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError } from '../api/errors.ts';
import { pendingLogouts, retryPendingLogouts, revokeOrKeep } from './pending-logouts.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

// A SAIR whose logout did not reach the server is sent again until it does.
describe('logouts that did not reach the server', () => {
  it.each([
    ['offline', new OfflineError('offline')],
    ['refused for rate (429)', new ApiError(429, 'Muitas tentativas', null)],
    ['a server error (503)', new ApiError(503, undefined, null)],
  ])('are kept when %s and sent again until the server answers', async (_case, failure) => {
    const store = memoryStorage();
    const sent: string[] = [];
    let failing = true;
    const revoke = async (token: string) => {
      sent.push(token);
      if (failing) throw failure;
    };
    expect(await revokeOrKeep('r-1', revoke, store)).toBe(false);
    expect(pendingLogouts(store)).toEqual(['r-1']);
    await retryPendingLogouts(revoke, store);
    expect(pendingLogouts(store)).toEqual(['r-1']);
    failing = false;
    await retryPendingLogouts(revoke, store);
    expect(pendingLogouts(store)).toEqual([]);
    expect(sent).toEqual(['r-1', 'r-1', 'r-1']);
  });

  it('forgets a token the server refuses for good (400), and one it answered', async () => {
    const store = memoryStorage();
    expect(await revokeOrKeep('ok', async () => undefined, store)).toBe(true);
    expect(
      await revokeOrKeep('malformado', async () => Promise.reject(new ApiError(400, 'x', null)), store),
    ).toBe(false);
    expect(pendingLogouts(store)).toEqual([]);
  });

  it('keeps a bounded number of tokens, the most recent', async () => {
    const store = memoryStorage();
    const fail = async () => Promise.reject(new OfflineError('offline'));
    for (let n = 0; n < 15; n += 1) await revokeOrKeep(`r-${n}`, fail, store);
    expect(pendingLogouts(store)).toHaveLength(10);
    expect(pendingLogouts(store).at(-1)).toBe('r-14');
  });
});
