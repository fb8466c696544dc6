import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import { dgRowChange, dgRowDefaults, dgSavePlan } from '../management/dg-step.ts';
import { ownSheetRoundCowMissing, ownSheetRoundNotEmpty } from '../messages/own-sheets.ts';
import { emptyImportRow, type ImportRow } from '../rules/forms/import-rows.ts';
import { type ImportContext, type ImportCow, planImport } from './import-plan.ts';
import { type ChainLevel, laterRoundRow, planLaterRounds, resyncD0DateOf } from './resync-rounds.ts';

// A sheet's 2nd and 3rd IATF as the resync chain below its batch, on a 'D0 implant, D10 IATF' protocol.

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
const EMPTY = domainValueId('condicaoDG', 'Vazia');
const PREGNANT = domainValueId('condicaoDG', 'Prenhe');

const BATCH = {
  id: 'lote-1',
  nomeLote: 'Lote A',
  retiroId: 'retiro-1',
  protocoloId: 'protocolo-1',
  usuarioId: 'vet',
  dataIatf: '2026-01-10',
  dias: null,
  isFinalize: false,
  pastDG: false,
  processoAtual: '',
} as ImportContext['batch'];

function context(): ImportContext {
  let next = 0;
  return {
    batch: BATCH,
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
  };
}

const row = (line: number, codVaca: string, extra: Partial<ImportRow>): ImportRow => ({
  ...emptyImportRow(line),
  codVaca,
  ...extra,
});
const IATF = { semen: 'NEL-01', inseminador: 'João Lima' };
const d0 = (line: number, codVaca: string, diagnostico: string) =>
  row(line, codVaca, {
    racaMatriz: 'nelore',
    ordemMatriz: 'Multíparas',
    dispositivo: 'CIDR',
    usoDispositivo: '1º uso',
    responsavel: 'Ana Souza',
    ...IATF,
    diagnostico,
  });
/** A row with its block's 'Data IA', as a farm's workbook gives it. */
type DatedRow = ImportRow & { dataIatf?: string | null };

const FIRST = [d0(5, '101', 'Vazia'), d0(6, '102', 'Prenhe'), d0(7, '103', 'Vazia')];

function chain(rounds: { round: number; rows: DatedRow[] }[], stored: (ChainLevel | null)[] = []) {
  const ctx = context();
  const first = planImport(rounds.find((round) => round.round === 1)?.rows ?? [], ctx);
  if ('errors' in first) throw new Error(first.errors.join('\n'));
  return planLaterRounds(first.plan, {
    rounds,
    destination: ctx,
    chain: stored,
    originalName: 'Lote A',
    usuarioId: 'importer',
    sheet: 'Lote A',
  });
}

function planned(rounds: { round: number; rows: DatedRow[] }[], stored: (ChainLevel | null)[] = []) {
  const result = chain(rounds, stored);
  if ('errors' in result) throw new Error(result.errors.join('\n'));
  return result;
}

const byCode = (cows: readonly Record<string, unknown>[], code: string) =>
  cows.find((cow) => cow.codVaca === code) as Record<string, unknown>;

describe('planLaterRounds', () => {
  it('creates the resync batch as the Ressinc form names it, carries the empty cows and fills the 2nd IATF', () => {
    const result = planned([
      { round: 1, rows: FIRST },
      { round: 2, rows: [{ ...row(5, '101', { ...IATF, diagnostico: 'Prenhe' }), dataIatf: '2026-04-01' }] },
    ]);
    const [second] = result.rounds;
    expect(second?.newBatch).toMatchObject({
      nomeLote: 'Lote A - IATF 2',
      parentBatch: 'lote-1',
      originalBatch: 'lote-1',
      isResync: true,
      iatfCount: 1,
      retiroId: 'retiro-1',
      protocoloId: 'protocolo-1',
      usuarioId: 'vet',
      // Inseminated on the 'Data IA' of the sheet: the D0 date is that day less the protocol's D10.
      dataIatf: '2026-03-22',
    });
    const parent = byCode(result.plan.newCows, '101');
    const copy = byCode(second?.newCows ?? [], '101');
    // Pregnant 102 stays in the first batch; 101 and 103 go on, and leave its DG Final.
    expect(second?.newCows.map((cow) => cow.codVaca).sort()).toEqual(['101', '103']);
    expect(copy).toMatchObject({
      iatf: 1,
      dzeroPai: parent.id,
      loteId: second?.loteId,
      condicaoDG: PREGNANT,
    });
    expect(parent).toMatchObject({ condicaoDG: EMPTY, omit_from_dg_final: true });
    expect(byCode(result.plan.newCows, '102').omit_from_dg_final).toBeFalsy();
    expect(second?.newIatfs).toEqual([
      expect.objectContaining({
        vacaId: copy.id,
        loteId: second?.loteId,
        partidaId: 'partida-1',
        touroId: 'touro-1',
      }),
    ]);
    expect(second?.preview).toEqual({
      rodada: 2,
      loteId: second?.loteId,
      nomeLote: 'Lote A - IATF 2',
      novo: true,
      matrizesCopiadas: 2,
      iatfs: 1,
      dgs: 1,
      processoAtual: expect.any(String),
    });
  });

  it('under an existing resync, a DG Vazia makes the copy the DG screen makes, then her IATF', () => {
    const resync: ChainLevel = {
      batch: { ...BATCH, id: 'lote-2', nomeLote: 'Lote A - IATF 2', parentBatch: 'lote-1', isResync: true },
      protocol,
      cows: [],
      iatfs: [],
    };
    const result = planned(
      [
        { round: 1, rows: FIRST },
        { round: 2, rows: [row(5, '101', IATF)] },
      ],
      [resync],
    );
    const [second] = result.rounds;
    expect(second?.newBatch).toBeNull();
    const parent = byCode(result.plan.newCows, '101') as ImportCow & { loteId: string };
    const copy = byCode(second?.newCows ?? [], '101');
    const values = dgRowChange(dgRowDefaults({}), { condicaoDG: EMPTY }, { now, lookup });
    const screen = dgSavePlan(parent, values, {
      management: { route: 'DG', day: null },
      resyncBatchId: 'lote-2',
      existingChild: undefined,
      lookup,
    });
    const created =
      screen.resync?.child && 'create' in screen.resync.child ? screen.resync.child.create : null;
    expect(created).not.toBeNull();
    expect(copy).toMatchObject({ ...created, loteId: 'lote-2' });
    expect(second?.newIatfs).toHaveLength(1);
    expect(second?.newCows.map((cow) => cow.codVaca).sort()).toEqual(['101', '103']);
  });

  it('goes one level further for the 3rd IATF', () => {
    const result = planned([
      { round: 1, rows: FIRST },
      { round: 2, rows: [row(5, '101', { ...IATF, diagnostico: 'Vazia' })] },
      { round: 3, rows: [row(5, '101', IATF)] },
    ]);
    const [second, third] = result.rounds;
    const original = byCode(result.plan.newCows, '101');
    expect(third?.newBatch).toMatchObject({
      nomeLote: 'Lote A - IATF 3',
      parentBatch: second?.loteId,
      originalBatch: 'lote-1',
      iatfCount: 2,
    });
    expect(byCode(third?.newCows ?? [], '101')).toMatchObject({
      iatf: 2,
      dzeroPai: byCode(second?.newCows ?? [], '101').id,
      dzeroOriginal: original.id,
    });
    expect(byCode(second?.newCows ?? [], '101').omit_from_dg_final).toBe(true);
    expect(third?.newIatfs).toHaveLength(1);
  });

  it.each([
    ['a cow pregnant in the 1st IATF', '102', 2, ownSheetRoundNotEmpty('102', 2, 'Lote A', 9)],
    ['a cow not in the 1st IATF', '999', 2, ownSheetRoundCowMissing('999', 2, 'Lote A', 9)],
    ['a cow with no 2nd IATF line is carried undiagnosed, so her 3rd IATF is taken', '103', 3, null],
  ])('%s', (_, code, round, message) => {
    const rounds = [
      { round: 1, rows: FIRST },
      { round: 2, rows: [row(5, '101', { ...IATF, diagnostico: 'Prenhe' })] },
    ];
    if (round === 2) rounds[1]?.rows.push(row(9, code, IATF));
    else rounds.push({ round: 3, rows: [row(9, code, IATF)] });
    const result = chain(rounds);
    expect('errors' in result ? result.errors : null).toEqual(message === null ? null : [message]);
  });
});

describe('laterRoundRow', () => {
  it.each([
    [
      'keeps the insemination and diagnosis',
      { ...IATF, diagnostico: 'Vazia' },
      { ...IATF, diagnostico: 'Vazia' },
    ],
    [
      'drops breed, order and ECC, which belong to the cow',
      { ...IATF, racaMatriz: 'nelore', eccD0: '3' },
      IATF,
    ],
    ['is nothing when it only names the cow and her breed', { racaMatriz: 'nelore' }, null],
  ])('%s', (_, extra: Partial<ImportRow>, kept: Partial<ImportRow> | null) => {
    expect(laterRoundRow(row(4, '101', extra))).toEqual(kept ? row(4, '101', kept) : null);
  });
});

describe('resyncD0DateOf', () => {
  it.each([
    ['no date in the sheet', [], null],
    ['one day', ['2026-04-01'], '2026-03-22'],
    ['the day most cows were inseminated', ['2026-04-01', '2026-04-02', '2026-04-02'], '2026-03-23'],
    ['the earlier of two days as common', ['2026-04-02', '2026-04-01'], '2026-03-22'],
  ])('%s', (_, dates: string[], expected) => {
    const rows = dates.map((dataIatf, index) => ({ ...row(index + 5, String(index), IATF), dataIatf }));
    expect(resyncD0DateOf(rows, protocol, lookup)).toBe(expected);
  });
});
