// Hand-computed fixture for the field-work tables (devices lost, straws, animals worked). Lote A is round 1, its
// resync Lote A - IATF 2 round 2. Records (D = CIDR device; '—' none):
//   rec  round device use   person  observations                              IATF            DG / DG Final
//   c1   1     D      1º    Carla   D0 [N/A], DN [N/A]                       T1              Prenhe / Prenhe IATF
//   c2   1     D      1º    Carla   DN 'Perdeu o dispositivo' (lost)          T1              Vazia, omitted → c2r
//   c3   1     D      2º    Diego   —                                         T2, '[IATF] Perdeu o dispositivo' (lost)  Prenhe / Vazia
//   c4   1     D      2º    Diego   DN absent; DG 'Matriz Descarte'           absent, no bull —
//   c5   1     D      —     —       DN 'Animal morreu', DG [N/A]              none            —
//   c6   1     —      —     Carla   D0 'Matriz criada após o D0'              T1              Prenhe Touro / Prenhe Touro
//   c9   1     D      1º    Carla   —                                         T1              Vazia, omitted → c9r
//   c7   1     D      1º    Carla   DN 'Perdeu o dispositivo'                 T1              DELETED: counts nowhere
//   c2r  2     D      3º    Carla   DN [N/A]                                  T2              Prenhe / Prenhe IATF
//   c9r  2     —      —     Carla   (D0 Resync not done)                      deleted IATF    —
// Devices by use: 1º c1 c2 c9 → 3, 1 lost = 33,33 %; 2º c3 c4 → 2, 1 = 50 %; 3º c2r → 1, 0; none c5 → 1, 0.
// By person: Carla c1 c2 c9 c2r → 4, 1 = 25 %; Diego c3 c4 → 2, 1 = 50 %; none c5 → 1, 0.
// Round 1 (7 records): D0 6 (all but c6); DN 2 (c1, c2); IATF 5 (c1 c2 c3 c6 c9); DG 6 (all but c5); DG Final 3
//   (c1 c3 c6). Round 2 (2 records): D0 Ressinc 1, DN 1, IATF 1, DG 1, DG Final 1 (c2r).
// Straws: Touro Um c1 c2 c6 c9 = 4 over 1 IATF pregnancy (c1) → 4; Touro Dois c3 c2r = 2 over 1 (c2r) → 2.
import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup } from '../lists/lookup.ts';
import { DG, DG_FINAL, DISPOSITIVO, USO_DISPOSITIVO } from '../lists/value-ids.ts';
import { NOT_INFORMED } from '../messages/labels/reports.ts';
import { buildFarmReport } from './farm-report.ts';
import type { DeviceLossRow, HandlingRow } from './field-work.ts';
import type { ReportCow, ReportIatf } from './report-input.ts';

const day = (d: string) => ({ day: domainValueId('dias', d), management: null });
const protocol = { id: 'p1', name: 'P', managementProtocols: [day('D0'), day('D8'), day('D10')] };
const A = { id: 'A', nomeLote: 'Lote A', retiroId: 'R1', protocoloId: 'p1', dataIatf: '2026-01-01' };
const B = { ...A, id: 'B', nomeLote: 'Lote A - IATF 2', dataIatf: '2026-02-10' };
const LOST = 'Perdeu o dispositivo';
const device = (use: string | null, person: string | null) => ({
  dispositivoIntravaginal: DISPOSITIVO.CIDR,
  numero_Uso_Disp: use,
  responsavelId: person,
});
const cow = (id: string, fields: Partial<ReportCow>): ReportCow => ({
  id,
  loteId: id.endsWith('r') ? 'B' : 'A',
  iatf: id.endsWith('r') ? 1 : 0,
  ...fields,
});

const cows: ReportCow[] = [
  cow('c1', {
    ...device(USO_DISPOSITIVO.USO_1, 'P1'),
    observacaoD0: '[N/A]',
    observacaoDN: '[N/A]',
    condicaoDG: DG.PRENHE,
    condicaoDGFinal: DG_FINAL.PRENHE_IATF,
  }),
  cow('c2', {
    ...device(USO_DISPOSITIVO.USO_1, 'P1'),
    observacaoDN: LOST,
    condicaoDG: DG.VAZIA,
    omit_from_dg_final: true,
  }),
  cow('c3', {
    ...device(USO_DISPOSITIVO.USO_2, 'P2'),
    condicaoDG: DG.PRENHE,
    condicaoDGFinal: DG_FINAL.VAZIA,
  }),
  cow('c4', {
    ...device(USO_DISPOSITIVO.USO_2, 'P2'),
    observacaoDN: 'Animal não compareceu ao manejo',
    observacaoDG: 'Matriz Descarte',
  }),
  cow('c5', { ...device(null, null), observacaoDN: 'Animal morreu', observacaoDG: '[N/A]' }),
  cow('c6', {
    responsavelId: 'P1',
    observacaoD0: 'Matriz criada após o D0',
    condicaoDG: DG.PRENHE_TOURO,
    condicaoDGFinal: DG_FINAL.PRENHE_TOURO,
  }),
  cow('c9', { ...device(USO_DISPOSITIVO.USO_1, 'P1'), condicaoDG: DG.VAZIA, omit_from_dg_final: true }),
  cow('c7', { ...device(USO_DISPOSITIVO.USO_1, 'P1'), observacaoDN: LOST, isDeleted: true }),
  cow('c2r', {
    ...device(USO_DISPOSITIVO.USO_3, 'P1'),
    dzeroOriginal: 'c2',
    observacaoDN: '[N/A]',
    condicaoDG: DG.PRENHE,
    condicaoDGFinal: DG_FINAL.PRENHE_IATF,
  }),
  cow('c9r', { dzeroOriginal: 'c9', responsavelId: 'P1' }),
];

const iatf = (vacaId: string, touroId: string | null, fields: Partial<ReportIatf> = {}): ReportIatf => ({
  vacaId,
  touroId,
  partidaId: touroId ? `${touroId}-L1` : null,
  usuarioId: 'P2',
  ...fields,
});
const iatfs: ReportIatf[] = [
  iatf('c1', 'T1'),
  iatf('c2', 'T1'),
  iatf('c3', 'T2', { observacao: `[IATF] ${LOST}` }),
  iatf('c4', null, { observacao: 'Animal não compareceu ao manejo' }),
  iatf('c6', 'T1'),
  iatf('c9', 'T1'),
  iatf('c7', 'T1'),
  iatf('c2r', 'T2'),
  iatf('c9r', 'T2', { isDeleted: true }),
];

const report = buildFarmReport({
  batches: [A, B],
  cows,
  iatfs,
  corrals: [{ id: 'R1', nome: 'Retiro' }],
  protocols: [protocol],
  bulls: [
    { id: 'T1', nome: 'Touro Um' },
    { id: 'T2', nome: 'Touro Dois' },
  ],
  partidas: [
    { id: 'T1-L1', codigo: 'L-001' },
    { id: 'T2-L1', codigo: 'L-002' },
  ],
  users: [
    { id: 'P1', nomeCompleto: 'Carla' },
    { id: 'P2', nomeCompleto: 'Diego' },
  ],
  lookup: seedLookup,
  today: '2026-06-01',
});

/** label · devices · lost · loss rate. */
const lossRow = (row: DeviceLossRow) => [row.label, row.devices, row.lost, row.lossRate];

describe('device loss', () => {
  it.each([
    [
      'by use number, in number order, unknown last',
      report.deviceLossByUse,
      [
        ['1º uso', 3, 1, 33.33],
        ['2º uso', 2, 1, 50],
        ['3º uso', 1, 0, 0],
        [NOT_INFORMED(), 1, 0, 0],
      ],
    ],
    [
      'by the person responsible for the record',
      report.deviceLossByPerson,
      [
        ['Carla', 4, 1, 25],
        ['Diego', 2, 1, 50],
        [NOT_INFORMED(), 1, 0, 0],
      ],
    ],
  ])('%s', (_what, rows, expected) => {
    expect(rows.map(lossRow)).toEqual(expected);
  });
});

/** round · handling · animals · records · percent. */
const handlingRow = (row: HandlingRow) => [row.round, row.label, row.animals, row.records, row.percent];

describe('animals worked per handling and round', () => {
  it('counts the records worked at each handling of each round, absent and dead ones left out', () => {
    expect(report.byHandling.map(handlingRow)).toEqual([
      [1, 'D0', 6, 7, 85.71],
      [1, 'DN', 2, 7, 28.57],
      [1, 'IATF', 5, 7, 71.43],
      [1, 'DG', 6, 7, 85.71],
      [1, 'DG Final', 3, 7, 42.86],
      [2, 'D0 Ressinc', 1, 2, 50],
      [2, 'DN', 1, 2, 50],
      [2, 'IATF', 1, 2, 50],
      [2, 'DG', 1, 2, 50],
      [2, 'DG Final', 1, 2, 50],
    ]);
  });
});

describe('straws per bull and semen lot', () => {
  it.each([
    ['byBull', 'Touro Um', 4, 1, 4],
    ['byBull', 'Touro Dois', 2, 1, 2],
    ['byBull', NOT_INFORMED(), 0, 0, null],
    ['bySemenLot', 'L-001', 4, 1, 4],
    ['bySemenLot', 'L-002', 2, 1, 2],
  ] as const)('%s %s: %i straws, %i IATF pregnancies', (table, label, straws, pregnantIatf, perPregnancy) => {
    const row = report[table].find((candidate) => candidate.label === label);
    expect(row).toMatchObject({ straws, pregnantIatf, strawsPerPregnancy: perPregnancy });
  });

  it('other tables carry no straws', () => {
    expect(report.byInseminator.every((row) => row.straws === undefined)).toBe(true);
  });
});
