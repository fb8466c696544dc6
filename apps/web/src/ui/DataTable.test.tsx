// @vitest-environment jsdom

import { setLocaleSource } from '@gestar/domain/i18n/current-locale';
import { DEFAULT_LOCALE } from '@gestar/domain/i18n/locales';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable.tsx';

type Farm = { id: string; nome: string };

const farms: Farm[] = Array.from({ length: 23 }, (_, i) => ({ id: `f${i + 1}`, nome: `Fazenda ${i + 1}` }));
const columns = [{ key: 'nome', header: 'Fazenda', render: (farm: Farm) => farm.nome }];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setLocaleSource(() => DEFAULT_LOCALE);
});

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Fazendas' });
  // The first row is the header.
  return within(table).getAllByRole('row').slice(1);
}

describe('DataTable', () => {
  it("pages 10 rows at a time with the 'from-to de total' label", () => {
    render(<DataTable label="Fazendas" rows={farms} columns={columns} getRowKey={(farm) => farm.id} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1-10 de 23')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(screen.getByText('21-23 de 23')).toBeTruthy();
    expect(bodyRows().map((row) => row.textContent)).toEqual(['Fazenda 21', 'Fazenda 22', 'Fazenda 23']);
    expect(screen.getByRole('button', { name: 'Próxima página' })).toHaveProperty('disabled', true);
  });

  it('names its pager and its buttons in Spanish for a Spanish reader', () => {
    setLocaleSource(() => 'es');
    render(
      <DataTable label="Establecimientos" rows={farms} columns={columns} getRowKey={(farm) => farm.id} />,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas de Establecimientos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('11-20 de 23')).toBeTruthy();
  });

  it('shows the empty message instead of an empty table', () => {
    render(<DataTable label="Fazendas" rows={[]} columns={columns} getRowKey={(farm) => farm.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nenhum resultado')).toBeTruthy();
  });

  it('reports row clicks', () => {
    const clicked: string[] = [];
    render(
      <DataTable
        label="Fazendas"
        rows={farms.slice(0, 3)}
        columns={columns}
        getRowKey={(farm) => farm.id}
        onRowClick={(farm) => clicked.push(farm.id)}
      />,
    );
    fireEvent.click(screen.getByText('Fazenda 2'));
    expect(clicked).toEqual(['f2']);
  });

  it('with a count, shows the rows given as the page and pages over the count', () => {
    const pages: number[] = [];
    render(
      <DataTable
        label="Fazendas"
        rows={farms.slice(10, 20)}
        count={farms.length}
        page={1}
        onPageChange={(page) => pages.push(page)}
        columns={columns}
        getRowKey={(farm) => farm.id}
      />,
    );
    expect(bodyRows().map((row) => row.textContent)).toEqual(farms.slice(10, 20).map((farm) => farm.nome));
    expect(screen.getByText('11-20 de 23')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(pages).toEqual([2]);
  });

  it('a table wider than its box makes the box a named keyboard stop; one that fits stays out of the tab order', () => {
    const fits = render(
      <DataTable label="Fazendas" rows={farms} columns={columns} getRowKey={(farm) => farm.id} />,
    );
    expect(screen.queryByRole('region', { name: 'Tabela: Fazendas' })).toBeNull();
    fits.unmount();

    // jsdom lays nothing out: the table is made 600 px wide in a 390 px box.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    render(<DataTable label="Fazendas" rows={farms} columns={columns} getRowKey={(farm) => farm.id} />);
    const box = screen.getByRole('region', { name: 'Tabela: Fazendas' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(within(box).getByRole('table', { name: 'Fazendas' })).toBeTruthy();
  });
});
