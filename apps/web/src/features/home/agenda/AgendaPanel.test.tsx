// @vitest-environment jsdom
import { setLocaleSource } from '@gestar/domain/i18n/current-locale';
import { DEFAULT_LOCALE } from '@gestar/domain/i18n/locales';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AgendaPanel } from './AgendaPanel.tsx';
import type { AgendaRow } from './use-agenda.ts';

const row = (batchId: string, when: AgendaRow['when'], date: string, cows: number): AgendaRow => ({
  batchId,
  nomeLote: `Lote ${batchId}`,
  farmId: 'f1',
  farmName: 'Santa Helena',
  label: 'IATF',
  route: 'IATF',
  path: `/IATF/${batchId}`,
  date,
  when,
  cows,
});

const rows = [row('1', 'overdue', '2026-11-20', 1), row('2', 'today', '2026-11-24', 12)];

function renderPanel() {
  render(
    <MemoryRouter>
      <AgendaPanel rows={rows} today="2026-11-24" />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  setLocaleSource(() => DEFAULT_LOCALE);
});

describe('AgendaPanel', () => {
  it('groups the batches by when their step falls, in pt-BR', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Próximos manejos' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Atrasados' }).textContent).toContain(
      'Santa Helena · 20/11/2026 · 1 matriz · Atrasado 4 dias',
    );
    expect(screen.getByRole('list', { name: 'Hoje' }).textContent).toContain('12 matrizes');
  });

  it('reads its section titles and details in Spanish when the person reads Spanish', () => {
    setLocaleSource(() => 'es');
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Próximos manejos' })).toBeTruthy();
    expect(
      screen.getByText('De los lotes de los establecimientos descargados en este dispositivo.'),
    ).toBeTruthy();
    const overdue = screen.getByRole('list', { name: 'Atrasados' });
    expect(overdue.textContent).toContain('Atrasados (1)');
    expect(overdue.textContent).toContain('Santa Helena · 20/11/2026 · 1 vientre · Atrasado 4 días');
    const today = screen.getByRole('list', { name: 'Hoy' });
    expect(today.textContent).toContain('Hoy (1)');
    expect(today.textContent).toContain('12 vientres');
  });
});
