import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup as lookup } from '../lists/lookup.ts';
import {
  dgFinalRowChange,
  dgFinalRowDefaults,
  dgFinalRowRecord,
  validateDgFinalRow,
} from './dg-final-step.ts';
import { dgRessincRow, dgRessincSavePlan, validateDgRessincRow } from './dg-ressinc.ts';
import { dgRowChange, dgRowDefaults, dgSavePlan } from './dg-step.ts';
import { day, dg, now } from './dg-test-fixtures.ts';
import { d0ResyncRowDefaults, d0ResyncSavePatch, validateD0ResyncRow } from './resync-d0.ts';

// The weights typed on the chute screens keep the text typed until saved, show why the number
// rule refuses it, and a save writes the number the rule read — never the leading digits of '4a5b0'.

const LETTERS = 'Informe somente números, com vírgula nos decimais (ex.: 432,5)';
const final = (valor: string) => domainValueId('condicaoDGFinal', valor);

describe("DG/D0 'Peso Inicial' (peso_d0resync)", () => {
  const parent = { id: 'mae', loteId: 'lote-1', iatf: 0, condicaoDG: null, observacaoDG: null };
  const copy = {
    id: 'copia',
    loteId: 'lote-2',
    iatf: 1,
    dzeroPai: 'mae',
    dispositivoIntravaginal: domainValueId('dispositivo', 'CIDR'),
    numero_Uso_Disp: 'uso',
    peso_d0resync: 398.5,
  };
  const empty = () =>
    dgRowChange(dgRowDefaults(dgRessincRow(parent, copy)), { condicaoDG: dg('Vazia') }, { now, lookup });

  it('a typed weight stays as typed and stamps dataDg', () => {
    const later = new Date(now.getTime() + 60_000);
    const row = dgRowChange(empty(), { peso_d0resync: '4a5b0' }, { now: later, lookup });
    expect(row).toMatchObject({
      peso_d0resync: '4a5b0',
      dataDg: later.toISOString(),
      condicaoDG: dg('Vazia'),
    });
  });

  it.each<[string, Record<string, string>]>([
    ['412', {}],
    ['412,5', {}],
    ['', {}],
    ['4a5b0', { peso_d0resync: LETTERS }],
    ['0', { peso_d0resync: 'Informe um número de 1 a 2000 kg' }],
  ])('on DG/D0 an empty cow weighing %j: %j', (peso, errors) => {
    const row = dgRowChange(empty(), { peso_d0resync: peso }, { now, lookup });
    expect(validateDgRessincRow(row, true, lookup)).toEqual(errors);
  });

  it('not asked on a later day, nor of a pregnant cow: no message for a field not shown', () => {
    const row = { ...empty(), peso_d0resync: '4a5b0' };
    expect(validateDgRessincRow(row, false, lookup)).toEqual({});
    const pregnant = dgRowChange(row, { condicaoDG: dg('Prenhe') }, { now, lookup });
    expect(validateDgRessincRow(pregnant, true, lookup)).toEqual({});
  });

  it('the save writes the number read on the copy; a stored number unchanged', () => {
    const typed = dgRowChange(empty(), { peso_d0resync: ' 412,5 ' }, { now, lookup });
    const plan = dgRessincSavePlan(parent, copy, typed, {
      management: { route: 'DGRessinc', day: day(0) },
      lookup,
    });
    expect(plan.resync?.child).toMatchObject({ update: { peso_d0resync: 412.5 } });
    const untouched = dgRessincSavePlan(parent, copy, empty(), {
      management: { route: 'DGRessinc', day: day(0) },
      lookup,
    });
    expect(untouched.resync?.child).toMatchObject({ update: { peso_d0resync: 398.5 } });
  });

  it('a refused text is never written as something else', () => {
    const typed = dgRowChange(empty(), { peso_d0resync: '4a5b0' }, { now, lookup });
    const management = { route: 'DGRessinc', day: day(0) };
    expect(() => dgRessincSavePlan(parent, copy, typed, { management, lookup })).toThrow(LETTERS);
    const own = { ...copy, loteId: 'lote-2' };
    expect(() =>
      dgSavePlan(own, typed, { management, resyncBatchId: null, existingChild: undefined, lookup }),
    ).toThrow(LETTERS);
  });
});

describe("DG Final's 'Peso' of an empty cow (pesoBezerro)", () => {
  const cow = { condicaoDG: dg('Prenhe'), pesoBezerro: null };
  const empty = () =>
    dgFinalRowChange(cow, dgFinalRowDefaults(cow, lookup), { condicaoDGFinal: final('Vazia') }, lookup);

  it.each<[string, Record<string, string>]>([
    ['380', {}],
    ['380,25', {}],
    ['4a5b0', { pesoBezerro: LETTERS }],
    ['380,255', { pesoBezerro: 'Informe no máximo 2 casas decimais' }],
  ])('%j: %j', (peso, errors) => {
    const row = dgFinalRowChange(cow, empty(), { pesoBezerro: peso }, lookup);
    expect(row.pesoBezerro).toBe(peso);
    expect(validateDgFinalRow(row, lookup)).toEqual(errors);
  });

  it('a weight typed with the condition wins over its effects; another condition clears it', () => {
    const start = dgFinalRowDefaults(cow, lookup);
    const both = dgFinalRowChange(
      cow,
      start,
      { condicaoDGFinal: final('Vazia'), pesoBezerro: '380' },
      lookup,
    );
    expect(both.pesoBezerro).toBe('380');
    const pregnant = dgFinalRowChange(cow, both, { condicaoDGFinal: final('Prenhe IATF') }, lookup);
    expect(pregnant.pesoBezerro).toBeNull();
  });

  it('the record gets the number read; a refused text throws', () => {
    expect(
      dgFinalRowRecord(dgFinalRowChange(cow, empty(), { pesoBezerro: '380,5' }, lookup)).pesoBezerro,
    ).toBe(380.5);
    expect(() => dgFinalRowRecord(dgFinalRowChange(cow, empty(), { pesoBezerro: '4a5b0' }, lookup))).toThrow(
      LETTERS,
    );
  });
});

describe("D0 Resync 'Peso Inicial'", () => {
  it('a stored weight shows with a decimal comma; letters are refused with the message, never saved', () => {
    const row = {
      ...d0ResyncRowDefaults({ peso_d0resync: 432.5 }),
      dispositivoIntravaginal: 'd',
      numero_Uso_Disp: 'u',
    };
    expect(row.peso).toBe('432,5');
    expect(validateD0ResyncRow(row)).toEqual({});
    expect(validateD0ResyncRow({ ...row, peso: '4a5b0' })).toEqual({ peso: LETTERS });
    expect(() => d0ResyncSavePatch({ ...row, peso: '4a5b0' }, now)).toThrow(LETTERS);
  });
});
