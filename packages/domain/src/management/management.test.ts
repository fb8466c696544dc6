import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup as lookup } from '../lists/lookup.ts';
import {
  OBS_ANIMAL_DIED,
  OBS_CREATED_AFTER_D0,
  OBS_DID_NOT_ATTEND,
  OBS_DISCARDED,
  OBS_NOT_APPLICABLE,
  OBS_NOT_INSEMINATED,
  OBS_WITH_DEVICE,
} from '../lists/observations.ts';
import { GNRH_NAO } from '../rules/cow-steps.ts';
import { parseBatchIds } from './batch-ids.ts';
import { cowLookupOutcome, type FarmCow, movableMatch, typedCowCode } from './cow-lookup.ts';
import { d0SavePlan, newCowDefaults, validateD0Form } from './d0-step.ts';
import { dnDay, stepFinalizeBlock, stepFinalizePatch } from './finalize-step.ts';
import { doseInMl, protocolHeader } from './protocol-header.ts';
import { dnSavePlan, iatfRowDefaults, iatfSavePlan, isDnRowSaved, validateIatfRow } from './row-steps.ts';

const A = '0190b3c4-0000-7000-8000-000000000001';
const B = '0190b3c4-0000-7000-8000-000000000002';
const day = (n: number) => domainValueId('dias', `D${n}`);
const manejo = (valor: string) => domainValueId('tipoManejo', valor);
const hormone = (valor: string) => domainValueId('hormonio', valor);
const device = domainValueId('dispositivo', 'Sincrogest');

// D0 (implant + benzoate 2,0 mL), D8 (removal + eCG 1,5 mL), D10 (IATF): the classic three handlings.
const PROTOCOL = {
  managementProtocols: [
    {
      day: day(0),
      management: manejo('Implante do Dispositivo'),
      implant: null,
      hormoneType: hormone('Benzoato de Estradiol'),
      hormoneDosageValue: '2,0',
    },
    { day: day(8), management: manejo('Retirada do Dispositivo'), hormoneType: null },
    { day: day(8), management: manejo('eCG'), hormoneType: hormone('eCG'), hormoneDosageValue: '1,5 ml' },
    { day: day(10), management: manejo('IATF') },
  ],
};

const batch = (dias: string | null) => ({
  dias,
  isResync: false,
  isPrecoce: false,
  isFinalize: false,
  pastDG: false,
  pastDGFinal: false,
});

describe('parseBatchIds', () => {
  it.each([
    [A, [A]],
    [`${A};${B}`, [A, B]],
    [`${A};;${B};${A}`, [A, B]],
    [` ${A} `, [A]],
    ['abc;', []],
    [A.toUpperCase(), []],
    ['', []],
    [undefined, []],
  ])('%s → %j', (param, ids) => expect(parseBatchIds(param)).toEqual(ids));
});

describe('protocol header: each day with its products, doses in mL', () => {
  it.each([
    ['2,0', '2,0 mL'],
    ['1,5 ml', '1,5 mL'],
    ['', ''],
    [null, ''],
  ])('dose %s → %s', (value, shown) => expect(doseInMl(value)).toBe(shown));

  it('lists the days in order, the DN screen only its day', () => {
    const all = protocolHeader(PROTOCOL, lookup);
    expect(all.map((d) => d.label)).toEqual(['D0', 'D8', 'D10']);
    expect(all[0]?.lines[0]).toMatchObject({ dose: '2,0 mL' });
    expect(all[1]?.lines.map((l) => l.dose)).toEqual(['', '1,5 mL']);
    expect(protocolHeader(PROTOCOL, lookup, [day(8)]).map((d) => d.label)).toEqual(['D8']);
  });
});

describe('D0: a new cow and what her save writes', () => {
  const lote = {
    id: A,
    dias: null,
    dispositivo: device,
    numeroUsoDispositivo: 'u1',
    racaMatriz: 'r1',
    ordemMatriz: 'o1',
  };
  const base = { ...newCowDefaults(lote, 'user-1'), codLeitorBastao: '982000123' };
  const ctx = {
    mode: 'create' as const,
    management: 'D0' as const,
    otherCowCodes: ['1001'],
    batchHasDay: false,
    bullOfPartida: (id: string) => (id === 'p1' ? 't1' : null),
    now: '2026-11-23T12:00:00.000Z',
  };

  it('starts from the batch predominant values, the user as responsável and GnRH Não', () => {
    expect(newCowDefaults(lote, 'user-1')).toMatchObject({
      responsavelId: 'user-1',
      dispositivoIntravaginal: device,
      numero_Uso_Disp: 'u1',
      racaMatriz: 'r1',
      ordemMatriz: 'o1',
      gnhr: GNRH_NAO,
    });
  });

  it.each([
    ['ID2 alone suffices', {}, {}],
    ['neither ID', { codLeitorBastao: null }, { codVaca: 'Um desses campos precisa ser preenchido' }],
    [
      'duplicate in the batch',
      { codVaca: '1001' },
      { codVaca: 'Já existe uma matriz com esse nome cadastrada nesse lote.' },
    ],
    ['breed required', { racaMatriz: null }, { racaMatriz: 'Este campo é obrigatório' }],
  ])('%s', (_name, change, errors) => {
    expect(validateD0Form({ ...base, ...change }, ctx)).toMatchObject(errors);
  });

  it.each([
    [
      'ID1 takes the reader value, weight integer, observation [N/A]',
      { peso_EM: '350' },
      {
        codVaca: '982000123',
        peso_EM: 350,
        observacaoD0: OBS_NOT_APPLICABLE,
        iatf: 0,
        dataProcesso: ctx.now,
      },
    ],
    ['no weight gives null', { peso_EM: '' }, { peso_EM: null }],
  ])('%s', (_name, change, d0) => {
    const plan = d0SavePlan({ ...base, ...change }, ctx);
    expect(plan.d0).toMatchObject(d0);
    expect(plan.iatf).toBeNull();
  });

  it('a weight the form refuses is never written as something else (4a5b0 is not 4 kg)', () => {
    expect(validateD0Form({ ...base, peso_EM: '4a5b0' }, ctx)).toMatchObject({
      peso_EM: 'Informe somente números inteiros, sem letras (ex.: 450)',
    });
    expect(() => d0SavePlan({ ...base, peso_EM: '4a5b0' }, ctx)).toThrow();
  });

  it('an edit after D0 restarts the cow and notes it', () => {
    const plan = d0SavePlan(base, { ...ctx, mode: 'edit', batchHasDay: true });
    expect(plan.d0).toMatchObject({
      iatf: 0,
      omit_from_dg_final: false,
      observacaoD0: 'Matriz editada após o D0',
    });
  });

  it('a cow created once the batch has a day gets an IATF entry "Matriz criada após o D0"', () => {
    expect(d0SavePlan(base, { ...ctx, batchHasDay: true }).iatf?.observacao).toBe(OBS_CREATED_AFTER_D0);
  });

  it.each([
    [OBS_NOT_APPLICABLE, 'p1', 't1', 'ins'],
    [OBS_ANIMAL_DIED, null, null, null],
    [OBS_DISCARDED, null, null, null],
    [OBS_DID_NOT_ATTEND, null, null, null],
  ])('D0/IATF with observation %s writes semen %s, bull %s, inseminator %s', (obs, partida, touro, ins) => {
    const values = { ...base, partidaId: 'p1', inseminadorId: 'ins', observacaoIatf: obs };
    const plan = d0SavePlan(values, { ...ctx, management: 'D0IATF' });
    expect(plan.iatf).toMatchObject({ partidaId: partida, touroId: touro, usuarioId: ins, gnhr: GNRH_NAO });
  });

  it('D0/IATF needs semen and inseminator unless the cow is not inseminated', () => {
    const d0iatf = { ...ctx, management: 'D0IATF' as const };
    expect(validateD0Form(base, d0iatf)).toMatchObject({
      partidaId: 'Este campo é obrigatório',
      inseminadorId: 'Este campo é obrigatório',
    });
    expect(validateD0Form({ ...base, observacaoIatf: OBS_ANIMAL_DIED }, d0iatf)).toEqual({});
  });
});

describe('DN rows', () => {
  it.each([
    [null, false],
    [{ observacao: '' }, false],
    [{ observacao: OBS_NOT_APPLICABLE }, true],
  ])('record %j saved: %s', (dn, saved) => expect(isDnRowSaved(dn)).toBe(saved));

  it.each([
    [null, { observacao: OBS_NOT_APPLICABLE }, { observacaoDN: OBS_NOT_APPLICABLE }],
    [
      OBS_ANIMAL_DIED,
      { observacao: OBS_ANIMAL_DIED },
      { observacaoDN: OBS_ANIMAL_DIED, observacaoDG: OBS_NOT_APPLICABLE },
    ],
  ])('observation %s writes %j and %j', (observacao, dn, d0) => {
    expect(dnSavePlan({ observacao })).toEqual({ dn, d0 });
  });

  it('is the day after the last one done', () => {
    expect(dnDay(batch(day(0)), PROTOCOL, lookup)?.label).toBe('D8');
  });
});

describe('IATF rows', () => {
  const cow = { id: A, codVaca: '1001' };
  it.each([
    ['a living cow: [N/A], GnRH Não', cow, { observacao: OBS_NOT_APPLICABLE, gnhr: GNRH_NAO }],
    [
      'a dead cow: Matriz não inseminada',
      { ...cow, observacaoDN: OBS_ANIMAL_DIED },
      { observacao: OBS_NOT_INSEMINATED },
    ],
  ])('defaults of %s', (_name, c, values) => expect(iatfRowDefaults(c, null)).toMatchObject(values));

  it('a saved record is the row', () => {
    expect(iatfRowDefaults(cow, { observacao: 'x', partidaId: 'p' })).toMatchObject({
      observacao: 'x',
      partidaId: 'p',
    });
  });

  const filled = {
    partidaId: 'p1',
    usuarioId: 'u',
    ecc: null,
    gnhr: GNRH_NAO,
    cioRetirada: null,
    temperamento: null,
  };
  it.each([
    [OBS_NOT_APPLICABLE, 'p1', 'u', {}],
    [OBS_WITH_DEVICE, 'p1', 'u', {}],
    [OBS_NOT_INSEMINATED, null, null, {}],
    [OBS_DISCARDED, null, null, { observacaoDG: OBS_NOT_APPLICABLE }],
    [OBS_ANIMAL_DIED, null, null, { observacaoDG: OBS_NOT_APPLICABLE }],
  ])('observation %s keeps semen %s and inseminator %s, cow patch %j', (observacao, partida, ins, d0) => {
    const plan = iatfSavePlan({ ...filled, observacao }, () => 't1');
    expect(plan.iatf).toMatchObject({ partidaId: partida, usuarioId: ins, touroId: partida ? 't1' : null });
    expect(plan.d0).toEqual(d0);
  });

  it('needs semen and inseminator for an inseminated cow', () => {
    const empty = { ...filled, partidaId: null, usuarioId: null, observacao: OBS_NOT_APPLICABLE };
    expect(Object.keys(validateIatfRow(cow, empty)).sort()).toEqual(['partidaId', 'usuarioId']);
    expect(validateIatfRow(cow, { ...empty, observacao: OBS_DID_NOT_ATTEND })).toEqual({});
  });
});

describe('finalize of the four steps', () => {
  it.each([
    [0, 0, 'no-cows'],
    [3, 1, 'unsaved-cows'],
    [3, 0, null],
  ])('%i cows, %i unsaved → %s', (cows, unsaved, kind) => {
    expect(stepFinalizeBlock(cows, unsaved)?.kind ?? null).toBe(kind);
  });

  const cows = [{ observacaoD0: OBS_NOT_APPLICABLE }];
  it.each([
    ['D0', null, { dias: day(0), lastDoneDay: day(0), nextDay: day(8), processoAtual: 'D0' }],
    ['D0IATF', null, { dias: day(10), lastDoneDay: day(10), nextDay: null, processoAtual: 'IATF' }],
    ['DN', day(0), { dias: day(8), lastDoneDay: day(8), nextDay: day(10), processoAtual: 'D8' }],
    ['IATF', day(8), { dias: day(10), nextDay: null, processoAtual: 'IATF', pastDG: false }],
  ] as const)('%s from dias %s writes %j', (kind, dias, patch) => {
    expect(stepFinalizePatch(kind, batch(dias), PROTOCOL, cows, lookup)).toMatchObject(patch);
  });
});

describe('farm-wide repeated-cow check', () => {
  const other = (overrides: Partial<FarmCow>): FarmCow => ({
    codVaca: '1001',
    codLeitorBastao: null,
    pregnant: false,
    batchName: 'Lote B',
    protocolName: 'P3',
    management: 'D0',
    ...overrides,
  });
  it.each([
    ['nobody', [], 'not-found', 'Matriz não encontrada.'],
    ['another code', [other({ codVaca: '1002' })], 'not-found', 'Matriz não encontrada.'],
    [
      'one cow elsewhere',
      [other({})],
      'found',
      'A matriz 1001 não faz parte deste Lote. Este animal se encontra no Lote B com o Protocolo P3 e no manejo D0.',
    ],
    ['matched by ID2', [other({ codVaca: 'x', codLeitorBastao: '1001' })], 'found', /Lote B/],
    [
      'two cows',
      [other({}), other({})],
      'found',
      'A matriz 1001 não faz parte deste Lote. Há mais de um animal registrado com esse ID.',
    ],
    ['a pregnant one', [other({}), other({ pregnant: true })], 'found', 'Matriz prenhe em DG anterior.'],
    [
      'two pregnant',
      [other({ pregnant: true }), other({ pregnant: true })],
      'found',
      'Existe mais de uma matriz que atende o critério de busca diagnosticadas como prenhe em DG anterior.',
    ],
  ])('%s', (_name, farm, kind, message) => {
    const outcome = cowLookupOutcome('1001', farm as FarmCow[]);
    expect(outcome.kind).toBe(kind);
    expect(outcome.message).toMatch(message);
  });

  it.each<[string, string | null, FarmCow[], boolean]>([
    ['the one cow named, not pregnant, may move here', '1001', [other({})], true],
    ['matched by ID2 too', '1001', [other({ codVaca: 'x', codLeitorBastao: '1001' })], true],
    ['two cows with that ID: which one is unknown', '1001', [other({}), other({})], false],
    ['a pregnant cow stays where she is', '1001', [other({ pregnant: true })], false],
    ['no cow with that ID', '1001', [other({ codVaca: '9' })], false],
    ['no ID typed', null, [other({})], false],
  ])('movableMatch: %s', (_name, code, farm, movable) => {
    expect(movableMatch(code, farm) !== undefined).toBe(movable);
  });

  it.each<[string, { codVaca?: string | null; codLeitorBastao?: string | null }, string | null]>([
    ['the ID', { codVaca: ' 1001 ', codLeitorBastao: '982000123456789' }, '1001'],
    [
      'the wand reading when the ID is blank',
      { codVaca: '  ', codLeitorBastao: '982000123456789' },
      '982000123456789',
    ],
    ['nothing typed', { codVaca: null }, null],
  ])('typedCowCode: %s', (_name, values, code) => {
    expect(typedCowCode(values)).toBe(code);
  });
});
