import { describe, expect, it } from 'vitest';
import {
  D0_IATF_OBSERVATIONS,
  DG_FINAL_OBSERVATIONS,
  DG_OBSERVATIONS,
  DN_OBSERVATIONS,
  IATF_OBSERVATIONS,
  OBS_ANIMAL_DIED,
  OBS_DISCARDED,
  OBS_NOT_APPLICABLE,
  REMOVED_FROM_HERD_OBSERVATIONS,
  SPREADSHEET_OBSERVATIONS,
} from './observations.ts';

describe('observation lists (spec §9)', () => {
  it.each<[string, readonly string[], string[]]>([
    [
      'IATF',
      IATF_OBSERVATIONS,
      [
        'Matriz com dispositivo',
        'Animal não compareceu ao manejo',
        'Matriz não inseminada',
        'Matriz Descarte',
      ],
    ],
    [
      'D0/IATF',
      D0_IATF_OBSERVATIONS,
      [
        'Matriz com dispositivo',
        'Animal não compareceu ao manejo',
        'Matriz não inseminada',
        'Matriz Descarte',
        'Animal morreu',
      ],
    ],
    ['DG', DG_OBSERVATIONS, ['Animal não compareceu ao manejo', 'Animal morreu', 'Matriz Descarte']],
    ['DG Final', DG_FINAL_OBSERVATIONS, ['Animal morreu', 'Animal não compareceu ao manejo']],
    ['DN', DN_OBSERVATIONS, ['Animal morreu', 'Animal não compareceu ao manejo', '[N/A]']],
  ])('%s', (_, list, expected) => {
    expect(list).toEqual(expected);
  });

  it.each([
    [OBS_ANIMAL_DIED, 'Animal morreu'],
    [OBS_DISCARDED, 'Matriz Descarte'],
    [OBS_NOT_APPLICABLE, '[N/A]'],
  ])('marker %s is verbatim', (marker, text) => {
    expect(marker).toBe(text);
  });

  it('removes dead and discarded cows from the herd', () => {
    expect(REMOVED_FROM_HERD_OBSERVATIONS).toEqual(['Animal morreu', 'Matriz Descarte']);
  });

  it('names the spreadsheet strings verbatim', () => {
    expect(Object.values(SPREADSHEET_OBSERVATIONS)).toEqual([
      'Animal não compareceu',
      'Animal morreu',
      'Perdeu o dispositivo',
      'Matriz não diagnosticada',
    ]);
  });
});
