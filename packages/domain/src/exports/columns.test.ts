import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import { PROTOCOL_SEED } from '../lists/protocols-seed.ts';
import {
  chosenColumns,
  EXPORT_COLUMNS,
  type ExportContext,
  exportFileName,
  formatBytes,
  iatfDay,
} from './columns.ts';
import { exportRequestSchema } from './request.ts';

const lookup = createDomainLookup(DOMAIN_VALUE_SEED);
const protocol = PROTOCOL_SEED[0];

function context(extra: Partial<ExportContext['cow']> = {}): ExportContext {
  return {
    cow: {
      id: 'c1',
      loteId: 'l1',
      codVaca: '1001',
      iatf: 1,
      peso_EM: 420,
      ecc: domainValueId('ecc', '2.75'),
      condicaoDG: domainValueId('condicaoDG', 'Prenhe'),
      condicaoDGFinal: domainValueId('condicaoDGFinal', 'Prenhe IATF'),
      dataDg: '2026-04-10T13:00:00.000Z',
      dataDgFinal: '2026-06-10',
      ...extra,
    },
    farm: 'Fazenda Santa Helena',
    corral: 'DEFAULT',
    batch: { nomeLote: 'Lote 1 - IATF 2', dataIatf: '2026-03-01' },
    protocol: protocol ? { ...protocol, name: protocol.name } : undefined,
    iatfDay: protocol ? iatfDay({ dataIatf: '2026-03-01' }, protocol, lookup) : null,
    iatf: { observacao: '[N/A]' },
    bull: 'Nelore Fiel',
    partida: 'NEL-17',
    inseminator: 'José',
    responsible: 'Ana',
    lookup,
  };
}

const value = (key: string, row: ExportContext) =>
  EXPORT_COLUMNS.find((column) => column.key === key)?.value(row);

describe('export columns (one row per cow record)', () => {
  it.each([
    ['fazenda', 'Fazenda Santa Helena'],
    ['retiro', '-'],
    ['lote', 'Lote 1 - IATF 2'],
    ['rodada', 2],
    ['codVaca', '1001'],
    ['codLeitorBastao', null],
    ['peso', 420],
    ['eccD0', 2.75],
    ['dataD0', { date: '2026-03-01' }],
    ['dataDg', { date: '2026-04-10' }],
    ['dataDgFinal', { date: '2026-06-10' }],
    ['dg', 'Prenhe'],
    ['dgFinal', 'Prenhe IATF'],
    ['touro', 'Nelore Fiel'],
    ['perdaGestacao', false],
    ['prenhe', true],
  ] as const)('%s → %j', (key, expected) => {
    expect(value(key, context())).toEqual(expected);
  });

  it('the IATF date comes from the D0 date and the protocol', () => {
    expect(value('dataIatf', context())).toEqual({ date: expect.stringMatching(/^2026-03-1\d$/) });
  });

  it('a round without a diagnosis is neither pregnant nor empty', () => {
    expect(value('prenhe', context({ condicaoDGFinal: null }))).toBeNull();
  });

  it('has unique keys and BI names that are ASCII snake_case', () => {
    expect(new Set(EXPORT_COLUMNS.map((column) => column.key)).size).toBe(EXPORT_COLUMNS.length);
    for (const column of EXPORT_COLUMNS) expect(column.bi).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});

describe('chosenColumns (Exportação Personalizada)', () => {
  it.each([
    [null, EXPORT_COLUMNS.length],
    [[], EXPORT_COLUMNS.length],
    [['lote', 'codVaca'], 2],
    [['codVaca', 'lote', 'desconhecido'], 2],
  ])('%j → %i columns, in the sheet order', (fields, count) => {
    const columns = chosenColumns(fields);
    expect(columns).toHaveLength(count);
    const order = columns.map((column) => EXPORT_COLUMNS.indexOf(column));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('exportFileName (gestar-{name}-{date}.xlsx)', () => {
  it.each([
    ['Fazenda Santa Helena', 'gestar-fazenda-santa-helena-2026-11-24.xlsx'],
    ['Três Irmãos / MS', 'gestar-tres-irmaos-ms-2026-11-24.xlsx'],
    ['***', 'gestar-exportacao-2026-11-24.xlsx'],
  ])('%s', (name, file) => {
    expect(exportFileName(name, '2026-11-24')).toBe(file);
  });
});

describe('formatBytes', () => {
  it.each([
    [500, '1 kB'],
    [35_000, '35 kB'],
    [1_234_567, '1,2 MB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('exportRequestSchema', () => {
  it('takes the spec body and refuses unknown fields', () => {
    expect(exportRequestSchema.safeParse({ Id: null, Fields: ['lote'], EstacaoMonta: null }).success).toBe(
      true,
    );
    expect(exportRequestSchema.safeParse({ Fields: ['senha'] }).success).toBe(false);
    expect(exportRequestSchema.safeParse({ Formato: 'csv' }).success).toBe(false);
  });
});
