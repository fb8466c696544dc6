import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup as lookup } from '../lists/lookup.ts';
import {
  applyDgChange,
  CL_NAO_AVALIADO,
  type DgCow,
  dgConditionEffects,
  dgSavePatch,
  dgSaveWritesDn,
  dnFromDgSave,
  isEmptyConditionId,
  isPregnantConditionId,
  TIPO_PRENHE_NORMAL,
} from './dg-fields.ts';

const dg = (valor: string) => domainValueId('condicaoDG', valor);
const ECC_3 = domainValueId('ecc', '3.00');
const CL_SIM = domainValueId('cl', 'Sim');
const GEMELAR = domainValueId('tipoPrenhe', 'Gemelar');
const now = new Date('2024-05-10T13:45:00.000Z');
const STAMP = '2024-05-10T13:45:00.000Z';

describe('seeded ids', () => {
  it("are 'Normal' and 'Não Avaliado'", () => {
    expect(TIPO_PRENHE_NORMAL).toBe(domainValueId('tipoPrenhe', 'Normal'));
    expect(CL_NAO_AVALIADO).toBe(domainValueId('cl', 'Não Avaliado'));
  });
});

describe("conditions — spec §9: values containing 'prenhe' mean pregnant", () => {
  it.each<[string, boolean, boolean]>([
    ['Prenhe', true, false],
    ['Prenhe Touro', true, false],
    ['Descarte Prenhe', true, false],
    ['Vazia', false, true],
    ['Descarte Vazia', false, true],
  ])('%s: pregnant %s, empty %s', (valor, pregnant, empty) => {
    expect(isPregnantConditionId(dg(valor), lookup)).toBe(pregnant);
    expect(isEmptyConditionId(dg(valor), lookup)).toBe(empty);
  });

  it('an unknown or empty id is neither', () => {
    expect(isPregnantConditionId('unknown', lookup)).toBe(false);
    expect(isEmptyConditionId(null, lookup)).toBe(false);
  });
});

describe("dgConditionEffects — spec §4: 'pregnant kinds set type to Normal and clear CL; empty kinds set CL 'Não Avaliado' and clear type; other choices clear both'", () => {
  it.each<[string, string | null, object]>([
    ['Prenhe', dg('Prenhe'), { tipoPrenhe: TIPO_PRENHE_NORMAL, clVazia: null }],
    ['Prenhe Touro', dg('Prenhe Touro'), { tipoPrenhe: TIPO_PRENHE_NORMAL, clVazia: null }],
    ['Descarte Prenhe', dg('Descarte Prenhe'), { tipoPrenhe: TIPO_PRENHE_NORMAL, clVazia: null }],
    ['Vazia', dg('Vazia'), { tipoPrenhe: null, clVazia: CL_NAO_AVALIADO }],
    ['Descarte Vazia', dg('Descarte Vazia'), { tipoPrenhe: null, clVazia: CL_NAO_AVALIADO }],
    ['cleared', null, { tipoPrenhe: null, clVazia: null }],
    ['an unknown value', 'unknown', { tipoPrenhe: null, clVazia: null }],
  ])('%s', (_, condition, expected) => {
    expect(dgConditionEffects(condition, lookup)).toEqual(expected);
  });
});

describe('applyDgChange', () => {
  const emptyCow: DgCow = {
    condicaoDG: null,
    observacaoDG: null,
    tipoPrenhe: null,
    clVazia: null,
    eccDG: null,
  };
  const pregnantCow: DgCow = {
    condicaoDG: dg('Prenhe'),
    observacaoDG: '[N/A]',
    tipoPrenhe: GEMELAR,
    clVazia: null,
    eccDG: ECC_3,
  };

  it.each<[string, DgCow, Parameters<typeof applyDgChange>[1], object]>([
    [
      'choosing Prenhe sets type Normal, clears CL and stamps dataDg',
      emptyCow,
      { condicaoDG: dg('Prenhe') },
      { condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL, clVazia: null, dataDg: STAMP },
    ],
    [
      'choosing Vazia sets CL Não Avaliado and clears the type',
      pregnantCow,
      { condicaoDG: dg('Vazia') },
      { condicaoDG: dg('Vazia'), tipoPrenhe: null, clVazia: CL_NAO_AVALIADO, dataDg: STAMP },
    ],
    [
      'a type given with the condition wins over the default',
      emptyCow,
      { condicaoDG: dg('Prenhe'), tipoPrenhe: GEMELAR },
      { condicaoDG: dg('Prenhe'), tipoPrenhe: GEMELAR, clVazia: null, dataDg: STAMP },
    ],
    ['any other field is stamped too', pregnantCow, { eccDG: null }, { eccDG: null, dataDg: STAMP }],
    [
      'DG/D0 fields: device, use and initial weight',
      emptyCow,
      { dispositivoIntravaginal: 'dev', numero_Uso_Disp: 'use', peso_d0resync: 412 },
      { dispositivoIntravaginal: 'dev', numero_Uso_Disp: 'use', peso_d0resync: 412, dataDg: STAMP },
    ],
    [
      "'A non-default observation clears diagnosis, ECC, type and CL'",
      pregnantCow,
      { observacaoDG: 'Animal não compareceu ao manejo' },
      {
        observacaoDG: 'Animal não compareceu ao manejo',
        condicaoDG: null,
        eccDG: null,
        tipoPrenhe: null,
        clVazia: null,
        dataDg: STAMP,
      },
    ],
    [
      'a non-default observation wins over a condition in the same change',
      emptyCow,
      { condicaoDG: dg('Vazia'), observacaoDG: 'Matriz Descarte' },
      {
        observacaoDG: 'Matriz Descarte',
        condicaoDG: null,
        eccDG: null,
        tipoPrenhe: null,
        clVazia: null,
        dataDg: STAMP,
      },
    ],
    [
      'going back to the default observation keeps the diagnosis',
      { ...pregnantCow, observacaoDG: 'Animal morreu' },
      { observacaoDG: '[N/A]' },
      { observacaoDG: '[N/A]', dataDg: STAMP },
    ],
    ['the same value again is no change (no stamp)', pregnantCow, { condicaoDG: dg('Prenhe') }, {}],
    ['null for a missing field is no change', {}, { clVazia: null }, {}],
    ['an empty change is no change', pregnantCow, {}, {}],
  ])('%s', (_, cow, change, expected) => {
    expect(applyDgChange(cow, change, { now, lookup })).toEqual(expected);
  });

  it('never mutates the cow or the change', () => {
    const cow = { ...pregnantCow };
    const change = { observacaoDG: 'Animal morreu' };
    applyDgChange(cow, change, { now, lookup });
    expect(cow).toEqual(pregnantCow);
    expect(change).toEqual({ observacaoDG: 'Animal morreu' });
  });

  it('does not touch a CL set on purpose when only the ECC changes', () => {
    expect(applyDgChange({ ...emptyCow, clVazia: CL_SIM }, { eccDG: ECC_3 }, { now, lookup })).toEqual({
      eccDG: ECC_3,
      dataDg: STAMP,
    });
  });
});

describe("dgSavePatch — spec §4: 'Saving sets observacaoDG to '[N/A]' if empty'", () => {
  it.each<[string | null | undefined, object]>([
    [null, { observacaoDG: '[N/A]' }],
    [undefined, { observacaoDG: '[N/A]' }],
    ['  ', { observacaoDG: '[N/A]' }],
    ['[N/A]', {}],
    ['Matriz Descarte', {}],
  ])('%j → %j', (observacaoDG, expected) => {
    expect(dgSavePatch({ observacaoDG })).toEqual(expected);
  });
});

describe("DN written by a DG save — spec §4: 'outside DG/D0 it also creates or updates a DN record'", () => {
  const day = (n: number) => domainValueId('dias', `D${n}`);

  it.each<[string, { route: string; day: string | null }, boolean]>([
    ['DG/D0 of a Tradicional resync', { route: 'DGRessinc', day: day(0) }, false],
    ['DG/D8 of a precoce resync', { route: 'DGRessinc', day: day(8) }, true],
    ['the plain DG after the IATF', { route: 'DG', day: null }, false],
    ['a DGRessinc without a day', { route: 'DGRessinc', day: null }, false],
  ])('%s → %s', (_, management, expected) => {
    expect(dgSaveWritesDn(management, lookup)).toBe(expected);
  });

  it.each<[string, string | null, string | null, boolean, string]>([
    // 'flagged isDeleted when the cow is pregnant, pregnant bull or pregnant discard'
    ['Prenhe', dg('Prenhe'), null, true, '[N/A]'],
    ['Prenhe Touro', dg('Prenhe Touro'), '[N/A]', true, '[N/A]'],
    ['Descarte Prenhe', dg('Descarte Prenhe'), null, true, '[N/A]'],
    ['Vazia', dg('Vazia'), null, false, '[N/A]'],
    ['Descarte Vazia', dg('Descarte Vazia'), null, false, '[N/A]'],
    ['absent', null, 'Animal não compareceu ao manejo', false, 'Animal não compareceu ao manejo'],
  ])('%s', (_, condicaoDG, observacaoDG, isDeleted, observacao) => {
    expect(
      dnFromDgSave({ id: 'cow', condicaoDG, observacaoDG }, { loteId: 'lote', dia: day(8) }, lookup),
    ).toEqual({
      vacaId: 'cow',
      loteId: 'lote',
      dia: day(8),
      observacao,
      isDeleted,
    });
  });
});
