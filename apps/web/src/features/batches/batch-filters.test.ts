import { describe, expect, it } from 'vitest';
import {
  type BatchFilters,
  type BatchRow,
  filterBatchRows,
  filterChoices,
  NO_BATCH_FILTERS,
} from './batch-rows.ts';

// The farm page's batch filters (spec §2): Protocolo, IATF and Processo Atual narrow the list together; an empty
// filter means any; 'Limpar' is NO_BATCH_FILTERS.

const row = (nomeLote: string, fields: Partial<BatchRow>): BatchRow => ({
  id: nomeLote,
  retiroId: 'R',
  nomeLote,
  protocoloId: null,
  protocolName: '',
  iatfDate: null,
  processoAtual: '',
  nextRoute: 'D0',
  reservedBy: null,
  matrizBloqueada: null,
  notSent: false,
  ...fields,
});

const ROWS: BatchRow[] = [
  row('Lote A', {
    protocoloId: 'P1',
    protocolName: 'P 9 dias',
    iatfDate: '2026-09-11',
    processoAtual: 'DG Final',
  }),
  row('Lote B', { protocoloId: 'P1', protocolName: 'P 9 dias', iatfDate: '2026-10-15', processoAtual: 'D0' }),
  row('Lote C', {
    protocoloId: 'P2',
    protocolName: 'J-Synch',
    iatfDate: '2026-10-15',
    processoAtual: 'IATF',
  }),
  row('Lote D', {}),
];

const names = (filters: Partial<BatchFilters>) =>
  filterBatchRows(ROWS, { ...NO_BATCH_FILTERS, ...filters }).map((r) => r.nomeLote);

describe('filterBatchRows: the farm page filters', () => {
  it.each<[string, Partial<BatchFilters>, string[]]>([
    ["no filter ('Limpar'): every batch", {}, ['Lote A', 'Lote B', 'Lote C', 'Lote D']],
    ['Protocolo', { protocoloId: 'P1' }, ['Lote A', 'Lote B']],
    ['IATF date', { iatfDate: '2026-10-15' }, ['Lote B', 'Lote C']],
    ['Processo Atual', { processoAtual: 'IATF' }, ['Lote C']],
    // The process is compared as text: case and accents do not matter.
    ['Processo Atual, other case', { processoAtual: 'dg final' }, ['Lote A']],
    ['Protocolo and IATF together', { protocoloId: 'P1', iatfDate: '2026-10-15' }, ['Lote B']],
    ['all three together', { protocoloId: 'P2', iatfDate: '2026-10-15', processoAtual: 'IATF' }, ['Lote C']],
    ['filters no row matches together', { protocoloId: 'P2', processoAtual: 'D0' }, []],
    ['a protocol no batch has', { protocoloId: 'P9' }, []],
  ])('%s', (_name, filters, expected) => {
    expect(names(filters)).toEqual(expected);
  });

  it('keeps the order of the rows and does not change them', () => {
    const before = structuredClone(ROWS);
    expect(filterBatchRows(ROWS, NO_BATCH_FILTERS)).toEqual(ROWS);
    expect(ROWS).toEqual(before);
  });

  it('offers only values some row has: protocols by name, processes and dates sorted, no blanks', () => {
    expect(filterChoices(ROWS)).toEqual({
      protocols: [
        { id: 'P2', name: 'J-Synch' },
        { id: 'P1', name: 'P 9 dias' },
      ],
      processes: ['D0', 'DG Final', 'IATF'],
      dates: ['2026-09-11', '2026-10-15'],
    });
    // Every choice leads to at least one row.
    const { protocols, processes, dates } = filterChoices(ROWS);
    for (const protocol of protocols) expect(names({ protocoloId: protocol.id })).not.toEqual([]);
    for (const process of processes) expect(names({ processoAtual: process })).not.toEqual([]);
    for (const date of dates) expect(names({ iatfDate: date })).not.toEqual([]);
  });
});
