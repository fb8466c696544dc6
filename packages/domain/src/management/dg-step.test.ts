import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup as lookup } from '../lists/lookup.ts';
import { OBS_ANIMAL_DIED, OBS_DID_NOT_ATTEND, OBS_NOT_APPLICABLE } from '../lists/observations.ts';
import { CL_NAO_AVALIADO, TIPO_PRENHE_NORMAL } from '../rules/dg-fields.ts';
import {
  cowGestation,
  dgFinalBatchPatch,
  dgFinalCowPatches,
  dgFinalRowChange,
  dgFinalRowDefaults,
  isShownInDgFinal,
  validateDgFinalRow,
} from './dg-final-step.ts';
import {
  asksResyncD0Fields,
  dgCounters,
  dgFinalizePatch,
  dgRowChange,
  dgRowDefaults,
  dgSavePlan,
  isDgOnD0,
  isDgRowSaved,
  shareText,
  validateDgRow,
} from './dg-step.ts';
import { day, dg, now, PROTOCOL } from './dg-test-fixtures.ts';

const final = (valor: string) => domainValueId('condicaoDGFinal', valor);
const cl = (valor: string) => domainValueId('cl', valor);
const COW = { id: '0190b3c4-0000-7000-8000-00000000000a', loteId: '0190b3c4-0000-7000-8000-0000000000b1' };

describe('DG row', () => {
  it.each([
    ['Prenhe', TIPO_PRENHE_NORMAL, null],
    ['Prenhe Touro', TIPO_PRENHE_NORMAL, null],
    ['Descarte Prenhe', TIPO_PRENHE_NORMAL, null],
    ['Vazia', null, CL_NAO_AVALIADO],
    ['Descarte Vazia', null, CL_NAO_AVALIADO],
  ])('%s sets type %s and CL %s, and stamps dataDg', (condition, tipo, clVazia) => {
    const row = dgRowChange(dgRowDefaults({}), { condicaoDG: dg(condition) }, { now, lookup });
    expect(row).toMatchObject({
      condicaoDG: dg(condition),
      tipoPrenhe: tipo,
      clVazia,
      dataDg: now.toISOString(),
    });
  });

  it('a non-default observation clears diagnosis, ECC, type and CL', () => {
    const diagnosed = dgRowChange(dgRowDefaults({}), { condicaoDG: dg('Prenhe') }, { now, lookup });
    const row = dgRowChange(diagnosed, { observacaoDG: OBS_DID_NOT_ATTEND }, { now, lookup });
    expect(row).toMatchObject({ condicaoDG: null, tipoPrenhe: null, clVazia: null, eccDG: null });
    expect(validateDgRow(row, lookup)).toEqual({});
  });

  it.each([
    [{ condicaoDG: null, observacaoDG: null }, false],
    [{ condicaoDG: dg('Vazia'), observacaoDG: null }, true],
    [{ condicaoDG: null, observacaoDG: OBS_NOT_APPLICABLE }, true],
  ])('saved %j → %s', (cow, saved) => expect(isDgRowSaved(cow)).toBe(saved));

  it('a diagnosis is required, and a type for a pregnant cow', () => {
    expect(validateDgRow(dgRowDefaults({}), lookup).condicaoDG).toBe('Este campo é obrigatório');
    const pregnant = { ...dgRowDefaults({}), condicaoDG: dg('Prenhe') };
    expect(validateDgRow(pregnant, lookup).tipoPrenhe).toBe('Este campo é obrigatório');
  });

  it("saving writes '[N/A]' for an empty observation; a DG on D8 of a resync also writes the day's DN", () => {
    const values = dgRowChange(dgRowDefaults({}), { condicaoDG: dg('Prenhe') }, { now, lookup });
    const plain = dgSavePlan(COW, values, {
      management: { route: 'DG', day: null },
      resyncBatchId: null,
      existingChild: undefined,
      lookup,
    });
    expect(plain).toMatchObject({ d0: { observacaoDG: OBS_NOT_APPLICABLE }, dn: null, resync: null });
    const onD8 = dgSavePlan(COW, values, {
      management: { route: 'DGRessinc', day: day(8) },
      resyncBatchId: null,
      existingChild: undefined,
      lookup,
    });
    // Spec §4: the DN record is flagged isDeleted when the cow is pregnant.
    expect(onD8.dn).toMatchObject({ vacaId: COW.id, dia: day(8), isDeleted: true });
    expect(isDgOnD0({ route: 'DGRessinc', day: day(0) }, lookup)).toBe(true);
    expect(isDgOnD0({ route: 'DGRessinc', day: day(8) }, lookup)).toBe(false);
    expect(asksResyncD0Fields(true, dg('Vazia'), lookup)).toBe(true);
    expect(asksResyncD0Fields(true, dg('Prenhe'), lookup)).toBe(false);
    expect(asksResyncD0Fields(false, dg('Vazia'), lookup)).toBe(false);
  });

  it('with a resync batch an empty cow gets her child D0 record and is omitted here', () => {
    const values = dgRowChange(dgRowDefaults({}), { condicaoDG: dg('Vazia') }, { now, lookup });
    const plan = dgSavePlan(COW, values, {
      management: { route: 'DG', day: null },
      resyncBatchId: 'child',
      existingChild: undefined,
      lookup,
    });
    expect(plan.resync?.parent).toEqual({ omit_from_dg_final: true });
    expect(plan.resync?.child).toMatchObject({ create: { loteId: 'child', iatf: 1, dzeroPai: COW.id } });
  });
});

describe('DG counters', () => {
  it("count Prenhes, Vazias, Descartes and CL with '57,40 % (512/892)'-style shares", () => {
    const rows = [
      { saved: true, condition: dg('Prenhe'), cl: null },
      { saved: true, condition: dg('Prenhe Touro'), cl: null },
      { saved: false, condition: dg('Vazia'), cl: cl('Sim') },
      { saved: true, condition: dg('Descarte Vazia'), cl: cl('Não Avaliado') },
      { saved: false, condition: null, cl: null },
    ];
    const counters = dgCounters(rows, lookup);
    expect(counters).toMatchObject({ saved: 3, total: 5, discards: 1 });
    expect(shareText(counters.pregnant, 4)).toBe('50,00 % (2/4)');
    expect(shareText(counters.empty, 4)).toBe('25,00 % (1/4)');
    expect(shareText(counters.cl.yes, 2)).toBe('50,00 % (1/2)');
    // Floored: 2 of 3 is 66,66 %, never 66,67 %.
    const third = dgCounters(rows.slice(0, 3), lookup);
    expect(shareText(third.pregnant, 3)).toBe('66,66 % (2/3)');
  });
});

describe('DG finalize', () => {
  const batch = { dias: day(10), isFinalize: false };
  it("DG sets isFinalize, the IATF day and 'DG', past DG once every cow is diagnosed", () => {
    const cows = [{ condicaoDG: dg('Prenhe') }, { observacaoDG: OBS_ANIMAL_DIED }];
    expect(dgFinalizePatch('DG', batch, PROTOCOL, cows, lookup)).toMatchObject({
      isFinalize: true,
      dias: day(10),
      processoAtual: 'DG',
      pastDG: true,
      nextDay: null,
    });
  });
  it("DGRessinc of a resync not precoce sets the D0 day and 'DG/D0', and keeps pastDG for its own DG", () => {
    const patch = dgFinalizePatch('DGRessinc', { dias: null, isResync: true }, PROTOCOL, [], lookup);
    expect(patch).toEqual({
      isFinalize: true,
      dias: day(0),
      processoAtual: 'DG/D0',
      lastDoneDay: day(0),
      nextDay: day(8),
    });
  });
});

describe('DG Final row', () => {
  it.each([
    ['Prenhe', 'Prenhe IATF'],
    ['Descarte Prenhe', 'Descarte Prenhe IATF'],
    ['Prenhe Touro', 'Prenhe Touro'],
    ['Descarte Vazia', 'Descarte Vazia'],
  ])('defaults from DG %s to %s', (before, after) => {
    expect(dgFinalRowDefaults({ condicaoDG: dg(before) }, lookup).condicaoDGFinal).toBe(final(after));
  });

  it('a cow Vazia at DG gets no default', () => {
    expect(dgFinalRowDefaults({ condicaoDG: dg('Vazia') }, lookup).condicaoDGFinal).toBeNull();
  });

  it('perdaGestacao is set by a loss and reverted when changed back', () => {
    const cow = { condicaoDG: dg('Prenhe') };
    const start = dgFinalRowDefaults(cow, lookup);
    const lost = dgFinalRowChange(cow, start, { condicaoDGFinal: final('Vazia') }, lookup);
    expect(lost).toMatchObject({ perdaGestacao: true, clFinal: CL_NAO_AVALIADO, tipoPrenheFinal: null });
    const back = dgFinalRowChange(cow, lost, { condicaoDGFinal: final('Prenhe IATF') }, lookup);
    expect(back).toMatchObject({
      perdaGestacao: false,
      tipoPrenheFinal: TIPO_PRENHE_NORMAL,
      pesoBezerro: null,
    });
  });

  it("'Animal morreu' clears the diagnosis and needs none", () => {
    const cow = { condicaoDG: dg('Prenhe') };
    const row = dgFinalRowChange(
      cow,
      dgFinalRowDefaults(cow, lookup),
      { observacao_DG_Final: OBS_ANIMAL_DIED },
      lookup,
    );
    expect(row).toMatchObject({ condicaoDGFinal: null, perdaGestacao: false });
    expect(validateDgFinalRow(row, lookup)).toEqual({});
  });

  it('finalize stamps the date and [N/A], and the batch is past DG Final', () => {
    const cows = [
      { id: 'a', condicaoDGFinal: final('Vazia'), observacao_DG_Final: null },
      { id: 'b', condicaoDGFinal: null, observacao_DG_Final: OBS_ANIMAL_DIED },
    ];
    expect(dgFinalCowPatches(cows, '2027-01-20')).toEqual([
      { id: 'a', patch: { dataDgFinal: '2027-01-20', observacao_DG_Final: OBS_NOT_APPLICABLE } },
      { id: 'b', patch: { dataDgFinal: '2027-01-20' } },
    ]);
    expect(dgFinalBatchPatch({ isFinalize: true }, [])).toMatchObject({
      pastDGFinal: true,
      processoAtual: 'DG Final',
    });
    expect(isShownInDgFinal({ omit_from_dg_final: true })).toBe(false);
  });
});

describe('DG Final gestation (spec §9)', () => {
  const batch = { dataIatf: '2026-11-13' };
  // D0 13/11/2026; the days count from the D0 (days since the IATF plus the protocol's IATF day). A bull pregnancy
  // is diasGestacaoTouro days younger: its days and its calving move by as much.
  it.each([
    ['Prenhe', null, null, '2026-11-23', { days: 10, overdue: false, calving: '2027-09-04' }],
    ['Prenhe', null, null, '2027-01-22', { days: 70, overdue: false, calving: '2027-09-04' }],
    ['Prenhe Touro', null, 20, '2027-01-22', { days: 50, overdue: false, calving: '2027-08-15' }],
    ['Prenhe', 'Prenhe Touro', 20, '2027-01-22', { days: 50, overdue: false, calving: '2027-08-15' }],
    ['Vazia', 'Prenhe Touro', 30, '2027-01-22', { days: 40, overdue: false, calving: '2027-08-05' }],
  ])('DG %s, DG Final %s (bull days %s) on %s → %j', (atDg, atFinal, bullDays, today, expected) => {
    const cow = {
      condicaoDG: dg(atDg),
      condicaoDGFinal: atFinal ? final(atFinal) : null,
      diasGestacaoTouro: bullDays,
    };
    expect(cowGestation(cow, batch, PROTOCOL, today, lookup)).toEqual(expected);
  });
  it('red above 315 days; none for a cow not pregnant now (at the DG, or changed to Vazia in DG Final)', () => {
    expect(cowGestation({ condicaoDG: dg('Prenhe') }, batch, PROTOCOL, '2027-10-05', lookup)?.overdue).toBe(
      true,
    );
    expect(cowGestation({ condicaoDG: dg('Vazia') }, batch, PROTOCOL, '2026-11-23', lookup)).toBeNull();
    expect(
      cowGestation(
        { condicaoDG: dg('Prenhe'), condicaoDGFinal: final('Vazia') },
        batch,
        PROTOCOL,
        '2027-01-22',
        lookup,
      ),
    ).toBeNull();
  });
});
