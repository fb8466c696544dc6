import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
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

describe('spokenEcc in Spanish (recogniser es-419)', () => {
  it.each([
    ['tres y medio', 3.5],
    ['tres y media', 3.5],
    ['Tres y medio', 3.5],
    ['dos coma cinco', 2.5],
    ['dos coma setenta y cinco', 2.75],
    ['dos coma veinticinco', 2.25],
    ['dos coma veinte y cinco', 2.25],
    ['tres punto cinco', 3.5],
    ['2,75', 2.75],
    ['2.5', 2.5],
    ['3 y medio', 3.5],
    ['cuatro', 4],
    ['cinco', 5],
    ['uno', 1],
    ['un', 1],
    ['una y media', 1.5],
    ['uno y medio', 1.5],
    ['dos y cuarto', 2.25],
    ['tres y cuarto', 3.25],
    ['tres y un cuarto', 3.25],
    ['uno y cuarto', 1.25],
    ['uno y un cuarto', 1.25],
    ['3 y cuarto', 3.25],
    ['dos y tres cuartos', 2.75],
    ['tres y tres cuartos', 3.75],
    ['3 y 3 cuartos', 3.75],
    ['ECC tres', 3],
    ['dos', 2],
    // Nearest value of the scale.
    ['dos coma uno', 2],
    ['dos coma nueve', 3],
    ['dos coma dos', 2.25],
    // Nothing on the scale.
    ['seis', null],
    ['cero', null],
    ['medio', null],
    ['un cuarto', null],
    ['tres cuartos', null],
    ['diez', null],
    ['', null],
    ['hola', null],
    // Portuguese words are not Spanish numbers ('três' is 'tres' in both; 'meio' is no Spanish half).
    ['dois vírgula oito', null],
    ['três e meio', 3],
  ])('%j → %j', (spoken, expected) => {
    expect(inLocale('es', () => spokenEcc(spoken))).toBe(expected);
  });

  it.each([
    ['treinta y cinco', 35],
    ['veintiuno', 21],
    ['veintidós', 22],
    ['veintitrés', 23],
    ['veintiséis', 26],
    ['dieciséis', 16],
    ['once', 11],
    ['doce', 12],
    ['trece', 13],
    ['catorce', 14],
    ['quince', 15],
    ['diecisiete', 17],
    ['dieciocho', 18],
    ['diecinueve', 19],
    ['noventa y nueve', 99],
    ['ochenta', 80],
    ['cuarenta y dos', 42],
    ['cincuenta', 50],
    ['sesenta y siete', 67],
    ['dos coma cero', 2],
    ['dos coma setenta y cinco', 2.75],
    ['3', 3],
    ['nada', null],
  ])('spokenNumber(%j) = %j', (spoken, expected) => {
    expect(inLocale('es', () => spokenNumber(spoken))).toBe(expected);
  });

  it('reads the words of the locale at call time', () => {
    expect(spokenEcc('dos y medio')).toBeNull();
    expect(inLocale('es', () => spokenEcc('dos y medio'))).toBe(2.5);
    expect(spokenEcc('dois e meio')).toBe(2.5);
    expect(inLocale('es', () => spokenEcc('dois e meio'))).toBeNull();
  });
});
