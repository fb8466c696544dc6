import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./start.tsx', () => ({ start: vi.fn() }));

let frames: FrameRequestCallback[];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function startCalls(): Promise<number> {
  const { start } = await import('./start.tsx');
  return vi.mocked(start).mock.calls.length;
}

describe('the app’s start', () => {
  it('waits for the next frame, so the skeleton is painted first, then starts once', async () => {
    const { start } = await import('./start.tsx');
    vi.mocked(start).mockClear();
    await import('../main.tsx');
    expect(await startCalls()).toBe(0);
    for (const frame of frames) frame(16);
    await vi.advanceTimersByTimeAsync(0);
    expect(await startCalls()).toBe(1);
    // The hidden-tab fallback finds it started.
    await vi.advanceTimersByTimeAsync(200);
    expect(await startCalls()).toBe(1);
  });

  it('starts after 100 ms in a tab that draws no frame (hidden)', async () => {
    const { start } = await import('./start.tsx');
    vi.mocked(start).mockClear();
    await import('../main.tsx');
    await vi.advanceTimersByTimeAsync(99);
    expect(await startCalls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await startCalls()).toBe(1);
    for (const frame of frames) frame(500);
    await vi.advanceTimersByTimeAsync(10);
    expect(await startCalls()).toBe(1);
  });
});
