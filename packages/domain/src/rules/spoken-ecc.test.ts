import { describe, expect, it } from 'vitest';
import { ECC_VALUES, spokenEcc, spokenNumber } from './spoken-ecc.ts';

describe('ECC scale', () => {
  it('has 17 values from 1 to 5 in steps of 0.25', () => {
    expect(ECC_VALUES).toHaveLength(17);
    expect(ECC_VALUES[0]).toBe(1);
    expect(ECC_VALUES[1]).toBe(1.25);
    expect(ECC_VALUES[16]).toBe(5);
  });
});

describe('spokenEcc (spec §5 voice input)', () => {
  it.each([
    ['três e meio', 3.5],
    ['tres e meio', 3.5],
    ['dois vírgula cinco', 2.5],
    ['dois vírgula setenta e cinco', 2.75],
    ['dois virgula vinte e cinco', 2.25],
    ['três ponto cinco', 3.5],
    ['2,75', 2.75],
    ['2.5', 2.5],
    ['2, 5', 2.5],
    ['3 e meio', 3.5],
    ['3,5 ', 3.5],
    ['quatro', 4],
    ['Quatro', 4],
    ['cinco', 5],
    ['um', 1],
    ['uma e meia', 1.5],
    ['dois e um quarto', 2.25],
    ['dois e três quartos', 2.75],
    ['ECC três', 3],
    // Nearest value of the scale.
    ['2,1', 2],
    ['2,9', 3],
    ['4,9', 5],
    ['dois vírgula dois', 2.25],
    // Nothing on the scale.
    ['seis', null],
    ['zero', null],
    ['meio', null],
    ['um quarto', null],
    ['três quartos', null],
    ['dez', null],
    ['', null],
    ['olá', null],
  ])('%j → %j', (spoken, expected) => {
    expect(spokenEcc(spoken)).toBe(expected);
  });

  it.each([
    ['vinte e cinco', 25],
    ['dois vírgula zero', 2],
    ['3', 3],
    ['nada', null],
  ])('spokenNumber(%j) = %j', (spoken, expected) => {
    expect(spokenNumber(spoken)).toBe(expected);
  });
});
