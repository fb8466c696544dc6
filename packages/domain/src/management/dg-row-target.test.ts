import { describe, expect, it } from 'vitest';
import { seedLookup as lookup } from '../lists/lookup.ts';
import { dgRessincSavePlan } from './dg-ressinc.ts';
import { dgRowTarget } from './dg-row-target.ts';
import { dgRowChange, dgRowDefaults, dgSavePlan } from './dg-step.ts';
import { day, dg, now } from './dg-test-fixtures.ts';

const cow = { id: 'vaca', loteId: 'lote-1', iatf: 0, condicaoDG: null, observacaoDG: null };
const parent = { id: 'mae', loteId: 'lote-1', iatf: 0, condicaoDG: null, observacaoDG: null };
const copy = {
  id: 'copia',
  loteId: 'lote-2',
  iatf: 1,
  dzeroPai: 'mae',
  condicaoDG: null,
  observacaoDG: null,
};
const child = {
  id: 'filha',
  loteId: 'lote-2',
  iatf: 1,
  dzeroPai: 'vaca',
  condicaoDG: null,
  observacaoDG: null,
};
const values = dgRowChange(dgRowDefaults(cow), { condicaoDG: dg('Vazia') }, { now, lookup });
const plainDg = { route: 'DG', day: day(30) };
const resyncDg = { route: 'DGRessinc', day: day(8) };

describe('dgRowTarget: which record a diagnosis lands on', () => {
  it.each([
    {
      what: 'a plain DG: the cow herself',
      row: cow,
      context: { management: plainDg, lookup },
      expected: {
        cow,
        plan: dgSavePlan(cow, values, {
          management: plainDg,
          resyncBatchId: null,
          existingChild: undefined,
          lookup,
        }),
        existingChild: undefined,
      },
    },
    {
      what: 'a plain DG with a resync under way: the cow, her copy kept in step',
      row: cow,
      context: { management: plainDg, lookup, existingChild: child, resyncBatchId: 'lote-2' },
      expected: {
        cow,
        plan: dgSavePlan(cow, values, {
          management: plainDg,
          resyncBatchId: 'lote-2',
          existingChild: child,
          lookup,
        }),
        existingChild: child,
      },
    },
    {
      what: 'a resync round: her record in the parent batch, the copy following',
      row: copy,
      context: { management: resyncDg, lookup, round: { parent, copy } },
      expected: {
        cow: parent,
        plan: dgRessincSavePlan(parent, copy, values, { management: resyncDg, lookup }),
        existingChild: copy,
      },
    },
    {
      what: 'a cow registered in the resync batch itself: her own record',
      row: copy,
      context: { management: resyncDg, lookup, round: { parent: undefined, copy } },
      expected: {
        cow: copy,
        plan: dgSavePlan(copy, values, {
          management: resyncDg,
          resyncBatchId: null,
          existingChild: undefined,
          lookup,
        }),
        existingChild: undefined,
      },
    },
  ])('$what', ({ row, context, expected }) => {
    expect(dgRowTarget(row, values, context)).toEqual(expected);
  });
});
