import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import * as messages from '../messages/resync.ts';
import { REQUIRED_FIELD, RESYNC_ALREADY_EXISTS } from '../messages/validation.ts';
import { CL_NAO_AVALIADO, TIPO_PRENHE_NORMAL } from '../rules/dg-fields.ts';
import type { ResyncFormValues } from '../rules/forms/resync-form.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import { stepFinalizePatch } from './finalize-step.ts';
import { receiptType } from './receipt.ts';
import { planResync } from './resync-create.ts';
import {
  d0ResyncFillRow,
  d0ResyncRowDefaults,
  d0ResyncSavePatch,
  isD0ResyncRowSaved,
  validateD0ResyncRow,
} from './resync-d0.ts';

const IATF = domainValueId('tipoManejo', 'IATF');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const lookup = createDomainLookup([
  ...DOMAIN_VALUE_SEED,
  { id: IATF, valor: 'IATF' },
  { id: IMPLANT, valor: 'Implante do Dispositivo' },
]);
const day = (n: number) => domainValueId('dias', `D${n}`);
const tipo = (valor: string) => domainValueId('tipoResync', valor);
const dg = (valor: string) => domainValueId('condicaoDG', valor);
const protocol: ProtocolDays = {
  managementProtocols: [
    { day: day(0), management: IMPLANT },
    { day: day(10), management: IATF },
  ],
};
const values: ResyncFormValues = {
  tipoResync: tipo('Precoce'),
  protocoloId: 'protocol-2',
  diaD0: day(22),
  progesteronaPosIATF: 'prog',
  usuarioId: 'vet',
  periodoManejo: 'manha',
};
const parent = { id: 'lote-a', iatfCount: 0, dataIatf: '2024-03-04', retiroId: 'retiro', parentBatch: null };
const cow = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  iatf: 0,
  observacaoD0: null,
  ...extra,
});

describe('planResync — spec §4 resync chain, §5 Resync', () => {
  const plan = (over: Partial<Parameters<typeof planResync>[0]> = {}) =>
    planResync({
      parent,
      originalName: 'Lote A',
      parentProtocol: protocol,
      values,
      batches: [parent],
      cows: [
        cow('alive'),
        cow('dead', { observacaoD0: 'Animal morreu' }),
        cow('discarded-at-iatf'),
        cow('gone', { isDeleted: true }),
      ],
      iatfs: [{ vacaId: 'discarded-at-iatf', observacao: 'Matriz Descarte' }],
      lookup,
      ...over,
    });

  it("'Only one resync per batch'", () => {
    expect(plan({ batches: [parent, { id: 'a2', parentBatch: 'lote-a' }] })).toEqual({
      kind: 'exists',
      message: RESYNC_ALREADY_EXISTS(),
    });
  });

  it('a deleted resync does not count', () => {
    expect(plan({ batches: [{ id: 'a2', parentBatch: 'lote-a', isDeleted: true }] }).kind).toBe('create');
  });

  it.each<[string, Partial<ResyncFormValues>, string]>([
    ['type missing', { tipoResync: null }, 'tipoResync'],
    ['protocol missing', { protocoloId: null }, 'protocoloId'],
    ['D0 day missing for Precoce', { diaD0: null }, 'diaD0'],
    ['progesterone missing', { progesteronaPosIATF: null }, 'progesteronaPosIATF'],
    ['user missing', { usuarioId: null }, 'usuarioId'],
    ['period missing', { periodoManejo: null }, 'periodoManejo'],
  ])('refuses the form: %s', (_, change, field) => {
    const result = plan({ values: { ...values, ...change } });
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid')
      expect(result.errors[field as keyof ResyncFormValues]).toBe(REQUIRED_FIELD());
  });

  it('Tradicional without a D0 day is valid and lands 30 days after the IATF', () => {
    const result = plan({ values: { ...values, tipoResync: tipo('Tradicional'), diaD0: null } });
    expect(result.kind === 'create' && result.batch).toMatchObject({
      dataIatf: '2024-04-13',
      isPrecoce: false,
    });
  });

  it("creates 'Lote A - IATF 2' carrying living cows only, iatf + 1, CL 'Não Avaliado'", () => {
    const result = plan();
    if (result.kind !== 'create') throw new Error(result.kind);
    expect(result.batch).toMatchObject({ nomeLote: 'Lote A - IATF 2', dataIatf: '2024-04-05', iatfCount: 1 });
    expect(result.copies).toEqual([
      {
        from: 'alive',
        patch: expect.objectContaining({
          iatf: 1,
          dzeroPai: 'alive',
          dzeroOriginal: 'alive',
          clD0: CL_NAO_AVALIADO,
          omit_from_dg_final: false,
          dataProcesso: null,
        }),
      },
    ]);
    expect(result.parentPatches).toEqual([]);
  });

  it('after the DG: an empty cow goes on and leaves the parent DG Final, a pregnant one with type is not carried', () => {
    const result = plan({
      cows: [
        cow('empty', { condicaoDG: dg('Vazia') }),
        cow('pregnant', { condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL }),
      ],
      iatfs: [],
    });
    if (result.kind !== 'create') throw new Error(result.kind);
    expect(result.parentPatches).toEqual([{ id: 'empty', omit_from_dg_final: true }]);
    expect(result.copies.map((c) => [c.from, c.patch.omit_from_dg_final])).toEqual([['empty', false]]);
  });
});

describe('D0 Resync rows — spec §2 D0 Resync, §5 D0 Resync', () => {
  it("CL defaults to 'Não Avaliado'; the row starts from the cow's record", () => {
    expect(d0ResyncRowDefaults({})).toEqual({
      dispositivoIntravaginal: null,
      numero_Uso_Disp: null,
      ecc: null,
      peso: '',
      clD0: CL_NAO_AVALIADO,
      observacaoD0: null,
    });
    expect(d0ResyncRowDefaults({ dispositivoIntravaginal: 'own', peso_d0resync: 432.5 })).toMatchObject({
      dispositivoIntravaginal: 'own',
      numero_Uso_Disp: null,
      peso: '432,5',
    });
  });

  it.each([
    {
      case: 'a blank row gets both',
      row: {},
      fill: { dispositivoIntravaginal: 'dev', numero_Uso_Disp: 'uso1' },
      expected: { dispositivoIntravaginal: 'dev', numero_Uso_Disp: 'uso1', peso: '' },
    },
    {
      case: 'a row with only its weight typed keeps it',
      row: { peso: '410' },
      fill: { dispositivoIntravaginal: 'dev', numero_Uso_Disp: 'uso1' },
      expected: { dispositivoIntravaginal: 'dev', numero_Uso_Disp: 'uso1', peso: '410' },
    },
    {
      case: 'a chosen device replaces the typed one',
      row: { dispositivoIntravaginal: 'own', numero_Uso_Disp: 'uso2' },
      fill: { dispositivoIntravaginal: 'dev', numero_Uso_Disp: null },
      expected: { dispositivoIntravaginal: 'dev', numero_Uso_Disp: 'uso2' },
    },
    {
      case: 'nothing chosen changes nothing',
      row: { dispositivoIntravaginal: 'own' },
      fill: { dispositivoIntravaginal: null, numero_Uso_Disp: null },
      expected: { dispositivoIntravaginal: 'own', numero_Uso_Disp: null },
    },
  ])("'Preencher Todas': $case", ({ row, fill, expected }) => {
    const values = { ...d0ResyncRowDefaults({}), ...row };
    expect(d0ResyncFillRow(values, fill)).toEqual({ ...values, ...expected });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['device and use given', { dispositivoIntravaginal: 'd', numero_Uso_Disp: 'u' }, {}],
    ['device missing', { numero_Uso_Disp: 'u' }, { dispositivoIntravaginal: REQUIRED_FIELD() }],
    ['use missing', { dispositivoIntravaginal: 'd' }, { numero_Uso_Disp: REQUIRED_FIELD() }],
    [
      'weight not a number',
      { dispositivoIntravaginal: 'd', numero_Uso_Disp: 'u', peso: 'abc' },
      { peso: 'Informe somente números, com vírgula nos decimais (ex.: 432,5)' },
    ],
    [
      // Letters inside digits are refused, never cut to the leading '4'.
      'letters among the digits',
      { dispositivoIntravaginal: 'd', numero_Uso_Disp: 'u', peso: '4a5b0' },
      { peso: 'Informe somente números, com vírgula nos decimais (ex.: 432,5)' },
    ],
    [
      'weight out of range',
      { dispositivoIntravaginal: 'd', numero_Uso_Disp: 'u', peso: '2500' },
      { peso: 'Informe um número de 1 a 2000 kg' },
    ],
  ])('%s', (_, change, errors) => {
    const row = { ...d0ResyncRowDefaults({}), ...change };
    const found = validateD0ResyncRow(row);
    expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v))).toEqual(errors);
  });

  it.each<[string, number | null]>([
    ['432', 432],
    ['432,5', 432.5],
    ['432.5', 432.5],
    ['', null],
  ])('initial weight %j saves %s', (peso, weight) => {
    const row = { ...d0ResyncRowDefaults({}), dispositivoIntravaginal: 'd', numero_Uso_Disp: 'u', peso };
    expect(d0ResyncSavePatch(row, new Date()).peso_d0resync).toBe(weight);
  });

  it('a refused weight is never saved as something else', () => {
    const row = {
      ...d0ResyncRowDefaults({}),
      dispositivoIntravaginal: 'd',
      numero_Uso_Disp: 'u',
      peso: '4x',
    };
    expect(() => d0ResyncSavePatch(row, new Date())).toThrow();
  });

  it('a save stamps dataProcesso, which marks the row saved', () => {
    const now = new Date('2024-04-05T12:00:00Z');
    const patch = d0ResyncSavePatch(
      { ...d0ResyncRowDefaults({}), dispositivoIntravaginal: 'd', numero_Uso_Disp: 'u', peso: '400,5' },
      now,
    );
    expect(patch).toMatchObject({
      peso_d0resync: 400.5,
      clD0: CL_NAO_AVALIADO,
      dataProcesso: now.toISOString(),
    });
    expect(isD0ResyncRowSaved({})).toBe(false);
    expect(isD0ResyncRowSaved(patch)).toBe(true);
  });
});

describe('resync messages — spec §4, §5, §8 verbatim', () => {
  it.each<[string, string]>([
    [
      messages.RESYNC_CONFIRMATION(),
      'Antes de prosseguir, confirme as informações inseridas, os dados informados não poderão ser alterados após a finalização.',
    ],
    [
      messages.RESYNC_ALREADY_EXISTS(),
      'Já existe uma ressinc cadastrada para este lote, retorne à tela de listagem de lotes e verifique os próximos manejos.',
    ],
    [messages.BACK_TO_PREVIOUS_RESYNC(), 'Voltar para Ressinc anterior'],
    [messages.BACK_TO_RESYNC_FAILED_TITLE(), 'Algo deu errado!'],
    [messages.BACK_TO_RESYNC_FAILED(), 'Tente novamente mais tarde.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("D0 Resync finalize — spec §4: 'sets dias to D0 for batches not past DG Final that are resync, precoce and with empty dias'", () => {
  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['precoce resync before its D0', { isResync: true, isPrecoce: true, dias: null }, day(0)],
    ['Tradicional resync', { isResync: true, isPrecoce: false, dias: null }, undefined],
    [
      'precoce resync already past D0: left as it is',
      { isResync: true, isPrecoce: true, dias: day(8) },
      undefined,
    ],
    ['past DG Final', { isResync: true, isPrecoce: true, dias: null, pastDGFinal: true }, undefined],
  ])('%s', (_, batch, dias) => {
    const patch = stepFinalizePatch('D0Resync', { dias: null, ...batch }, protocol, [], lookup);
    expect(patch.dias ?? undefined).toBe(dias);
  });

  it("the receipt is 'D0 Ressinc'", () => {
    expect(receiptType('D0Resync')).toBe('D0 Ressinc');
  });
});
