// @vitest-environment jsdom
import { seedLookup } from '@gestar/domain/lists/lookup';
import { buildFarmReport } from '@gestar/domain/reports/farm-report';
import { goldenInput } from '@gestar/domain/reports/golden-season';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldWorkTables } from './FieldWorkTables.tsx';
import { RateTable } from './RateTable.tsx';

afterEach(cleanup);
// The rate table's chart sizes itself to its box; jsdom measures nothing.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

// The golden season (packages/domain/src/reports/golden-season.ts), whose figures are computed by hand there.
const report = buildFarmReport(goldenInput(seedLookup));

/** The cells of each body row of the table named `name`, as text. */
function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the report screen', () => {
  it('shows devices lost by use and by person, with the counts beside each rate', () => {
    render(<FieldWorkTables report={report} />);
    expect(rowsOf('Perda de dispositivo por uso')).toEqual([
      ['1º uso', '6', '0', '0,00 % (0/6)'],
      ['2º uso', '4', '1', '25,00 % (1/4)'],
      ['3º uso', '3', '0', '0,00 % (0/3)'],
    ]);
    expect(rowsOf('Perda de dispositivo por responsável')).toEqual([
      ['Ana Inseminadora', '8', '0', '0,00 % (0/8)'],
      ['Bruno Inseminador', '5', '1', '20,00 % (1/5)'],
    ]);
  });

  it('shows the animals worked at each handling of each round', () => {
    render(<FieldWorkTables report={report} />);
    const rows = rowsOf('Animais trabalhados por manejo');
    expect(rows).toHaveLength(10);
    expect(rows[2]).toEqual(['IATF 1', 'IATF', '9', '90,00 % (9/10)']);
    expect(rows[5]).toEqual(['IATF 2', 'D0 Ressinc', '3', '100,00 % (3/3)']);
  });

  it('adds the straws used to the bull table, and to no other', () => {
    render(<RateTable title="Por touro" rows={report.byBull} unit="services" />);
    const table = screen.getByRole('table', { name: 'Por touro' });
    expect(within(table).getByRole('columnheader', { name: 'Doses' })).toBeTruthy();
    expect(rowsOf('Por touro').map((cells) => [cells[0], ...cells.slice(-2)])).toEqual([
      ['Touro Dois', '5', '5,00'],
      ['Touro Um', '6', '3,00'],
      ['Não informado', '0', '—'],
    ]);
    cleanup();
    render(<RateTable title="Por inseminador" rows={report.byInseminator} unit="services" />);
    expect(screen.queryByRole('columnheader', { name: 'Doses' })).toBeNull();
  });
});
