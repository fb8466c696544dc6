import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup as lookup } from '../lists/lookup.ts';
import { CL_NAO_AVALIADO, TIPO_PRENHE_NORMAL } from './dg-fields.ts';
import {
  applyDgFinalChange,
  clearsFinalDiagnosis,
  type DgFinalCow,
  dgFinalDefaults,
  dgFinalFinalizePatch,
  isGestationLoss,
} from './dg-final-fields.ts';

const dg = (valor: string) => domainValueId('condicaoDG', valor);
const fin = (valor: string) => domainValueId('condicaoDGFinal', valor);
const ECC_3 = domainValueId('ecc', '3.00');

describe("dgFinalDefaults — spec §4: 'prior Prenhe becomes Prenhe IATF, Descarte Prenhe becomes Descarte Prenhe IATF, Prenhe Touro stays, Descarte Vazia stays; type defaults to 'Normal' except for empty'", () => {
  it.each<[string, object]>([
    [
      'Prenhe',
      { condicaoDGFinal: fin('Prenhe IATF'), tipoPrenheFinal: TIPO_PRENHE_NORMAL, pesoBezerro: null },
    ],
    [
      'Descarte Prenhe',
      {
        condicaoDGFinal: fin('Descarte Prenhe IATF'),
        tipoPrenheFinal: TIPO_PRENHE_NORMAL,
        pesoBezerro: null,
      },
    ],
    [
      'Prenhe Touro',
      { condicaoDGFinal: fin('Prenhe Touro'), tipoPrenheFinal: TIPO_PRENHE_NORMAL, pesoBezerro: null },
    ],
    [
      'Descarte Vazia',
      { condicaoDGFinal: fin('Descarte Vazia'), tipoPrenheFinal: null, clFinal: CL_NAO_AVALIADO },
    ],
    ['Vazia', {}],
  ])('DG %s → %j', (valor, expected) => {
    const patch = dgFinalDefaults({ condicaoDG: dg(valor) }, lookup);
    expect(patch).toEqual(valor === 'Vazia' ? expected : { ...expected, perdaGestacao: false });
  });

  it.each<[string, DgFinalCow]>([
    ['no DG condition', { condicaoDG: null }],
    ['a final condition already chosen', { condicaoDG: dg('Prenhe'), condicaoDGFinal: fin('Vazia') }],
    [
      'a final observation already written',
      { condicaoDG: dg('Prenhe'), observacao_DG_Final: 'Animal morreu' },
    ],
  ])('nothing to default with %s', (_, cow) => {
    expect(dgFinalDefaults(cow, lookup)).toEqual({});
  });
});

describe("isGestationLoss — spec §4: 'toggles when a cow previously Prenhe or Prenhe Touro changes to Prenhe Touro, Vazia, Descarte Vazia or Descarte Prenhe Touro, and reverts if changed back'", () => {
  it.each<[string | null, string | null, boolean]>([
    ['Prenhe', 'Prenhe Touro', true],
    ['Prenhe', 'Vazia', true],
    ['Prenhe', 'Descarte Vazia', true],
    ['Prenhe', 'Descarte Prenhe Touro', true],
    ['Prenhe', 'Prenhe IATF', false],
    ['Prenhe', 'Descarte Prenhe IATF', false],
    ['Prenhe Touro', 'Vazia', true],
    ['Prenhe Touro', 'Descarte Vazia', true],
    // still the same bull pregnancy: no change, no loss (DECISIONS.md)
    ['Prenhe Touro', 'Prenhe Touro', false],
    ['Prenhe Touro', 'Descarte Prenhe Touro', false],
    ['Vazia', 'Vazia', false],
    ['Vazia', 'Prenhe Touro', false],
    // pregnant at the DG although discarded: the same losses as 'Prenhe' (DECISIONS.md)
    ['Descarte Prenhe', 'Vazia', true],
    ['Descarte Prenhe', 'Descarte Vazia', true],
    ['Descarte Prenhe', 'Prenhe Touro', true],
    ['Descarte Prenhe', 'Descarte Prenhe Touro', true],
    ['Descarte Prenhe', 'Descarte Prenhe IATF', false],
    ['Descarte Vazia', 'Vazia', false],
    [null, 'Vazia', false],
    ['Prenhe', null, false],
  ])('%s → %s: %s', (before, after, expected) => {
    expect(isGestationLoss(before && dg(before), after && fin(after), lookup)).toBe(expected);
  });
});

describe('applyDgFinalChange', () => {
  const prenhe: DgFinalCow = {
    condicaoDG: dg('Prenhe'),
    condicaoDGFinal: fin('Prenhe IATF'),
    tipoPrenheFinal: TIPO_PRENHE_NORMAL,
    clFinal: null,
    ecC_Final: ECC_3,
    pesoBezerro: null,
    perdaGestacao: false,
  };

  it.each<[string, DgFinalCow, Parameters<typeof applyDgFinalChange>[1], object]>([
    [
      "'Vazia or Descarte Vazia sets final CL to 'Não Avaliado' and clears type' (and flags the loss)",
      prenhe,
      { condicaoDGFinal: fin('Vazia') },
      { condicaoDGFinal: fin('Vazia'), clFinal: CL_NAO_AVALIADO, tipoPrenheFinal: null, perdaGestacao: true },
    ],
    [
      'Descarte Vazia likewise',
      { ...prenhe, condicaoDG: dg('Vazia') },
      { condicaoDGFinal: fin('Descarte Vazia') },
      {
        condicaoDGFinal: fin('Descarte Vazia'),
        clFinal: CL_NAO_AVALIADO,
        tipoPrenheFinal: null,
        perdaGestacao: false,
      },
    ],
    [
      "'another condition clears weight and sets type Normal'",
      { ...prenhe, condicaoDG: dg('Vazia'), condicaoDGFinal: fin('Vazia'), pesoBezerro: 180 },
      { condicaoDGFinal: fin('Prenhe Touro') },
      {
        condicaoDGFinal: fin('Prenhe Touro'),
        pesoBezerro: null,
        tipoPrenheFinal: TIPO_PRENHE_NORMAL,
        perdaGestacao: false,
      },
    ],
    [
      'changing back to Prenhe IATF reverts the loss',
      { ...prenhe, condicaoDGFinal: fin('Vazia'), perdaGestacao: true },
      { condicaoDGFinal: fin('Prenhe IATF') },
      {
        condicaoDGFinal: fin('Prenhe IATF'),
        pesoBezerro: null,
        tipoPrenheFinal: TIPO_PRENHE_NORMAL,
        perdaGestacao: false,
      },
    ],
    [
      'clearing the condition clears type and CL',
      prenhe,
      { condicaoDGFinal: null },
      { condicaoDGFinal: null, tipoPrenheFinal: null, clFinal: null, perdaGestacao: false },
    ],
    [
      "''Animal morreu' … clears all diagnosis fields'",
      prenhe,
      { observacao_DG_Final: 'Animal morreu' },
      {
        observacao_DG_Final: 'Animal morreu',
        condicaoDGFinal: null,
        ecC_Final: null,
        clFinal: null,
        tipoPrenheFinal: null,
        diasGestacaoTouro: null,
        perdaGestacao: false,
      },
    ],
    [
      "''Animal não compareceu ao manejo' clears all diagnosis fields' even with a condition in the same change",
      prenhe,
      { condicaoDGFinal: fin('Vazia'), observacao_DG_Final: 'Animal não compareceu ao manejo' },
      {
        observacao_DG_Final: 'Animal não compareceu ao manejo',
        condicaoDGFinal: null,
        ecC_Final: null,
        clFinal: null,
        tipoPrenheFinal: null,
        diasGestacaoTouro: null,
        perdaGestacao: false,
      },
    ],
    [
      'another observation changes only itself',
      prenhe,
      { observacao_DG_Final: 'Aborto' },
      { observacao_DG_Final: 'Aborto' },
    ],
    ['a plain field', prenhe, { ecC_Final: null }, { ecC_Final: null }],
    [
      'a type given with the condition wins over Normal',
      prenhe,
      { condicaoDGFinal: fin('Prenhe Touro'), tipoPrenheFinal: 'gemelar' },
      {
        condicaoDGFinal: fin('Prenhe Touro'),
        pesoBezerro: null,
        tipoPrenheFinal: 'gemelar',
        perdaGestacao: true,
      },
    ],
  ])('%s', (_, cow, change, expected) => {
    expect(applyDgFinalChange(cow, change, { lookup })).toEqual(expected);
  });

  it.each<[string | null, boolean]>([
    ['Animal morreu', true],
    ['Animal não compareceu ao manejo', true],
    ['Animal não compareceu', true],
    ['Matriz Descarte', false],
    ['[N/A]', false],
    [null, false],
  ])('observation %j clears the final diagnosis → %s', (observation, expected) => {
    expect(clearsFinalDiagnosis(observation)).toBe(expected);
  });
});

describe("dgFinalFinalizePatch — spec §4: 'every cow gets dataDgFinal and observacao_DG_Final becomes '[N/A]' if empty'", () => {
  it.each<[string | null | undefined, object]>([
    [null, { dataDgFinal: '2024-08-20', observacao_DG_Final: '[N/A]' }],
    [undefined, { dataDgFinal: '2024-08-20', observacao_DG_Final: '[N/A]' }],
    ['', { dataDgFinal: '2024-08-20', observacao_DG_Final: '[N/A]' }],
    ['Animal morreu', { dataDgFinal: '2024-08-20' }],
  ])('observation %j → %j', (observacao_DG_Final, expected) => {
    expect(dgFinalFinalizePatch({ observacao_DG_Final }, '2024-08-20')).toEqual(expected);
  });
});
