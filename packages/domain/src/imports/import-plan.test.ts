import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import { OBS_NOT_APPLICABLE } from '../lists/observations.ts';
import { emptyImportRow, type ImportRow } from '../rules/forms/import-rows.ts';
import { type ImportContext, type ImportCow, planImport } from './import-plan.ts';

// What an import file writes, checked on a batch of the 'D0 implant, D10 IATF' protocol.

const IATF_KIND = domainValueId('tipoManejo', 'IATF');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const values = [
  ...DOMAIN_VALUE_SEED,
  { id: IATF_KIND, valor: 'IATF', tipoDominioId: 'x' },
  { id: IMPLANT, valor: 'Implante do Dispositivo', tipoDominioId: 'x' },
];
const lookup = createDomainLookup(values);
const day = (n: number) => domainValueId('dias', `D${n}`);
const protocol = {
  managementProtocols: [
    { day: day(0), management: IMPLANT },
    { day: day(10), management: IATF_KIND },
  ],
};
const now = new Date('2026-03-01T12:00:00Z');

const EMPTY: ImportRow = emptyImportRow(2);
const d0 = (line: number, codVaca: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  ...EMPTY,
  line,
  codVaca,
  racaMatriz: 'nelore',
  ordemMatriz: 'Multíparas',
  dispositivo: 'CIDR',
  usoDispositivo: '1º uso',
  responsavel: 'Ana Souza',
  ...extra,
});
const IATF = { semen: 'NEL-01', inseminador: 'João Lima' };

function context(overrides: Partial<ImportContext> = {}): ImportContext {
  let next = 0;
  return {
    batch: { id: 'lote-1', dias: null, isFinalize: false, pastDG: false, processoAtual: '' },
    protocol,
    lookup,
    values,
    partidas: [{ id: 'partida-1', codigo: 'NEL-01', touroId: 'touro-1' }],
    people: [
      { id: 'ana', nomeCompleto: 'Ana Souza' },
      { id: 'joao', nomeCompleto: 'João Lima' },
    ],
    cows: [],
    iatfs: [],
    now,
    newId: () => `novo-${++next}`,
    ...overrides,
  };
}

function plan(rows: ImportRow[], ctx = context()) {
  const result = planImport(rows, ctx);
  if ('errors' in result) throw new Error(result.errors.join('\n'));
  return result.plan;
}

function errors(rows: ImportRow[], ctx = context()) {
  const result = planImport(rows, ctx);
  return 'errors' in result ? result.errors : [];
}

const cow = (id: string, codVaca: string, extra: Partial<ImportCow> = {}): ImportCow => ({
  id,
  codVaca,
  loteId: 'lote-1',
  isDeleted: false,
  ...extra,
});

describe('planImport: a whole season from one file', () => {
  const result = plan([
    d0(2, 'A1', { peso: '350', eccD0: '3' }),
    d0(3, 'A2', IATF),
    d0(4, 'A3', {
      ...IATF,
      diagnostico: 'Prenhe',
      dataDg: '2026-04-10',
      diagnosticoFinal: 'Prenhe IATF',
      dataDgFinal: '2026-06-01',
    }),
  ]);

  it('creates each D0 row as a cow with the ids of the texts, as the D0 screen would', () => {
    expect(result.newCows).toHaveLength(3);
    expect(result.newCows[0]).toMatchObject({
      id: 'novo-1',
      loteId: 'lote-1',
      codVaca: 'A1',
      racaMatriz: domainValueId('racaMatriz', 'Nelore'),
      ordemMatriz: domainValueId('ordemMatriz', 'Multíparas'),
      dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
      numero_Uso_Disp: domainValueId('numeroUsoDispositivo', '1º uso'),
      responsavelId: 'ana',
      peso_EM: 350,
      ecc: domainValueId('ecc', '3.00'),
      observacaoD0: OBS_NOT_APPLICABLE,
      iatf: 0,
      isDeleted: false,
    });
  });

  it('writes an IATF record per IATF row, with the bull of the semen lot', () => {
    expect(result.newIatfs).toEqual([
      expect.objectContaining({
        vacaId: result.newCows[1]?.id,
        loteId: 'lote-1',
        partidaId: 'partida-1',
        touroId: 'touro-1',
        usuarioId: 'joao',
      }),
      expect.objectContaining({ vacaId: result.newCows[2]?.id, partidaId: 'partida-1' }),
    ]);
  });

  it('fills DG and DG Final with the effects of the screens (pregnant: type Normal) and the file dates', () => {
    expect(result.newCows[2]).toMatchObject({
      condicaoDG: domainValueId('condicaoDG', 'Prenhe'),
      tipoPrenhe: domainValueId('tipoPrenhe', 'Normal'),
      dataDg: '2026-04-10T12:00:00.000Z',
      observacaoDG: OBS_NOT_APPLICABLE,
      condicaoDGFinal: domainValueId('condicaoDGFinal', 'Prenhe IATF'),
      dataDgFinal: '2026-06-01',
    });
  });

  it('moves the batch through every step the file has: after DG it is finalized', () => {
    expect(result.batchPatch).toMatchObject({ isFinalize: true, dias: day(10), lastDoneDay: day(10) });
  });

  it('counts what it writes and lists the rows', () => {
    expect(result.preview).toMatchObject({
      linhas: 3,
      matrizesNovas: 3,
      matrizesAlteradas: 0,
      iatfs: 2,
      dgs: 1,
      dgFinais: 1,
    });
    expect(result.preview.amostra[2]).toEqual({
      linha: 4,
      matriz: 'A3',
      nova: true,
      manejos: ['D0', 'IATF', 'DG', 'DG Final'],
    });
  });
});

describe('planImport: rows without D0 fill the cows of the batch', () => {
  const existing = context({
    batch: { id: 'lote-1', dias: day(0), isFinalize: false, pastDG: false },
    cows: [cow('c1', 'V1'), cow('c2', 'V2'), cow('c3', 'V3')],
  });

  it('by ID when the row names one, else the next cow not taken, in order', () => {
    const result = plan(
      [
        { ...EMPTY, line: 2, codVaca: 'V2', ...IATF },
        { ...EMPTY, line: 3, ...IATF },
      ],
      existing,
    );
    expect(result.newIatfs.map((iatf) => iatf.vacaId)).toEqual(['c2', 'c1']);
    expect(result.newCows).toEqual([]);
    expect(result.preview.matrizesAlteradas).toBe(2);
    expect(result.batchPatch).toMatchObject({ dias: day(10) });
  });

  it.each([
    [
      'an ID the batch lacks',
      [{ ...EMPTY, codVaca: 'X9', ...IATF }],
      ['A matriz X9 não está neste lote na linha 2 do arquivo'],
    ],
    [
      'more rows than cows',
      [2, 3, 4, 5].map((line) => ({ ...EMPTY, line, ...IATF })),
      ['Não há mais matrizes do lote para completar na linha 5 do arquivo'],
    ],
    [
      'the same cow twice',
      [
        { ...EMPTY, codVaca: 'V1', ...IATF },
        { ...EMPTY, line: 3, codVaca: 'V1', ...IATF },
      ],
      ['A matriz V1 aparece em mais de uma linha na linha 3 do arquivo'],
    ],
    [
      'a D0 once the D0 is finished',
      [d0(2, 'N1')],
      ['O D0 deste lote já foi finalizado, não é possível importá-lo na linha 2 do arquivo'],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(errors(rows, existing)).toEqual(expected);
  });

  it('refuses a second IATF for a cow the same file created and inseminated', () => {
    expect(errors([d0(2, 'N1', IATF), { ...EMPTY, line: 3, codVaca: 'N1', ...IATF }])).toEqual([
      'A matriz N1 já tem IATF neste lote na linha 3 do arquivo',
    ]);
  });

  it('fills a cow created earlier in the same file, by her ID', () => {
    const result = plan([d0(2, 'N1'), { ...EMPTY, line: 3, codVaca: 'N1', ...IATF }]);
    expect(result.newIatfs.map((iatf) => iatf.vacaId)).toEqual([result.newCows[0]?.id]);
    expect(result.preview.amostra.map((row) => row.manejos)).toEqual([['D0'], ['IATF']]);
  });

  it('refuses a step the cow already has', () => {
    const ctx = context({ ...existing, iatfs: [{ vacaId: 'c1' }] });
    expect(errors([{ ...EMPTY, codVaca: 'V1', ...IATF }], ctx)).toEqual([
      'A matriz V1 já tem IATF neste lote na linha 2 do arquivo',
    ]);
  });
});

describe('planImport: problems, all listed, nothing planned', () => {
  it.each([
    ['an empty file', [EMPTY], ['Sem dados para importar']],
    [
      'a text the list lacks',
      [d0(2, 'A1', { racaMatriz: 'Zebu' })],
      ['O valor "Zebu" do campo Raça não está na lista na linha 2 do arquivo'],
    ],
    [
      'a person not of the farm',
      [d0(2, 'A1', { responsavel: 'Zé' })],
      ['O valor "Zé" do campo Responsável não está na lista na linha 2 do arquivo'],
    ],
    [
      'a semen lot of another farm',
      [d0(2, 'A1', { ...IATF, semen: 'ANG-9' })],
      ['O valor "ANG-9" do campo Sêmen não está na lista na linha 2 do arquivo'],
    ],
    [
      'a weight that is no number',
      [d0(2, 'A1', { peso: 'pesada' })],
      [
        'O campo Peso (kg) na linha 2 do arquivo tem "pesada". Informe somente números inteiros, sem letras (ex.: 450)',
      ],
    ],
    [
      // The D0 screen's rule, and its message, on the row's line.
      'letters among the digits of a weight',
      [d0(2, 'A1', { peso: '4a5b0' })],
      [
        'O campo Peso (kg) na linha 2 do arquivo tem "4a5b0". Informe somente números inteiros, sem letras (ex.: 450)',
      ],
    ],
    [
      'a weight with decimals (the record keeps whole kilograms)',
      [d0(2, 'A1', { peso: '350,5' })],
      [
        'O campo Peso (kg) na linha 2 do arquivo tem "350,5". Informe um número inteiro, sem casas decimais (ex.: 450)',
      ],
    ],
    [
      'a DG date that is no date',
      [d0(2, 'A1', { ...IATF, diagnostico: 'Vazia', dataDg: 'ontem' })],
      ['O campo Data do DG precisa ser uma data (DD/MM/AAAA) na linha 2 do arquivo'],
    ],
    [
      'a cow twice in the file',
      [d0(2, 'A1'), d0(3, 'a1')],
      ['A matriz a1 já está neste lote na linha 3 do arquivo'],
    ],
    [
      'a missing field and a DG without IATF',
      [d0(2, 'A1', { ordemMatriz: null, diagnostico: 'Vazia' })],
      [
        'Preencha o campo Ordem na linha 2 do arquivo',
        'Não é possível importar DG sem IATF na linha 2 do arquivo',
      ],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(errors(rows)).toEqual(expected);
  });

  it('sums up past 500 messages', () => {
    const rows = Array.from({ length: 600 }, (_, index) => d0(index + 2, `B${index}`, { racaMatriz: null }));
    const result = errors(rows);
    expect(result).toHaveLength(501);
    expect(result[500]).toBe('E mais 100 problemas.');
  });
});
