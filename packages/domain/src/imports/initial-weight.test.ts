import { describe, expect, it } from 'vitest';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import { emptyImportRow, type ImportRow, importRowSteps } from '../rules/forms/import-rows.ts';
import { type ImportContext, planImport } from './import-plan.ts';

// The import reads 'Peso Inicial (kg)' (d0.peso_d0resync, typed on D0 Resync and DG/D0) back,
// by the number rule of those screens.

const row = (pesoInicial: string | null): ImportRow => ({
  ...emptyImportRow(2),
  codVaca: 'R1',
  racaMatriz: 'Nelore',
  ordemMatriz: 'Multíparas',
  dispositivo: 'CIDR',
  usoDispositivo: '1º uso',
  responsavel: 'Ana Souza',
  pesoInicial,
});

const context: ImportContext = {
  batch: { id: 'lote-1', dias: null, isFinalize: false, pastDG: false, processoAtual: '' },
  protocol: { managementProtocols: [] },
  lookup: createDomainLookup(DOMAIN_VALUE_SEED),
  values: DOMAIN_VALUE_SEED,
  partidas: [],
  people: [{ id: 'ana', nomeCompleto: 'Ana Souza' }],
  cows: [],
  iatfs: [],
  now: new Date('2026-03-01T12:00:00Z'),
  newId: () => 'nova',
};

describe("the import's 'Peso Inicial (kg)'", () => {
  it.each([
    ['410,5', 410.5],
    ['410.5', 410.5],
    ['398', 398],
    ['432,25', 432.25],
    [null, null],
  ])('%j → peso_d0resync %j', (typed, weight) => {
    const result = planImport([row(typed)], context);
    expect(result).toMatchObject({ plan: { newCows: [{ codVaca: 'R1', peso_d0resync: weight }] } });
  });

  it.each([
    ['leve', 'Informe somente números, com vírgula nos decimais (ex.: 432,5)'],
    ['410,555', 'Informe no máximo 2 casas decimais'],
    ['2500', 'Informe um número de 1 a 2000 kg'],
  ])('%j is refused with its line', (typed, why) => {
    expect(planImport([row(typed)], context)).toEqual({
      errors: [`O campo Peso Inicial (kg) na linha 2 do arquivo tem "${typed}". ${why}`],
    });
  });

  it("like 'Peso (kg)', makes the row a D0 row", () => {
    const steps = importRowSteps({ ...emptyImportRow(2), codVaca: 'R1', pesoInicial: '400', semen: 'P-1' });
    expect(steps.d0).toBe(true);
  });
});
