import { describe, expect, it } from 'vitest';
import { seedLookup } from '../../lists/lookup.ts';
import { INDUCAO, ORDEM } from '../../lists/value-ids.ts';
import type { BatchFormValues } from '../batch-form.ts';
import { validateBatchForm } from './batch-form-required.ts';

const REQUIRED = 'Este campo é obrigatório';

const VALID: BatchFormValues = {
  nomeLote: 'Lote 1',
  dataPartosInicio: null,
  dataPartosFim: null,
  dataIatf: '2024-02-20',
  usuarioId: 'u1',
  protocoloId: 'p1',
  periodoManejo: 'pm',
  progesteronaPosIATF: 'pp',
  vacinaReprodutivaLote: 'v',
  dispositivo: 'd',
  numeroUsoDispositivo: 'n',
  racaMatriz: 'r',
  ordemMatriz: ORDEM.MULTIPARAS,
  idadeMatriz: null,
  racaBezerro: null,
  sexoBezerro: null,
  inducaoPuberdade: null,
  metodoInducaoPuberdade: null,
  suplementacao: null,
  momentoSuplementacaoNovilhas: null,
  momentoSuplementacaoVacas: null,
};

const context = { lookup: seedLookup, otherNames: ['Lote 2'] };

describe('validateBatchForm (spec §5 Batch)', () => {
  it.each([
    ['a complete batch', VALID, {}],
    [
      'every required field',
      { ...VALID, nomeLote: '', usuarioId: null, protocoloId: null, dataIatf: null, ordemMatriz: null },
      {
        nomeLote: REQUIRED,
        usuarioId: REQUIRED,
        protocoloId: REQUIRED,
        dataIatf: REQUIRED,
        ordemMatriz: REQUIRED,
      },
    ],
    [
      'the rest of the required fields',
      {
        ...VALID,
        periodoManejo: null,
        progesteronaPosIATF: null,
        vacinaReprodutivaLote: null,
        dispositivo: null,
        numeroUsoDispositivo: null,
        racaMatriz: null,
      },
      {
        periodoManejo: REQUIRED,
        progesteronaPosIATF: REQUIRED,
        vacinaReprodutivaLote: REQUIRED,
        dispositivo: REQUIRED,
        numeroUsoDispositivo: REQUIRED,
        racaMatriz: REQUIRED,
      },
    ],
    [
      'inducaoPuberdade for heifers',
      { ...VALID, ordemMatriz: ORDEM.NOVILHAS },
      { inducaoPuberdade: REQUIRED },
    ],
    [
      'inducaoPuberdade for early heifers',
      { ...VALID, ordemMatriz: ORDEM.NOVILHAS_PRECOCES },
      { inducaoPuberdade: REQUIRED },
    ],
    [
      "method when induction is 'yes'",
      { ...VALID, ordemMatriz: ORDEM.NOVILHAS, inducaoPuberdade: INDUCAO.SIM },
      { metodoInducaoPuberdade: REQUIRED },
    ],
    [
      "no method when induction is 'Não'",
      { ...VALID, ordemMatriz: ORDEM.NOVILHAS, inducaoPuberdade: INDUCAO.NAO },
      {},
    ],
    [
      'invalid dates',
      { ...VALID, dataPartosInicio: '2023-02-29', dataIatf: '20/02/2024' },
      { dataPartosInicio: 'Data inválida', dataIatf: 'Data inválida' },
    ],
    [
      'partos end before start',
      { ...VALID, dataPartosInicio: '2023-10-01', dataPartosFim: '2023-09-01' },
      { dataPartosFim: 'A data final não pode ser anterior à data inicial' },
    ],
    [
      'a name taken in the retiro',
      { ...VALID, nomeLote: 'lote 2' },
      { nomeLote: 'Já existe um lote com esse nome!' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateBatchForm(values, context)).toEqual(expected);
  });

  it('accepts the unchanged name on edit', () => {
    expect(
      validateBatchForm({ ...VALID, nomeLote: 'Lote 2' }, { ...context, originalName: 'Lote 2' }),
    ).toEqual({});
  });
});
