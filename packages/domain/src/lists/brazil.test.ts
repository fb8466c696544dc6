import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_STATES,
  isMunicipalityOf,
  isStateSigla,
  municipalitiesOf,
  OTHER_MUNICIPALITY,
  stateName,
} from './brazil.ts';

describe('Brazilian states and municipalities (IBGE)', () => {
  it('has the 27 federative units with unique siglas', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES.map((state) => state.sigla)).size).toBe(27);
  });

  it('has the 5,570 municipalities', () => {
    const total = BRAZILIAN_STATES.reduce((sum, state) => sum + municipalitiesOf(state.sigla).length, 0);
    expect(total).toBe(5570);
  });

  it.each([
    ['SP', 645],
    ['MG', 853],
    ['RS', 497],
    ['MT', 141],
    ['MS', 79],
    ['GO', 246],
    ['RR', 15],
    ['DF', 1],
  ])('%s has %i municipalities', (sigla, count) => {
    expect(municipalitiesOf(sigla)).toHaveLength(count);
  });

  it.each([
    ['DF', 'Brasília', true],
    ['DF', 'Taguatinga', false],
    ['MT', 'Cuiabá', true],
    ['MS', 'Campo Grande', true],
    ['RN', 'Campo Grande', true],
    ['RS', "Sant'Ana do Livramento", true],
    ['SP', "Sant'Ana do Livramento", false],
    ['GO', 'Goiânia', true],
    ['PA', 'Mojuí dos Campos', true],
    ['SC', 'Balneário Rincão', true],
    ['CE', 'Itapajé', true],
    ['CE', 'Itapagé', false],
    ['SP', 'Mogi Mirim', true],
    ['SP', 'são paulo', false],
  ])('%s / %s → %s', (sigla, municipio, expected) => {
    expect(isMunicipalityOf(sigla, municipio)).toBe(expected);
  });

  it('has no duplicate within a state and lists each state sorted', () => {
    const collator = new Intl.Collator('pt-BR');
    for (const { sigla } of BRAZILIAN_STATES) {
      const names = municipalitiesOf(sigla);
      expect(new Set(names).size).toBe(names.length);
      expect([...names].sort(collator.compare)).toEqual(names);
    }
  });

  it.each([
    ['mt', 'Mato Grosso'],
    ['DF', 'Distrito Federal'],
    ['XX', undefined],
  ])('stateName(%s) → %s', (sigla, nome) => {
    expect(stateName(sigla)).toBe(nome);
  });

  it.each([
    ['SP', true],
    ['sp', false],
    ['XX', false],
  ])('isStateSigla(%s) → %s', (value, expected) => {
    expect(isStateSigla(value)).toBe(expected);
  });

  it('answers an empty list for an unknown state and keeps Outro out of the lists', () => {
    expect(municipalitiesOf('XX')).toEqual([]);
    expect(BRAZILIAN_STATES.some((state) => municipalitiesOf(state.sigla).includes(OTHER_MUNICIPALITY))).toBe(
      false,
    );
  });
});
