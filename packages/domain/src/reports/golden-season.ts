// The golden season: one fixture, every figure of every report table computed by hand beside it. The device's report,
// the server's RelatorioGrafico (SQLite and PostgreSQL), the batch card and the DG Final rows are each checked
// against this one table (golden-season.test.ts, apps/server reports, apps/web batch-rows). Test data only.
//
// Protocol P: D0, D8, D10 (IATF day 10). Batches and their IATF (D0 date + 10):
//   Lote A          D0 01/01/2026, IATF 11/01 (day 11 of 2026)   Retiro Norte
//   Lote A - IATF 2 D0 10/02/2026, IATF 20/02 (day 51)           Retiro Norte  (resync of A)
//   Lote B          D0 05/01/2026, IATF 15/01 (day 15)           Retiro Sul
//   Lote B - IATF 2 D0 14/02/2026, IATF 24/02 (day 55)           Retiro Sul    (resync of B)
// The DG of A2 and B2 was done together, merged ('Vários Lotes', 22/03): in the records that is only a shared date.
//
// Records (round = iatf + 1; ECC is the IATF's, else the D0 Resync's on the record; '—' none):
//   rec  batch round bull insem  ECC   DG               DG Final               notes
//   a1   A     1     T1   U1     3.00  Prenhe           Prenhe IATF            Multíparas, Nelore
//   a2   A     1     T1   U1     2.75  Prenhe           Vazia                  loss; Multíparas, Nelore
//   a3   A     1     T2   U2     —     Prenhe Touro     Prenhe Touro (14 d)    Primíparas, Nelore
//   a4   A     1     T2   U2     —     Vazia            (omitted → a4')        Primíparas, Aberdeen Angus
//   a5   A     1     T1   U1     2.75  Vazia            (omitted → a5')        Multíparas, Nelore
//   a6   A     1     —    U1     —     obs [N/A]        —                      died at the DN; Multíparas, Nelore
//   a4'  A2    2     T2   U1     3.00* Prenhe           Prenhe IATF            *D0 Resync ECC; Primíparas, Angus
//   a5'  A2    2     T1   U2     2.75  Vazia            Vazia                  Multíparas, Nelore
//   b1   B     1     T1   U1     3.00  Descarte Prenhe  Descarte Prenhe IATF   Novilhas, Aberdeen Angus
//   b2   B     1     T2   U2     —     Prenhe           Descarte Vazia         loss; Novilhas, Angus
//   b3   B     1     T1   U1     3.00  Vazia            (omitted → b3')        Novilhas, Angus
//   b4   B     1     —    U2     —     obs [N/A]        —                      'Matriz Descarte' at the IATF
//   b3'  B2    2     T2   U2     3.00  Prenhe Touro     Prenhe Touro (10 d)    Novilhas, Angus
//   b5   B     1     T1   U1     3.00  Prenhe           Prenhe IATF            DELETED: counts nowhere
//
// Per cow (10 cows: a1–a6, b1–b4; each cow's latest result): pregnant a1, a3, a4', b1, b3' (IATF a1, a4', b1; bull
// a3, b3'); empty a2, a5', b2; no diagnosis a6 (dead), b4 (discarded at the IATF).
//   Resumo          cows 10  diag 8  preg 5 (IATF 3, bull 2)  empty 3  5/8 = 62,50 %  IATF 3/8 = 37,50 %  DG Final
//   Por retiro      Retiro Norte 6 · 5 · 3 (2, 1) · 2 → 60,00 %, 40,00 %
//                   Retiro Sul   4 · 3 · 2 (1, 1) · 1 → 66,66 %, 33,33 %                         (sums 10 · 8 · 5)
//   Por categoria   Multíparas 4 · 3 · 1 (1, 0) · 2 → 33,33 %, 33,33 %   (a1, a2, a5', a6)
//                   Novilhas   4 · 3 · 2 (1, 1) · 1 → 66,66 %, 33,33 %   (b1, b2, b3', b4)
//                   Primíparas 2 · 2 · 2 (1, 1) · 0 → 100 %, 50 %        (a3, a4')
//   Por raça        Aberdeen Angus 5 · 4 · 3 (2, 1) · 1 → 75 %, 50 %     (a4', b1, b2, b3', b4)
//                   Nelore         5 · 4 · 2 (1, 1) · 2 → 50 %, 25 %     (a1, a2, a3, a5', a6)
// Per insemination (13 services: every record but b5; omitted records count their DG):
//   IATF 1   10 · 8 · 3 (2, 1) · 5 → 37,50 %, 25,00 %    (a1–a6, b1–b4; pregnant a1, a3, b1)
//   IATF 2    3 · 3 · 2 (1, 1) · 1 → 66,66 %, 33,33 %    (a4', a5', b3')                    (sums 13 · 11 · 5)
//   Lote A 6 · 5 · 2 (1, 1) · 3 → 40 %, 20 %; A2 2 · 2 · 1 (1, 0) · 1 → 50 %, 50 %;
//   Lote B 4 · 3 · 1 (1, 0) · 2 → 33,33 %, 33,33 %; B2 1 · 1 · 1 (0, 1) · 0 → 100 %, 0 %
//   Por protocolo  P 13 · 11 · 5 (3, 2) · 6 → 5/11 = 45,45 %, 3/11 = 27,27 %
//   Por touro      Touro Dois (a3, a4, a4', b2, b3') 5 · 5 · 3 (1, 2) · 2 → 60 %, 20 %
//                  Touro Um (a1, a2, a5, a5', b1, b3) 6 · 6 · 2 (2, 0) · 4 → 33,33 %, 33,33 %
//                  Não informado (a6, b4) 2 · 0 → 0 %
//   Por partida    L-001 (Touro Um) and L-002 (Touro Dois): as the bulls
//   Por insem.     Ana (U1: a1, a2, a5, a6, a4', b1, b3) 7 · 6 · 3 (3, 0) · 3 → 50 %, 50 %
//                  Bruno (U2: a3, a4, a5', b2, b3', b4) 6 · 5 · 2 (0, 2) · 3 → 40 %, 0 %
//   Por ECC        2,75 (a2, a5, a5') 3 · 3 · 0 · 3 → 0 %; 3,00 (a1, a4', b1, b3, b3') 5 · 5 · 4 (3, 1) · 1 → 80 %, 60 %
//                  Não informado (a3, a4, a6, b2, b4) 5 · 3 · 1 (0, 1) · 2 → 33,33 %, 0 %
// DG → DG Final (records with both): a1, a2, a3, a4', a5', b1, b2, b3' = 8; pregnant at the DG 7 (all but a5'); at
//   DG Final 5; losses a2 (Prenhe → Vazia), b2 (Prenhe → Descarte Vazia) = 2 → 2/7 = 28,57 %.
// Deaths a6: 1/10 = 10 %. Discards b1, b2 (conditions), b4 (observation): 3/10 = 30 %.
// Calvings (IATF + 285, less the bull days): a1 day 296 → 23/10; a3 296 − 14 = 282 → 09/10; b1 300 → 27/10;
//   a4' 336 → 02/12; b3' 55 + 285 − 10 = 330 → 26/11. 10/2026: 3 (60 %), 11/2026: 1 (20 %), 12/2026: 1 (20 %).
// Gestation days on 01/06/2026 (day 152): since the IATF + 10, less the bull days: a1 141 + 10 = 151;
//   a3 141 + 10 − 14 = 137; a4' 101 + 10 = 111; b1 137 + 10 = 147; b3' 97 + 10 − 10 = 97. 643 / 5 = 128,6; none > 315.
// Devices (CIDR on every record; use 1º in A, 2º in B, 3º in the resyncs; responsible Ana in A and A2, Bruno in B
//   and B2; b3 'Perdeu o dispositivo' at the DN): 1º uso 6 · 0; 2º uso 4 · 1 → 25 %; 3º uso 3 · 0;
//   Ana 8 · 0; Bruno 5 · 1 → 20 %.
// Straws (IATF records naming the bull): Touro Um 6 over 2 IATF pregnancies → 3; Touro Dois 5 over 1 → 5.
// Animals worked, round 1 (10 records): D0 10, DN 1 (b3; a6 died), IATF 9 (a6 died), DG 8, DG Final 5 (a1 a2 a3 b1
//   b2); round 2 (3): D0 Ressinc 3, DN 0, IATF 3, DG 3, DG Final 3.
// Batch cards (the batch report: the batch and its resync): A 3/5 = 60,00 % · DG Final (a1, a3, a4' of a1–a6);
//   B 2/3 = 66,66 % · DG Final (b1, b3' of b1–b4). A2 alone 1/2 = 50 %, B2 alone 1/1 = 100 %.
import { inLocale } from '../i18n/current-locale.ts';
import { domainValueId } from '../lists/domain-ids.ts';
import { DG, DG_FINAL, DISPOSITIVO, ORDEM, USO_DISPOSITIVO } from '../lists/value-ids.ts';
import { ORDEM_VALOR } from '../lists/values/herd.ts';
import { NOT_INFORMED } from '../messages/labels/reports.ts';
import type { FarmReport, RateRow } from './farm-report.ts';
import type { DeviceLossRow } from './field-work.ts';
import type { ReportCow, ReportIatf, ReportInput } from './report-input.ts';

const day = (d: string) => ({ day: domainValueId('dias', d), management: null });
export const GOLDEN_PROTOCOL = {
  id: 'golden-p',
  name: 'P',
  managementProtocols: [day('D0'), day('D8'), day('D10')],
};
const ecc = (score: string) => domainValueId('ecc', score);
const breed = (name: string) => domainValueId('racaMatriz', name);
const NELORE = breed('Nelore');
const ANGUS = breed('Aberdeen Angus');

export const GOLDEN_BATCHES = [
  { id: 'A', nomeLote: 'Lote A', retiroId: 'R1', protocoloId: 'golden-p', dataIatf: '2026-01-01' },
  {
    id: 'A2',
    nomeLote: 'Lote A - IATF 2',
    retiroId: 'R1',
    protocoloId: 'golden-p',
    dataIatf: '2026-02-10',
    parentBatch: 'A',
    originalBatch: 'A',
  },
  { id: 'B', nomeLote: 'Lote B', retiroId: 'R2', protocoloId: 'golden-p', dataIatf: '2026-01-05' },
  {
    id: 'B2',
    nomeLote: 'Lote B - IATF 2',
    retiroId: 'R2',
    protocoloId: 'golden-p',
    dataIatf: '2026-02-14',
    parentBatch: 'B',
    originalBatch: 'B',
  },
];

type GoldenCow = ReportCow & { codVaca: string };
const USE = { A: USO_DISPOSITIVO.USO_1, B: USO_DISPOSITIVO.USO_2 } as Record<string, string>;
const cow = (id: string, loteId: string, fields: Partial<GoldenCow>): GoldenCow => ({
  id,
  codVaca: id,
  loteId,
  iatf: loteId.endsWith('2') ? 1 : 0,
  dispositivoIntravaginal: DISPOSITIVO.CIDR,
  numero_Uso_Disp: USE[loteId] ?? USO_DISPOSITIVO.USO_3,
  responsavelId: loteId.startsWith('A') ? 'U1' : 'U2',
  ...fields,
});
const multipara = { ordemMatriz: ORDEM.MULTIPARAS, racaMatriz: NELORE };

export const GOLDEN_COWS: GoldenCow[] = [
  cow('a1', 'A', { ...multipara, condicaoDG: DG.PRENHE, condicaoDGFinal: DG_FINAL.PRENHE_IATF }),
  cow('a2', 'A', {
    ...multipara,
    condicaoDG: DG.PRENHE,
    condicaoDGFinal: DG_FINAL.VAZIA,
    perdaGestacao: true,
  }),
  cow('a3', 'A', {
    ordemMatriz: ORDEM.PRIMIPARAS,
    racaMatriz: NELORE,
    condicaoDG: DG.PRENHE_TOURO,
    condicaoDGFinal: DG_FINAL.PRENHE_TOURO,
    diasGestacaoTouro: 14,
  }),
  cow('a4', 'A', {
    ordemMatriz: ORDEM.PRIMIPARAS,
    racaMatriz: ANGUS,
    condicaoDG: DG.VAZIA,
    omit_from_dg_final: true,
  }),
  cow('a5', 'A', { ...multipara, condicaoDG: DG.VAZIA, omit_from_dg_final: true }),
  cow('a6', 'A', { ...multipara, observacaoDN: 'Animal morreu', observacaoDG: '[N/A]' }),
  cow('a4r', 'A2', {
    dzeroOriginal: 'a4',
    ordemMatriz: ORDEM.PRIMIPARAS,
    racaMatriz: ANGUS,
    ecc: ecc('3.00'),
    condicaoDG: DG.PRENHE,
    condicaoDGFinal: DG_FINAL.PRENHE_IATF,
  }),
  cow('a5r', 'A2', {
    ...multipara,
    dzeroOriginal: 'a5',
    condicaoDG: DG.VAZIA,
    condicaoDGFinal: DG_FINAL.VAZIA,
  }),
  ...[
    cow('b1', 'B', { condicaoDG: DG.DESCARTE_PRENHE, condicaoDGFinal: DG_FINAL.DESCARTE_PRENHE_IATF }),
    cow('b2', 'B', { condicaoDG: DG.PRENHE, condicaoDGFinal: DG_FINAL.DESCARTE_VAZIA, perdaGestacao: true }),
    cow('b3', 'B', { condicaoDG: DG.VAZIA, omit_from_dg_final: true, observacaoDN: 'Perdeu o dispositivo' }),
    cow('b4', 'B', { observacaoDG: '[N/A]' }),
    cow('b3r', 'B2', {
      dzeroOriginal: 'b3',
      condicaoDG: DG.PRENHE_TOURO,
      condicaoDGFinal: DG_FINAL.PRENHE_TOURO,
      diasGestacaoTouro: 10,
    }),
    cow('b5', 'B', { isDeleted: true, condicaoDG: DG.PRENHE, condicaoDGFinal: DG_FINAL.PRENHE_IATF }),
  ].map((heifer) => ({ ...heifer, ordemMatriz: ORDEM.NOVILHAS, racaMatriz: ANGUS })),
];

type GoldenIatf = ReportIatf & { loteId: string };
const iatf = (
  vacaId: string,
  loteId: string,
  touroId: string | null,
  usuarioId: string,
  score: string | null,
  observacao: string | null = null,
): GoldenIatf => ({
  vacaId,
  loteId,
  touroId,
  partidaId: touroId ? `${touroId}-L1` : null,
  usuarioId,
  ecc: score ? ecc(score) : null,
  observacao,
});

export const GOLDEN_IATFS: GoldenIatf[] = [
  iatf('a1', 'A', 'T1', 'U1', '3.00'),
  iatf('a2', 'A', 'T1', 'U1', '2.75'),
  iatf('a3', 'A', 'T2', 'U2', null),
  iatf('a4', 'A', 'T2', 'U2', null),
  iatf('a5', 'A', 'T1', 'U1', '2.75'),
  iatf('a6', 'A', null, 'U1', null, 'Animal morreu'),
  iatf('a4r', 'A2', 'T2', 'U1', null),
  iatf('a5r', 'A2', 'T1', 'U2', '2.75'),
  iatf('b1', 'B', 'T1', 'U1', '3.00'),
  iatf('b2', 'B', 'T2', 'U2', null),
  iatf('b3', 'B', 'T1', 'U1', '3.00'),
  iatf('b4', 'B', null, 'U2', null, 'Matriz Descarte'),
  iatf('b3r', 'B2', 'T2', 'U2', '3.00'),
  iatf('b5', 'B', 'T1', 'U1', '3.00'),
];

export const GOLDEN_TODAY = '2026-06-01';

export const GOLDEN_NAMES = {
  corrals: [
    { id: 'R1', nome: 'Retiro Norte' },
    { id: 'R2', nome: 'Retiro Sul' },
  ],
  bulls: [
    { id: 'T1', nome: 'Touro Um' },
    { id: 'T2', nome: 'Touro Dois' },
  ],
  partidas: [
    { id: 'T1-L1', codigo: 'L-001' },
    { id: 'T2-L1', codigo: 'L-002' },
  ],
  users: [
    { id: 'U1', nomeCompleto: 'Ana Inseminadora' },
    { id: 'U2', nomeCompleto: 'Bruno Inseminador' },
  ],
};

export function goldenInput(lookup: ReportInput['lookup']): ReportInput {
  return {
    batches: GOLDEN_BATCHES,
    cows: GOLDEN_COWS,
    iatfs: GOLDEN_IATFS,
    protocols: [GOLDEN_PROTOCOL],
    lookup,
    today: GOLDEN_TODAY,
    ...GOLDEN_NAMES,
  };
}

/** The expected labels are the pt-BR report's: the tests read the report in pt-BR. */
const NOT_INFORMED_PT = inLocale('pt-BR', NOT_INFORMED);

/** label · cows (or services) · diagnosed · pregnant · by IATF · by bull · empty · rate · IATF rate. */
type Row = [string, number, number, number, number, number, number, number, number];

/** The table above, as the report model names it (copied from the comment, not produced by running the code). */
export const GOLDEN_EXPECTED = {
  summary: ['', 10, 8, 5, 3, 2, 3, 62.5, 37.5] as Row,
  basis: 'dgFinal',
  headline: '62,50 % (5/8) · DG Final',
  tables: {
    byRound: [
      ['IATF 1', 10, 8, 3, 2, 1, 5, 37.5, 25],
      ['IATF 2', 3, 3, 2, 1, 1, 1, 66.66, 33.33],
    ] as Row[],
    byBatch: [
      ['Lote A', 6, 5, 2, 1, 1, 3, 40, 20],
      ['Lote A - IATF 2', 2, 2, 1, 1, 0, 1, 50, 50],
      ['Lote B', 4, 3, 1, 1, 0, 2, 33.33, 33.33],
      ['Lote B - IATF 2', 1, 1, 1, 0, 1, 0, 100, 0],
    ] as Row[],
    byCorral: [
      ['Retiro Norte', 6, 5, 3, 2, 1, 2, 60, 40],
      ['Retiro Sul', 4, 3, 2, 1, 1, 1, 66.66, 33.33],
    ] as Row[],
    byProtocol: [['P', 13, 11, 5, 3, 2, 6, 45.45, 27.27]] as Row[],
    byBull: [
      ['Touro Dois', 5, 5, 3, 1, 2, 2, 60, 20],
      ['Touro Um', 6, 6, 2, 2, 0, 4, 33.33, 33.33],
      [NOT_INFORMED_PT, 2, 0, 0, 0, 0, 0, 0, 0],
    ] as Row[],
    bySemenLot: [
      ['L-001', 6, 6, 2, 2, 0, 4, 33.33, 33.33],
      ['L-002', 5, 5, 3, 1, 2, 2, 60, 20],
      [NOT_INFORMED_PT, 2, 0, 0, 0, 0, 0, 0, 0],
    ] as Row[],
    byInseminator: [
      ['Ana Inseminadora', 7, 6, 3, 3, 0, 3, 50, 50],
      ['Bruno Inseminador', 6, 5, 2, 0, 2, 3, 40, 0],
    ] as Row[],
    byOrder: [
      [ORDEM_VALOR.MULTIPARAS, 4, 3, 1, 1, 0, 2, 33.33, 33.33],
      [ORDEM_VALOR.NOVILHAS, 4, 3, 2, 1, 1, 1, 66.66, 33.33],
      [ORDEM_VALOR.PRIMIPARAS, 2, 2, 2, 1, 1, 0, 100, 50],
    ] as Row[],
    byEcc: [
      ['2,75', 3, 3, 0, 0, 0, 3, 0, 0],
      ['3,00', 5, 5, 4, 3, 1, 1, 80, 60],
      [NOT_INFORMED_PT, 5, 3, 1, 0, 1, 2, 33.33, 0],
    ] as Row[],
    byBreed: [
      ['Aberdeen Angus', 5, 4, 3, 2, 1, 1, 75, 50],
      ['Nelore', 5, 4, 2, 1, 1, 2, 50, 25],
    ] as Row[],
  },
  dgVsFinal: { compared: 8, pregnantAtDg: 7, pregnantAtFinal: 5, losses: 2, lossPercent: 28.57 },
  losses: { distinctCows: 10, deaths: 1, deathPercent: 10, discards: 3, discardPercent: 30 },
  calvings: [
    { month: '2026-10', count: 3, percent: 60 },
    { month: '2026-11', count: 1, percent: 20 },
    { month: '2026-12', count: 1, percent: 20 },
  ],
  gestation: { counted: 5, averageDays: 128.6, overdue: 0 },
  /** label · devices · lost · loss rate. */
  deviceLoss: {
    deviceLossByUse: [
      ['1º uso', 6, 0, 0],
      ['2º uso', 4, 1, 25],
      ['3º uso', 3, 0, 0],
    ],
    deviceLossByPerson: [
      ['Ana Inseminadora', 8, 0, 0],
      ['Bruno Inseminador', 5, 1, 20],
    ],
  },
  /** label · straws · straws per IATF pregnancy, of Por touro and Por partida. */
  straws: {
    byBull: [
      ['Touro Dois', 5, 5],
      ['Touro Um', 6, 3],
      [NOT_INFORMED_PT, 0, null],
    ],
    bySemenLot: [
      ['L-001', 6, 3],
      ['L-002', 5, 5],
      [NOT_INFORMED_PT, 0, null],
    ],
  },
  /** round · handling · animals · records of the round · %. */
  handlings: [
    [1, 'D0', 10, 10, 100],
    [1, 'DN', 1, 10, 10],
    [1, 'IATF', 9, 10, 90],
    [1, 'DG', 8, 10, 80],
    [1, 'DG Final', 5, 10, 50],
    [2, 'D0 Ressinc', 3, 3, 100],
    [2, 'DN', 0, 3, 0],
    [2, 'IATF', 3, 3, 100],
    [2, 'DG', 3, 3, 100],
    [2, 'DG Final', 3, 3, 100],
  ],
  /** Per record in DG Final: gestation days and calving, as the DG Final rows show them on 01/06/2026. */
  rows: {
    a1: { days: 151, calving: '2026-10-23' },
    a3: { days: 137, calving: '2026-10-09' },
    a4r: { days: 111, calving: '2026-12-02' },
    b1: { days: 147, calving: '2026-10-27' },
    b3r: { days: 97, calving: '2026-11-26' },
  },
  cards: {
    A: '60,00 % (3/5) · DG Final',
    B: '66,66 % (2/3) · DG Final',
    A2: '50,00 % (1/2) · DG Final',
    B2: '100,00 % (1/1) · DG Final',
  },
} as const;

/** The field-work figures of a report as `GOLDEN_EXPECTED` writes them. */
export function goldenFieldWork(report: FarmReport) {
  const loss = (row: DeviceLossRow) => [row.label, row.devices, row.lost, row.lossRate];
  const straws = (row: RateRow) => [row.label, row.straws, row.strawsPerPregnancy];
  return {
    deviceLoss: {
      deviceLossByUse: report.deviceLossByUse.map(loss),
      deviceLossByPerson: report.deviceLossByPerson.map(loss),
    },
    straws: { byBull: report.byBull.map(straws), bySemenLot: report.bySemenLot.map(straws) },
    handlings: report.byHandling.map((row) => [row.round, row.label, row.animals, row.records, row.percent]),
  };
}

/** A report row in the table's order, to compare with `GOLDEN_EXPECTED`. */
export function goldenRow(row: RateRow): (string | number)[] {
  return [
    row.label,
    row.cows,
    row.diagnosed,
    row.pregnant,
    row.pregnantIatf,
    row.pregnantBull,
    row.empty,
    row.rate,
    row.iatfRate,
  ];
}
