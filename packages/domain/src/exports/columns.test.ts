import { describe, expect, it } from 'vitest';
import { loteFields, loteSchema } from '../entities/batch.ts';
import { d0Fields, d0Schema } from '../entities/d0.ts';
import { dnFields, dnSchema } from '../entities/dn.ts';
import { iatfFields, iatfSchema } from '../entities/iatf.ts';
import { inLocale } from '../i18n/current-locale.ts';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup, seedLookup } from '../lists/lookup.ts';
import { PROTOCOL_SEED } from '../lists/protocols-seed.ts';
import {
  GOLDEN_BATCHES,
  GOLDEN_COWS,
  GOLDEN_EXPECTED,
  GOLDEN_PROTOCOL,
  GOLDEN_TODAY,
} from '../reports/golden-season.ts';
import { displayText } from '../rules/display.ts';
import {
  chosenColumns,
  EXPORT_COLUMNS,
  EXPORT_NUMBER_FORMATS,
  type ExportContext,
  exportFileName,
  formatBytes,
  iatfDay,
  NOT_EXPORTED,
  type RecordField,
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
    today: '2026-06-01',
    farm: 'Fazenda Santa Helena',
    corral: 'DEFAULT',
    batch: { nomeLote: 'Lote 1 - IATF 2', dataIatf: '2026-03-01' },
    protocol: protocol ? { ...protocol, name: protocol.name } : undefined,
    iatfDay: protocol ? iatfDay({ dataIatf: '2026-03-01' }, protocol, lookup) : null,
    iatf: { observacao: '[N/A]', touroId: 'touro-1', partidaId: 'partida-1', usuarioId: 'user-1' },
    dns: [
      { dia: domainValueId('dias', 'D9'), observacao: 'Animal morreu' },
      { dia: domainValueId('dias', 'D8'), observacao: '[N/A]' },
    ],
    nameOf: (table, id) =>
      id ? ({ touros: 'Nelore Fiel', partidas: 'NEL-17', usuarios: 'José' } as const)[table] : null,
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
    ['partida', 'NEL-17'],
    ['inseminador', 'José'],
    ['perdaGestacao', false],
    ['prenhe', true],
    // Observations as the screens show them: '[N/A]' is 'Nada Consta'; the DN days in day order.
    ['observacaoIatf', 'Nada Consta'],
    ['observacaoDn', 'D8: Nada Consta; D9: Animal morreu'],
    ['pesoInicial', null],
    ['lote', 'Lote 1 - IATF 2'],
  ] as const)('%s → %j', (key, expected) => {
    expect(value(key, context())).toEqual(expected);
  });

  it.each([
    ['pesoInicial', { peso_d0resync: 410.5 }, 410.5],
    ['pesoBezerro', { pesoBezerro: 32.25 }, 32.25],
    ['diasGestacaoTouro', { diasGestacaoTouro: 61 }, 61],
    ['eccDgFinal', { ecC_Final: domainValueId('ecc', '3.00') }, 3],
    ['clD0', { clD0: domainValueId('cl', 'Não Avaliado') }, 'Não Avaliado'],
    ['observacaoD0', { observacaoD0: '[N/A]' }, 'Nada Consta'],
    ['observacaoDg', { observacaoDG: '[N/A]' }, 'Nada Consta'],
    ['observacaoDgFinal', { observacao_DG_Final: 'Animal morreu' }, 'Animal morreu'],
    ['dataParto', { dataPartoIndividual: '2025-09-20' }, { date: '2025-09-20' }],
  ] as const)('%s of %j → %j', (key, cow, expected) => {
    expect(value(key, context(cow))).toEqual(expected);
  });

  it('numbers carry a pt-BR-shown number format, dates theirs', () => {
    const format = (key: string) => EXPORT_COLUMNS.find((column) => column.key === key)?.numFmt;
    expect(['eccD0', 'eccIatf', 'eccDg', 'eccDgFinal'].map(format)).toEqual(
      Array(4).fill(EXPORT_NUMBER_FORMATS.score),
    );
    expect(format('pesoInicial')).toBe(EXPORT_NUMBER_FORMATS.decimal);
    expect(format('peso')).toBe(EXPORT_NUMBER_FORMATS.integer);
    for (const column of EXPORT_COLUMNS) {
      const sample = column.value(context({ peso_d0resync: 400, pesoBezerro: 30, diasGestacaoTouro: 60 }));
      if (typeof sample === 'number') expect(column.numFmt, column.key).toBeDefined();
      if (sample !== null && typeof sample === 'object') expect(column.numFmt, column.key).toBe('dd/mm/yyyy');
    }
  });

  it('the IATF date comes from the D0 date and the protocol', () => {
    expect(value('dataIatf', context())).toEqual({ date: expect.stringMatching(/^2026-03-1\d$/) });
  });

  it('a round without a diagnosis is neither pregnant nor empty', () => {
    expect(value('prenhe', context({ condicaoDG: null, condicaoDGFinal: null }))).toBeNull();
  });

  it("before DG Final the DG is the round's result, as the headline counts it", () => {
    expect(value('prenhe', context({ condicaoDGFinal: null }))).toBe(true);
    expect(
      value('prenhe', context({ condicaoDG: domainValueId('condicaoDG', 'Vazia'), condicaoDGFinal: null })),
    ).toBe(false);
  });

  it('has unique keys, headings and BI names, the BI names ASCII snake_case', () => {
    for (const name of ['key', 'header', 'bi'] as const)
      expect(new Set(EXPORT_COLUMNS.map((column) => column[name])).size).toBe(EXPORT_COLUMNS.length);
    for (const column of EXPORT_COLUMNS) expect(column.bi).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});

// Every field a screen records reaches the exports. Each field of the records (entities/) is
// carried by a column (`from`) or listed in NOT_EXPORTED with its reason; a new field fails here until someone
// decides which.
describe('the record schemas against the export columns', () => {
  const RECORDS = { d0s: d0Fields, iatfs: iatfFields, dns: dnFields, lotes: loteFields } as const;
  const recorded = Object.entries(RECORDS).flatMap(([entity, fields]) =>
    fields.map((field) => `${entity}.${field}` as RecordField),
  );
  const carried = new Set(EXPORT_COLUMNS.flatMap((column) => column.from));

  it('every recorded field is exported or listed as not exported, never both', () => {
    const forgotten = recorded.filter((field) => !carried.has(field) && !(field in NOT_EXPORTED));
    expect(forgotten).toEqual([]);
    expect(recorded.filter((field) => carried.has(field) && field in NOT_EXPORTED)).toEqual([]);
  });

  it('names only fields the records have, each with its reason', () => {
    const known = new Set(recorded);
    expect([...carried].filter((field) => !known.has(field))).toEqual([]);
    expect(Object.keys(NOT_EXPORTED).filter((field) => !known.has(field as RecordField))).toEqual([]);
    for (const reason of Object.values(NOT_EXPORTED)) expect(reason?.length).toBeGreaterThan(10);
  });

  it.each(['d0s.peso_d0resync', 'd0s.clD0', 'd0s.pesoBezerro', 'd0s.ecC_Final', 'lotes.mineral'] as const)(
    '%s is a column of the plain and POWER BI exports',
    (field) => {
      expect(EXPORT_COLUMNS.filter((column) => column.from.includes(field))).toHaveLength(1);
    },
  );

  // A column claims a field only if it reads it: the row with the field at one value and at another differs
  // in that column. Records are filled from their schema's own kind of value; names and list texts are stand-ins.
  const SAMPLES: readonly (readonly [unknown, unknown])[] = [
    ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c'],
    ['2026-03-01', '2026-03-02'],
    ['2026-03-01T12:00:00.000Z', '2026-03-02T12:00:00.000Z'],
    ['08:30', '09:45'],
    [7, 8],
    [false, true],
    ['texto A', 'texto B'],
  ];
  const SCHEMAS = {
    d0s: d0Schema,
    iatfs: iatfSchema,
    dns: dnSchema,
    lotes: loteSchema,
  } as const;
  const samplesOf = (entity: keyof typeof SCHEMAS, field: string) => {
    const schema = (
      SCHEMAS[entity].shape as Record<string, { safeParse: (value: unknown) => { success: boolean } }>
    )[field];
    const pair = SAMPLES.find(([a, b]) => schema?.safeParse(a).success && schema.safeParse(b).success);
    if (!pair) throw new Error(`no sample for ${entity}.${field}`);
    return pair;
  };
  const recordOf = (entity: keyof typeof SCHEMAS, which: 0 | 1, field?: string) =>
    Object.fromEntries(
      RECORDS[entity].map((name) => [name, samplesOf(entity, name)[name === field ? which : 0]]),
    );
  const rowOf = (changed?: RecordField): ExportContext => {
    const [entity, field] = (changed?.split('.') ?? []) as [
      keyof typeof SCHEMAS | undefined,
      string | undefined,
    ];
    const of = (name: keyof typeof SCHEMAS) => recordOf(name, entity === name ? 1 : 0, field);
    const batch = of('lotes') as ExportContext['batch'];
    return {
      cow: of('d0s') as ExportContext['cow'],
      today: '2026-06-01',
      farm: 'Fazenda',
      corral: 'Retiro',
      batch,
      // As the writer does: the protocol and the names are looked up by id.
      protocol: batch.protocoloId
        ? { name: `protocolo ${batch.protocoloId}`, managementProtocols: [] }
        : undefined,
      iatfDay: null,
      iatf: of('iatfs'),
      dns: [of('dns')],
      nameOf: (table, id) => (id ? `${table} ${id}` : null),
      lookup: { valorOf: (id) => (id ? `valor ${id}` : undefined) },
    };
  };

  it.each(EXPORT_COLUMNS.flatMap((column) => column.from.map((field) => [column.key, field] as const)))(
    '%s reads %s',
    (key, field) => {
      expect(value(key, rowOf(field))).not.toEqual(value(key, rowOf()));
    },
  );
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

describe('the golden season in the sheet (packages/domain/src/reports/golden-season.ts)', () => {
  const row = (id: string): ExportContext => {
    const cow = GOLDEN_COWS.find((candidate) => candidate.id === id);
    const batch = GOLDEN_BATCHES.find((candidate) => candidate.id === cow?.loteId);
    if (!cow || !batch) throw new Error(`fixture: ${id}`);
    return {
      ...context(),
      cow: cow as ExportContext['cow'],
      batch,
      protocol: GOLDEN_PROTOCOL,
      iatfDay: iatfDay(batch, GOLDEN_PROTOCOL, seedLookup),
      today: GOLDEN_TODAY,
      lookup: seedLookup,
    };
  };

  it('gestation days and expected calving as the DG Final rows and the report count them', () => {
    for (const [id, { days, calving }] of Object.entries(GOLDEN_EXPECTED.rows)) {
      expect(value('diasGestacao', row(id)), id).toBe(days);
      expect(value('partoPrevisto', row(id)), id).toEqual({ date: calving });
    }
    // Not pregnant now: no gestation.
    for (const id of ['a2', 'a5r', 'b2']) expect(value('diasGestacao', row(id)), id).toBeNull();
  });

  it('pregnancy losses: a2 and b2, the two the report counts', () => {
    const lost = GOLDEN_COWS.filter((cow) => !cow.isDeleted)
      .map((cow) => cow.id)
      .filter((id) => value('perdaGestacao', row(id)) === true);
    expect(lost).toEqual(['a2', 'b2']);
    expect(lost).toHaveLength(GOLDEN_EXPECTED.dgVsFinal.losses);
  });
});

describe('export cells in the reader’s language', () => {
  it.each([
    ['dg', {}, 'Preñada'],
    ['dgFinal', {}, 'Preñada IATF'],
    ['clD0', { clD0: domainValueId('cl', 'Não Avaliado') }, 'No evaluado'],
    ['racaMatriz', { racaMatriz: domainValueId('racaMatriz', 'Cruzada') }, 'Cruza'],
    ['racaMatriz', { racaMatriz: domainValueId('racaMatriz', 'Nelore') }, 'Nelore'],
    ['observacaoDgFinal', { observacao_DG_Final: 'Animal morreu' }, 'Animal murió'],
    ['observacaoDgFinal', { observacao_DG_Final: 'Mancando' }, 'Mancando'],
    ['eccD0', {}, 2.75],
  ] as const)('es: %s of %j → %j (the record keeps the stored text)', (key, cow, expected) => {
    expect(inLocale('es', () => value(key, context(cow)))).toEqual(expected);
  });

  it('es: the DN days’ observations, each in Spanish', () => {
    expect(inLocale('es', () => value('observacaoDn', context()))).toBe(
      `D8: ${inLocale('es', () => displayText('[N/A]'))}; D9: Animal murió`,
    );
  });

  it('reads each heading when asked: the same column in both languages', () => {
    const column = EXPORT_COLUMNS.find((candidate) => candidate.key === 'racaBezerro');
    expect(inLocale('pt-BR', () => column?.header)).toBe('Raça do Bezerro');
    expect(inLocale('es', () => column?.header)).toBe('Raza del Ternero');
  });
});
