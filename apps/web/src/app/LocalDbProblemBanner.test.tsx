// @vitest-environment jsdom
import { inLocale, setLocaleSource } from '@gestar/domain/i18n/current-locale';
import { DEFAULT_LOCALE } from '@gestar/domain/i18n/locales';
import { DEVICE_DB_BLOCKED, DEVICE_DB_OUTDATED, DEVICE_STORAGE_FULL } from '@gestar/domain/messages/offline';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalDbProblem, localDbProblem } from '../local-db/db-status.ts';
import { LocalDbProblemBanner } from './LocalDbProblemBanner.tsx';

afterEach(() => {
  cleanup();
  localDbProblem.set(null);
  setLocaleSource(() => DEFAULT_LOCALE);
});

describe('LocalDbProblemBanner', () => {
  it('shows nothing while the device database is fine', () => {
    render(<LocalDbProblemBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[LocalDbProblem, string, string | null]>([
    ['storage-full', DEVICE_STORAGE_FULL(), null],
    ['blocked', DEVICE_DB_BLOCKED(), null],
    ['outdated', DEVICE_DB_OUTDATED(), 'Recarregar'],
  ])('%s: tells the user what happened and what to do', (problem, text, button) => {
    render(<LocalDbProblemBanner />);
    act(() => localDbProblem.set(problem));
    expect(screen.getByRole('alert').textContent).toContain(text);
    if (button) expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });

  it('a full disk can be dismissed once space was freed; blocked and outdated cannot', () => {
    render(<LocalDbProblemBanner />);
    act(() => localDbProblem.set('blocked'));
    expect(screen.queryByRole('button', { name: /close|fechar/i })).toBeNull();
    act(() => localDbProblem.set('storage-full'));
    fireEvent.click(screen.getByRole('button', { name: /close|fechar/i }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks the language the person reads, read when shown', () => {
    render(<LocalDbProblemBanner />);
    setLocaleSource(() => 'es');
    act(() => localDbProblem.set('outdated'));
    const spanish = inLocale('es', DEVICE_DB_OUTDATED);
    expect(spanish).not.toBe(inLocale('pt-BR', DEVICE_DB_OUTDATED));
    expect(screen.getByRole('alert').textContent).toContain(spanish);
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
  });
});
