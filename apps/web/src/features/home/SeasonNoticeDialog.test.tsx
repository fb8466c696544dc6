// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SeasonNoticeDialog } from './SeasonNoticeDialog.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SeasonNoticeDialog', () => {
  it('unlocks OK only after the 5 s countdown', () => {
    const acknowledge = vi.fn();
    render(<SeasonNoticeDialog open season="2026/2027" canStartSeason onAcknowledge={acknowledge} />);
    const button = () => screen.getByRole('button', { name: /^OK/ });
    expect(screen.getByText(/A estação de monta 2026\/2027 começou\./)).toBeTruthy();
    expect(button().textContent).toBe('OK (5)');
    expect(button().hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(4000));
    expect(button().textContent).toBe('OK (1)');
    expect(button().hasAttribute('disabled')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('OK');
    expect(button().hasAttribute('disabled')).toBe(false);
    fireEvent.click(button());
    expect(acknowledge).toHaveBeenCalledTimes(1);
  });
});
