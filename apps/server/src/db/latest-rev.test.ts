import { describe, expect, it } from 'vitest';
import { coalescedReader } from './latest-rev.ts';

/** A read whose answers the test releases one by one, counting how many reads were started. */
function controlledRead() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const settle = async (outcome: number | Error) => {
    const next = pending.shift();
    if (!next) throw new Error('no read in flight');
    if (outcome instanceof Error) next.reject(outcome);
    else next.resolve(outcome);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { read, settle, started: () => pending.length };
}

describe('coalescedReader', () => {
  it('reads once for a lone caller', async () => {
    const source = controlledRead();
    const latest = coalescedReader(source.read);
    const answer = latest();
    expect(source.started()).toBe(1);
    await source.settle(7);
    await expect(answer).resolves.toBe(7);
  });

  it('never answers a caller with a read that started before it arrived', async () => {
    const source = controlledRead();
    const latest = coalescedReader(source.read);
    const early = latest();
    // A write commits revision 8 here; the late caller must not get the 7 read before it.
    const late = latest();
    await source.settle(7);
    await expect(early).resolves.toBe(7);
    expect(source.started()).toBe(1);
    await source.settle(8);
    await expect(late).resolves.toBe(8);
  });

  it.each([2, 10, 200])('%i callers arriving during one read share the next one', async (callers) => {
    const source = controlledRead();
    const latest = coalescedReader(source.read);
    const first = latest();
    const waiting = Array.from({ length: callers }, () => latest());
    await source.settle(1);
    await source.settle(2);
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual(Array(callers).fill(2));
    expect(source.started()).toBe(0);
  });

  it('hands a failed read to the callers that shared it and reads again for the next', async () => {
    const source = controlledRead();
    const latest = coalescedReader(source.read);
    const failing = latest();
    const queued = latest();
    await source.settle(new Error('banco fora do ar'));
    await expect(failing).rejects.toThrow('banco fora do ar');
    await source.settle(5);
    await expect(queued).resolves.toBe(5);
    const after = latest();
    await source.settle(6);
    await expect(after).resolves.toBe(6);
  });
});
