import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import { buildFarmReport } from '../reports/farm-report.ts';
import type { ReportCow } from '../reports/report-input.ts';
import { TIPO_PRENHE_NORMAL } from '../rules/dg-fields.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import {
  dgFinalCowPatches,
  dgFinalRowChange,
  dgFinalRowDefaults,
  dgFinalRowRecord,
  isShownInDgFinal,
} from './dg-final-step.ts';
import { type DgRowCow, dgRowChange, dgRowDefaults, dgSavePlan, isShownInDg } from './dg-step.ts';
import { planResync } from './resync-create.ts';

// One batch through a whole season with the domain's own step rules — IATF, DG, a Ressinc
// after the DG, the second IATF and its DG, and the DG Final of both batches — and the report's rates checked
// against numbers worked out by hand below.

const IATF = domainValueId('tipoManejo', 'IATF');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const lookup = createDomainLookup([
  ...DOMAIN_VALUE_SEED,
  { id: IATF, valor: 'IATF' },
  { id: IMPLANT, valor: 'Implante do Dispositivo' },
]);
const day = (n: number) => domainValueId('dias', `D${n}`);
const dg = (valor: string) => domainValueId('condicaoDG', valor);
const final = (valor: string) => domainValueId('condicaoDGFinal', valor);
const protocol: ProtocolDays & { id: string; name: string } = {
  id: 'p1',
  name: 'P1',
  managementProtocols: [
    { day: day(0), management: IMPLANT },
    { day: day(10), management: IATF },
  ],
};
const now = new Date('2026-02-20T12:00:00Z');

type Cow = DgRowCow &
  Omit<ReportCow, 'perdaGestacao'> & { perdaGestacao?: boolean } & Record<string, unknown>;
type Iatf = { vacaId: string; loteId: string; observacao: string | null; touroId: string | null };

/**
 * A DG save as the screen does it: the row's defaults, the diagnosis typed, then what the plan writes — with a
 * resync batch below, also the omission of the cow and of her carried copy (`child`, updated in place).
 */
function diagnose(cow: Cow, condition: string, resync?: { batchId: string; child: Cow }): Cow {
  const pregnant = condition.startsWith('Prenhe');
  const values = dgRowChange(
    dgRowDefaults(cow),
    { condicaoDG: dg(condition), ...(pregnant ? { tipoPrenhe: TIPO_PRENHE_NORMAL } : {}) },
    { now, lookup },
  );
  const plan = dgSavePlan(cow, values, {
    management: resync ? { route: 'DGRessinc', day: day(0) } : { route: 'DG', day: null },
    resyncBatchId: resync?.batchId ?? null,
    existingChild: resync?.child,
    lookup,
  });
  const effects = plan.resync;
  if (resync && effects?.child && 'update' in effects.child)
    Object.assign(resync.child, effects.child.update);
  return { ...cow, ...plan.d0, ...(effects ? effects.parent : {}) };
}

/** A DG Final save: the defaults from the DG, the final condition when it differs, then finalize's patch. */
function judge(cow: Cow, condition?: string): Cow {
  let values = dgFinalRowDefaults(cow, lookup);
  if (condition) values = dgFinalRowChange(cow, values, { condicaoDGFinal: final(condition) }, lookup);
  const judged = { ...cow, ...dgFinalRowRecord(values) };
  const [patch] = dgFinalCowPatches([judged], '2026-04-20');
  return { ...judged, ...patch?.patch };
}

describe('a season: IATF 1 → DG → Ressinc → IATF 2 → DG → DG Final of both batches', () => {
  const parent = {
    id: 'a',
    nomeLote: 'Lote A',
    iatfCount: 0,
    dataIatf: '2026-01-05',
    retiroId: 'r',
    parentBatch: null,
    protocoloId: 'p1',
  };
  // Ten cows at D0; all inseminated at IATF 1, cow 10 died there.
  let cows: Cow[] = Array.from({ length: 10 }, (_, n) => ({
    id: `c${n + 1}`,
    loteId: 'a',
    iatf: 0,
    observacaoD0: null,
  }));
  const iatfs: Iatf[] = cows.map((cow) => ({
    vacaId: cow.id,
    loteId: 'a',
    observacao: cow.id === 'c10' ? 'Animal morreu' : '[N/A]',
    touroId: 'bull',
  }));
  const observationOf = (id: string) => iatfs.find((iatf) => iatf.vacaId === id)?.observacao ?? null;

  // DG of IATF 1: c1–c6 pregnant, c7–c9 empty; the dead cow is not listed.
  const listed = cows.filter((cow) => isShownInDg(cow, observationOf(cow.id)));
  const diagnoses: Record<string, string> = {
    c1: 'Prenhe',
    c2: 'Prenhe',
    c3: 'Prenhe',
    c4: 'Prenhe',
    c5: 'Prenhe',
    c6: 'Prenhe',
  };
  cows = cows.map((cow) => (listed.includes(cow) ? diagnose(cow, diagnoses[cow.id] ?? 'Vazia') : cow));

  // Ressinc after the DG: the living empty cows are carried and leave the parent's DG Final; the pregnant ones
  // stay judged in the parent.
  const resync = planResync({
    parent,
    originalName: 'Lote A',
    parentProtocol: protocol,
    values: {
      tipoResync: domainValueId('tipoResync', 'Tradicional'),
      protocoloId: 'p1',
      diaD0: null,
      progesteronaPosIATF: domainValueId('progesteronaPosIatf', 'Não'),
      usuarioId: 'vet',
      periodoManejo: domainValueId('periodoManejo', 'Manhã'),
    },
    batches: [parent],
    cows,
    iatfs,
    lookup,
  });
  if (resync.kind !== 'create') throw new Error(`resync: ${resync.kind}`);
  const child = { ...resync.batch, id: 'b', protocoloId: 'p1' };
  for (const { id, omit_from_dg_final } of resync.parentPatches)
    cows = cows.map((cow) => (cow.id === id ? { ...cow, omit_from_dg_final } : cow));
  let copies: Cow[] = resync.copies.map(({ from, patch }) => {
    const source = cows.find((cow) => cow.id === from) as Cow;
    return { ...source, ...patch, id: `${from}'`, loteId: 'b' } as Cow;
  });

  // IATF 2 of the cows that go on, then their DG: c7' pregnant by IATF, c8' by the bull, c9' empty.
  const goOn = copies.filter((copy) => !copy.omit_from_dg_final);
  for (const copy of goOn) iatfs.push({ vacaId: copy.id, loteId: 'b', observacao: '[N/A]', touroId: 'bull' });
  const second: Record<string, string> = { "c7'": 'Prenhe', "c8'": 'Prenhe Touro', "c9'": 'Vazia' };
  copies = copies.map((copy) => (second[copy.id] ? diagnose(copy, second[copy.id] as string) : copy));

  // DG Final of each batch: c6 lost her pregnancy; the pregnant others keep the DG's default; c8' is a bull
  // pregnancy.
  cows = cows.map((cow) => (isShownInDgFinal(cow) ? judge(cow, cow.id === 'c6' ? 'Vazia' : undefined) : cow));
  // An empty cow gets no default from her DG: the vet says 'Vazia' (dgFinalDefaults defaults pregnancies only).
  copies = copies.map((copy) =>
    isShownInDgFinal(copy) ? judge(copy, copy.id === "c9'" ? 'Vazia' : undefined) : copy,
  );

  const report = buildFarmReport({
    batches: [parent, { ...child, nomeLote: child.nomeLote }],
    cows: [...cows, ...copies],
    iatfs,
    corrals: [{ id: 'r', nome: 'Retiro' }],
    protocols: [protocol],
    bulls: [{ id: 'bull', nome: 'Touro' }],
    partidas: [],
    users: [],
    lookup,
    today: '2026-05-01',
  });

  it('the resync after the DG carries the three living empty cows only and names the batch', () => {
    expect(child.nomeLote).toBe('Lote A - IATF 2');
    expect(copies.map((copy) => copy.id)).toEqual(["c7'", "c8'", "c9'"]);
    expect(goOn.map((copy) => copy.id)).toEqual(["c7'", "c8'", "c9'"]);
    expect(cows.filter((cow) => cow.omit_from_dg_final).map((cow) => cow.id)).toEqual(['c7', 'c8', 'c9']);
  });

  it('DG Final sets the pregnancy loss of c6 and keeps the DG of the others', () => {
    expect(cows.find((cow) => cow.id === 'c6')).toMatchObject({
      condicaoDGFinal: final('Vazia'),
      perdaGestacao: true,
    });
    expect(cows.find((cow) => cow.id === 'c1')?.condicaoDGFinal).toBe(final('Prenhe IATF'));
    expect(copies.find((copy) => copy.id === "c8'")?.condicaoDGFinal).toBe(final('Prenhe Touro'));
  });

  // By hand. IATF 1: 9 diagnosed (c1–c9; the dead c10 has none), pregnant c1–c5 → 5/9 = 55,55 %.
  // IATF 2: c7', c8', c9' → 2/3 = 66,66 %.
  // Season (records judged in DG Final): c1–c6 and c7'–c9' → 7 pregnant of 9 = 77,77 %; by IATF 6/9 = 66,66 %.
  // Losses: c6 lost of 8 pregnant at a DG (c1–c6, c7', c8') → 12,5 %. Deaths: c10 of 10 cows → 10 %.
  it.each([
    ['IATF 1', { diagnosed: 9, pregnant: 5, empty: 4, rate: 55.55 }],
    ['IATF 2', { diagnosed: 3, pregnant: 2, pregnantIatf: 1, pregnantBull: 1, empty: 1, rate: 66.66 }],
  ])('%s', (label, expected) => {
    expect(report.byRound.find((row) => row.label === label)).toMatchObject(expected);
  });

  it('the season', () => {
    expect(report.summary).toMatchObject({
      distinctCows: 10,
      diagnosed: 9,
      pregnant: 7,
      pregnantIatf: 6,
      pregnantBull: 1,
      rate: 77.77,
      iatfRate: 66.66,
    });
    expect(report.dgVsFinal).toMatchObject({ compared: 9, pregnantAtDg: 8, losses: 1, lossPercent: 12.5 });
    expect(report.losses).toMatchObject({ deaths: 1, deathPercent: 10 });
  });
});

describe("a precoce resync carried before the DG, diagnosed on the resync's D0 (DG/D0)", () => {
  const parent = {
    id: 'p',
    nomeLote: 'Lote P',
    iatfCount: 0,
    dataIatf: '2026-01-05',
    retiroId: 'r',
    parentBatch: null,
    protocoloId: 'p1',
  };
  let cows: Cow[] = ['d1', 'd2', 'd3', 'd4'].map((id) => ({ id, loteId: 'p', iatf: 0, observacaoD0: null }));
  const iatfs: Iatf[] = cows.map((cow) => ({
    vacaId: cow.id,
    loteId: 'p',
    observacao: '[N/A]',
    touroId: 'bull',
  }));
  const resync = planResync({
    parent,
    originalName: 'Lote P',
    parentProtocol: protocol,
    values: {
      tipoResync: domainValueId('tipoResync', 'Precoce'),
      protocoloId: 'p1',
      diaD0: day(22),
      progesteronaPosIATF: domainValueId('progesteronaPosIatf', 'Não'),
      usuarioId: 'vet',
      periodoManejo: domainValueId('periodoManejo', 'Manhã'),
    },
    batches: [parent],
    cows,
    iatfs,
    lookup,
  });
  if (resync.kind !== 'create') throw new Error(`resync: ${resync.kind}`);
  // Carried before any diagnosis: every copy goes on, nobody is omitted yet.
  const carriedBeforeDg = resync.copies.map((copy) => copy.patch.omit_from_dg_final);
  const copies: Cow[] = resync.copies.map(
    ({ from, patch }) =>
      ({ ...cows.find((cow) => cow.id === from), ...patch, id: `${from}'`, loteId: 'q' }) as Cow,
  );
  const copyOf = (id: string) => copies.find((copy) => copy.id === `${id}'`) as Cow;
  // DG/D0 of the first batch: d1, d2 pregnant (their copies leave the resync), d3, d4 empty (they go on).
  const dgd0: Record<string, string> = { d1: 'Prenhe', d2: 'Prenhe', d3: 'Vazia', d4: 'Vazia' };
  cows = cows.map((cow) => diagnose(cow, dgd0[cow.id] as string, { batchId: 'q', child: copyOf(cow.id) }));
  // IATF 2 and its DG: d3' pregnant, d4' empty. DG Final: d1 confirmed, d2 lost, d3' confirmed, d4' empty.
  for (const id of ["d3'", "d4'"])
    iatfs.push({ vacaId: id, loteId: 'q', observacao: '[N/A]', touroId: 'bull' });
  const second = copies.map((copy) =>
    copy.id === "d3'" ? diagnose(copy, 'Prenhe') : copy.id === "d4'" ? diagnose(copy, 'Vazia') : copy,
  );
  cows = cows.map((cow) => (isShownInDgFinal(cow) ? judge(cow, cow.id === 'd2' ? 'Vazia' : undefined) : cow));
  const finalCopies = second.map((copy) =>
    isShownInDgFinal(copy) ? judge(copy, copy.id === "d4'" ? 'Vazia' : undefined) : copy,
  );
  const report = buildFarmReport({
    batches: [parent, { ...resync.batch, id: 'q', protocoloId: 'p1' }],
    cows: [...cows, ...finalCopies],
    iatfs,
    corrals: [{ id: 'r', nome: 'Retiro' }],
    protocols: [protocol],
    bulls: [],
    partidas: [],
    users: [],
    lookup,
    today: '2026-05-01',
  });

  it('omits the pregnant cows from the resync and the empty ones from the first DG Final', () => {
    expect(carriedBeforeDg).toEqual([false, false, false, false]);
    expect(copies.filter((copy) => copy.omit_from_dg_final).map((copy) => copy.id)).toEqual(["d1'", "d2'"]);
    expect(cows.filter((cow) => cow.omit_from_dg_final).map((cow) => cow.id)).toEqual(['d3', 'd4']);
  });

  // By hand. IATF 1: d1 pregnant at the end, d2 lost (empty), d3 and d4 empty at DG/D0 → 1/4 = 25 %.
  // IATF 2: d1', d2' count nowhere; d3' pregnant, d4' empty → 1/2 = 50 %. Season: d1, d2, d3', d4' → 2/4 = 50 %.
  it('rates by round and for the season', () => {
    expect(report.byRound.map((row) => [row.label, row.pregnant, row.diagnosed, row.rate])).toEqual([
      ['IATF 1', 1, 4, 25],
      ['IATF 2', 1, 2, 50],
    ]);
    expect(report.summary).toMatchObject({ distinctCows: 4, pregnant: 2, diagnosed: 4, rate: 50 });
    expect(report.dgVsFinal).toMatchObject({ pregnantAtDg: 3, losses: 1, lossPercent: 33.33 });
  });
});
