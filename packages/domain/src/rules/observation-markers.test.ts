import { describe, expect, it } from 'vitest';
import { SPREADSHEET_OBSERVATIONS } from '../lists/observations.ts';
import {
  DG_OBSERVATIONS,
  DN_OBSERVATIONS,
  IATF_OBSERVATIONS,
  isAbsenceObservation,
  isBlankObservation,
  isDefaultObservation,
  OBS_ANIMAL_DIED,
  OBS_DID_NOT_ATTEND,
  OBS_DISCARDED,
  OBS_NOT_APPLICABLE,
  OBS_NOT_INSEMINATED,
  OBS_WITH_DEVICE,
  observationIs,
  observationOrDefault,
} from './observation-markers.ts';

describe('markers (spec §9), verbatim', () => {
  it.each([
    [OBS_ANIMAL_DIED, 'Animal morreu'],
    [OBS_DISCARDED, 'Matriz Descarte'],
    [OBS_NOT_APPLICABLE, '[N/A]'],
    [OBS_DID_NOT_ATTEND, 'Animal não compareceu ao manejo'],
    [SPREADSHEET_OBSERVATIONS.DID_NOT_ATTEND, 'Animal não compareceu'],
    [OBS_NOT_INSEMINATED, 'Matriz não inseminada'],
    [OBS_WITH_DEVICE, 'Matriz com dispositivo'],
  ])('%s', (constant, text) => {
    expect(constant).toBe(text);
  });

  it('lists the IATF, DG and DN choices of spec §9', () => {
    expect(IATF_OBSERVATIONS).toEqual([
      'Matriz com dispositivo',
      'Animal não compareceu ao manejo',
      'Matriz não inseminada',
      'Matriz Descarte',
    ]);
    expect(DG_OBSERVATIONS).toEqual(['Animal não compareceu ao manejo', 'Animal morreu', 'Matriz Descarte']);
    expect(DN_OBSERVATIONS).toEqual(['Animal morreu', 'Animal não compareceu ao manejo', '[N/A]']);
  });
});

describe('observationIs', () => {
  it.each<[string | null | undefined, string, boolean]>([
    ['Animal morreu', OBS_ANIMAL_DIED, true],
    ['  animal MORREU ', OBS_ANIMAL_DIED, true],
    ['[IATF] Animal morreu', OBS_ANIMAL_DIED, true],
    ['Animal nao compareceu ao manejo', OBS_DID_NOT_ATTEND, true],
    ['[N/A]', OBS_NOT_APPLICABLE, true],
    ['Animal morreu ontem', OBS_ANIMAL_DIED, false],
    ['Matriz Descarte', OBS_ANIMAL_DIED, false],
    [null, OBS_ANIMAL_DIED, false],
    [undefined, OBS_NOT_APPLICABLE, false],
  ])('%j is %s → %s', (observation, marker, expected) => {
    expect(observationIs(observation, marker)).toBe(expected);
  });
});

describe('isDefaultObservation / isBlankObservation / observationOrDefault', () => {
  it.each<[string | null | undefined, boolean, boolean, string]>([
    [null, true, true, '[N/A]'],
    [undefined, true, true, '[N/A]'],
    ['', true, true, '[N/A]'],
    ['   ', true, true, '[N/A]'],
    ['[N/A]', true, false, '[N/A]'],
    ['Animal morreu', false, false, 'Animal morreu'],
    ['Manca da pata traseira', false, false, 'Manca da pata traseira'],
  ])('%j → default %s, blank %s, stored %j', (observation, isDefault, isBlank, stored) => {
    expect(isDefaultObservation(observation)).toBe(isDefault);
    expect(isBlankObservation(observation)).toBe(isBlank);
    expect(observationOrDefault(observation)).toBe(stored);
  });
});

describe('isAbsenceObservation', () => {
  it.each<[string | null, boolean]>([
    ['Animal não compareceu ao manejo', true],
    ['Animal não compareceu', true],
    ['Animal morreu', false],
    [null, false],
  ])('%j → %s', (observation, expected) => {
    expect(isAbsenceObservation(observation)).toBe(expected);
  });
});
