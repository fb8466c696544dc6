// @vitest-environment jsdom
import { WHATS_NEW_TITLE } from '@gestar/domain/messages/navigation';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhatsNewDialog } from './WhatsNewDialog.tsx';
import type { VersionStore } from './whats-new.ts';

function memoryStore(initial: string | null): VersionStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (version: string) => {
      store.value = version;
    },
  };
  return store;
}

afterEach(cleanup);

describe('WhatsNewDialog', () => {
  it('shows the news after an update and remembers the version once closed', () => {
    const store = memoryStore('v2.2.3');
    render(<WhatsNewDialog store={store} version="v2.2.4" />);
    expect(screen.getByRole('dialog', { name: WHATS_NEW_TITLE() })).toBeTruthy();
    expect(store.value).toBe('v2.2.3');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.value).toBe('v2.2.4');
  });

  it.each([
    ['a first install', null],
    ['the same version', 'v2.2.4'],
  ])('stays closed on %s and stores the current version', (_case, seen) => {
    const store = memoryStore(seen);
    render(<WhatsNewDialog store={store} version="v2.2.4" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.value).toBe('v2.2.4');
  });
});
