import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup } from '../lists/lookup.ts';
import { DISPOSITIVO, INDUCAO, MANEJO, ORDEM } from '../lists/value-ids.ts';
import {
  type BatchFormValues,
  batchDisabledFields,
  batchFieldVisibility,
  deviceFromProtocol,
  isBatchNameTaken,
  isHeiferOrder,
  isInductionMethodDisabled,
  isInductionYes,
  normalizeBatchValues,
  onInductionChange,
  onOrderChange,
  onProtocolChange,
  type ProtocolChoice,
  protocolChoices,
  protocolIatfDay,
} from './batch-form.ts';

const dia = (n: number) => domainValueId('dias', `D${n}`);

const EMPTY: BatchFormValues = {
  nomeLote: null,
  dataPartosInicio: null,
  dataPartosFim: null,
  dataIatf: null,
  usuarioId: null,
  protocoloId: null,
  periodoManejo: null,
  progesteronaPosIATF: null,
  vacinaReprodutivaLote: null,
  dispositivo: null,
  numeroUsoDispositivo: null,
  racaMatriz: null,
  ordemMatriz: null,
  idadeMatriz: null,
  racaBezerro: null,
  sexoBezerro: null,
  inducaoPuberdade: null,
  metodoInducaoPuberdade: null,
  suplementacao: null,
  momentoSuplementacaoNovilhas: null,
  momentoSuplementacaoVacas: null,
};

const PROTOCOL: ProtocolChoice = {
  id: 'p1',
  name: 'J-Synch',
  usuarioId: null,
  managementProtocols: [
    { day: dia(8), management: MANEJO.RETIRADA_DISPOSITIVO, implant: null },
    { day: dia(10), management: MANEJO.IATF },
    { day: dia(0), management: MANEJO.IMPLANTE, implant: DISPOSITIVO.CIDR },
  ],
};

describe('heifer mode and visibility (spec §4 batch form)', () => {
  it.each([
    ['Novilhas', true],
    ['Novilhas precoces', true],
    ['Primíparas', false],
    [null, false],
  ])('isHeiferOrder(%j) = %s', (ordem, heifers) => {
    expect(isHeiferOrder(ordem)).toBe(heifers);
  });

  it.each([
    [
      ORDEM.NOVILHAS,
      {
        calfFields: false,
        pubertyInduction: true,
        momentoSuplementacaoNovilhas: true,
        momentoSuplementacaoVacas: false,
      },
    ],
    [
      ORDEM.NOVILHAS_PRECOCES,
      {
        calfFields: false,
        pubertyInduction: true,
        momentoSuplementacaoNovilhas: true,
        momentoSuplementacaoVacas: false,
      },
    ],
    [
      ORDEM.SOLTEIRAS,
      {
        calfFields: false,
        pubertyInduction: false,
        momentoSuplementacaoNovilhas: false,
        momentoSuplementacaoVacas: true,
      },
    ],
    [
      ORDEM.MULTIPARAS,
      {
        calfFields: true,
        pubertyInduction: false,
        momentoSuplementacaoNovilhas: false,
        momentoSuplementacaoVacas: true,
      },
    ],
    [
      null,
      {
        calfFields: true,
        pubertyInduction: false,
        momentoSuplementacaoNovilhas: false,
        momentoSuplementacaoVacas: true,
      },
    ],
  ])('%j', (ordem, expected) => {
    expect(batchFieldVisibility(ordem, seedLookup)).toEqual(expected);
  });
});

describe('onOrderChange clears supplementation, calf and induction fields', () => {
  const filled: BatchFormValues = {
    ...EMPTY,
    nomeLote: 'Lote 1',
    ordemMatriz: ORDEM.MULTIPARAS,
    racaBezerro: 'rb',
    sexoBezerro: 'sb',
    inducaoPuberdade: 'ip',
    metodoInducaoPuberdade: 'mi',
    suplementacao: 's',
    momentoSuplementacaoNovilhas: 'mn',
    momentoSuplementacaoVacas: 'mv',
  };

  it('on a new order', () => {
    expect(onOrderChange(filled, ORDEM.NOVILHAS)).toEqual({
      ...EMPTY,
      nomeLote: 'Lote 1',
      ordemMatriz: ORDEM.NOVILHAS,
    });
  });

  it('not when the same order is chosen again', () => {
    expect(onOrderChange(filled, ORDEM.MULTIPARAS)).toBe(filled);
  });
});

describe("induction 'Não' disables and clears the method", () => {
  const values = { ...EMPTY, inducaoPuberdade: INDUCAO.SIM, metodoInducaoPuberdade: 'metodo' };

  it.each([
    [INDUCAO.NAO, null, true],
    [INDUCAO.SIM, 'metodo', false],
    [null, 'metodo', false],
  ])('%j', (inducao, method, disabled) => {
    expect(onInductionChange(values, inducao, seedLookup)).toEqual({
      ...values,
      inducaoPuberdade: inducao,
      metodoInducaoPuberdade: method,
    });
    expect(isInductionMethodDisabled(inducao, seedLookup)).toBe(disabled);
  });

  it.each([
    [INDUCAO.SIM, true],
    [INDUCAO.NAO, false],
    [null, false],
  ])('isInductionYes(%j) = %s', (inducao, yes) => {
    expect(isInductionYes(inducao, seedLookup)).toBe(yes);
  });

  it('recognises a renamed yes option by its fixed id', () => {
    expect(isInductionYes(INDUCAO.SIM, { valorOf: () => 'Sim, com hormônio' })).toBe(true);
  });
});

describe('protocol choice', () => {
  it('takes the device of the first step (in day order) having an implant', () => {
    expect(deviceFromProtocol(PROTOCOL, seedLookup)).toBe(DISPOSITIVO.CIDR);
  });

  it.each([
    [PROTOCOL, 10],
    [{ ...PROTOCOL, managementProtocols: PROTOCOL.managementProtocols.slice(0, 1) }, 8],
    [{ ...PROTOCOL, managementProtocols: [{ day: 'unknown', management: null }] }, null],
  ])('IATF day %#', (protocol, day) => {
    expect(protocolIatfDay(protocol, seedLookup)).toBe(day);
  });

  it('sets protocol and device and recalculates the IATF day and date', () => {
    const result = onProtocolChange(
      { ...EMPTY, dataIatf: '2024-02-20', dispositivo: 'old' },
      PROTOCOL,
      seedLookup,
    );
    expect(result).toEqual({
      values: { ...EMPTY, dataIatf: '2024-02-20', protocoloId: 'p1', dispositivo: DISPOSITIVO.CIDR },
      iatfDay: 10,
      iatfDate: '2024-03-01',
    });
  });

  it('keeps the device when the protocol has no implant, and has no date without D0', () => {
    const protocol = { ...PROTOCOL, managementProtocols: [{ day: dia(9), management: MANEJO.IATF }] };
    const result = onProtocolChange({ ...EMPTY, dispositivo: 'old' }, protocol, seedLookup);
    expect(result.values.dispositivo).toBe('old');
    expect(result.iatfDay).toBe(9);
    expect(result.iatfDate).toBeNull();
  });

  it('clears the protocol', () => {
    expect(onProtocolChange({ ...EMPTY, protocoloId: 'p1' }, null, seedLookup)).toEqual({
      values: EMPTY,
      iatfDay: null,
      iatfDate: null,
    });
  });

  it('offers default protocols and the current user’s own', () => {
    const protocols = [
      { ...PROTOCOL, id: 'default', usuarioId: null },
      { ...PROTOCOL, id: 'mine', usuarioId: 'u1' },
      { ...PROTOCOL, id: 'other', usuarioId: 'u2' },
      { ...PROTOCOL, id: 'deleted', usuarioId: null, isDeleted: true },
    ];
    expect(protocolChoices(protocols, 'u1').map((p) => p.id)).toEqual(['default', 'mine']);
  });
});

describe('disabled fields', () => {
  it.each([
    [
      { mode: 'create', parentBatch: null, iatfCount: 0, pastD0: false },
      { dataIatf: false, protocoloId: false },
    ],
    [
      { mode: 'edit', parentBatch: null, iatfCount: 1, pastD0: false },
      { dataIatf: false, protocoloId: false },
    ],
    [
      { mode: 'edit', parentBatch: 'b0', iatfCount: 1, pastD0: false },
      { dataIatf: true, protocoloId: false },
    ],
    [
      { mode: 'edit', parentBatch: null, iatfCount: 2, pastD0: false },
      { dataIatf: true, protocoloId: true },
    ],
    [
      { mode: 'edit', parentBatch: null, iatfCount: null, pastD0: true },
      { dataIatf: false, protocoloId: true },
    ],
    [
      { mode: 'view', parentBatch: null, iatfCount: 0, pastD0: false },
      { dataIatf: true, protocoloId: true },
    ],
  ] as const)('%j → %j', (state, expected) => {
    expect(batchDisabledFields(state)).toEqual(expected);
  });
});

describe('batch name unique within the retiro', () => {
  it.each([
    ['Lote 1', { otherNames: ['Lote 1'] }, true],
    [' lote 1 ', { otherNames: ['Lote 1'] }, true],
    ['Lote 2', { otherNames: ['Lote 1'] }, false],
    // On edit, keeping the name is fine even if another batch has it.
    ['Lote 1', { otherNames: ['Lote 1'], originalName: 'Lote 1' }, false],
    ['Lote 1', { otherNames: ['Lote 1'], originalName: 'Lote 0' }, true],
    [null, { otherNames: ['Lote 1'] }, false],
    ['  ', { otherNames: ['  '] }, false],
  ])('%j %j → %s', (name, context, taken) => {
    expect(isBatchNameTaken(name, context)).toBe(taken);
  });
});

describe('normalizeBatchValues', () => {
  it.each([
    [{ dataPartosInicio: '2023-09-01', dataPartosFim: null }, '2023-09-01', '2023-09-01'],
    [{ dataPartosInicio: '', dataPartosFim: '2023-10-01' }, '2023-10-01', '2023-10-01'],
    [{ dataPartosInicio: '2023-09-01', dataPartosFim: '2023-10-01' }, '2023-09-01', '2023-10-01'],
    [{ dataPartosInicio: ' ', dataPartosFim: '' }, null, null],
  ])('%j', (dates, start, end) => {
    const result = normalizeBatchValues({ ...EMPTY, ...dates, nomeLote: '  ' });
    expect(result.dataPartosInicio).toBe(start);
    expect(result.dataPartosFim).toBe(end);
    expect(result.nomeLote).toBeNull();
  });
});
