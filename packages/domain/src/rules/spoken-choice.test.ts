import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import { spokenEccOption, spokenOption, spokenSearchText } from './spoken-choice.ts';

describe('spokenSearchText (spec §2 search with voice)', () => {
  it.each([
    [['1234'], '1234'],
    [['12 34'], '1234'],
    [['1 2 3 4', 'um dois três quatro'], '1234'],
    [['  Mimosa '], 'Mimosa'],
    [['BR 45'], 'BR 45'],
    [[], ''],
  ])('%j → %s', (alternatives, text) => {
    expect(spokenSearchText(alternatives)).toBe(text);
  });
});

const ECC = ['1,00', '1,25', '1,50', '1,75', '2,00', '2,25', '2,50', '2,75', '3,00', '3,25', '3,50'].map(
  (label) => ({ id: `ecc-${label}`, label }),
);

describe('spokenEccOption (spec §5: spoken numbers → ECC)', () => {
  it.each([
    [['três e meio'], 'ecc-3,50'],
    [['dois vírgula setenta e cinco'], 'ecc-2,75'],
    [['2,5'], 'ecc-2,50'],
    // The first alternative that names a score wins.
    [['quatro vacas', 'trás', 'dois e meio'], 'ecc-2,50'],
    [['ontem'], null],
    // Said, but not among the options offered.
    [['cinco'], null],
  ])('%j → %s', (alternatives, id) => {
    expect(spokenEccOption(alternatives, ECC)).toBe(id);
  });

  it('reads labels written with a dot too', () => {
    expect(spokenEccOption(['três'], [{ id: 'x', label: '3.00' }])).toBe('x');
  });
});

const DIAGNOSIS = ['Prenhe', 'Prenhe Touro', 'Vazia', 'Descarte Prenhe', 'Descarte Vazia'].map((label) => ({
  id: label,
  label,
}));

describe('spokenOption (diagnosis by voice)', () => {
  it.each([
    [['prenhe'], 'Prenhe'],
    [['Prenha'], 'Prenhe'],
    [['prenhe touro'], 'Prenhe Touro'],
    [['vazia'], 'Vazia'],
    [['vazio'], 'Vazia'],
    [['descarte vazia'], 'Descarte Vazia'],
    [['é descarte prenhe'], 'Descarte Prenhe'],
    [['cheia', 'vazia'], 'Vazia'],
    [['descarte'], null],
    [['nada disso'], null],
  ])('%j → %s', (alternatives, id) => {
    expect(spokenOption(alternatives, DIAGNOSIS)).toBe(id);
  });
});

describe('spokenEccOption in Spanish (recogniser es-419)', () => {
  it.each([
    [['tres y medio'], 'ecc-3,50'],
    [['dos coma setenta y cinco'], 'ecc-2,75'],
    [['dos y cuarto'], 'ecc-2,25'],
    [['uno y tres cuartos'], 'ecc-1,75'],
    [['2,5'], 'ecc-2,50'],
    [['cuatro vacas', 'tras', 'dos y medio'], 'ecc-2,50'],
    [['ayer'], null],
    [['cinco'], null],
  ])('%j → %s', (alternatives, id) => {
    expect(inLocale('es', () => spokenEccOption(alternatives, ECC))).toBe(id);
  });
});

const DIAGNOSIS_ES = ['Preñada', 'Preñada Toro', 'Vacía', 'Descarte Preñada', 'Descarte Vacía'].map(
  (label) => ({ id: label, label }),
);

describe('spokenOption in Spanish (diagnosis by voice)', () => {
  it.each([
    [['preñada'], 'Preñada'],
    [['Preñada'], 'Preñada'],
    [['prenada'], 'Preñada'],
    [['preñado'], 'Preñada'],
    [['preñadas'], 'Preñada'],
    [['preñada toro'], 'Preñada Toro'],
    [['preñada de toro'], 'Preñada Toro'],
    [['vacía'], 'Vacía'],
    [['vacia'], 'Vacía'],
    [['vacío'], 'Vacía'],
    [['descarte vacía'], 'Descarte Vacía'],
    [['es descarte preñada'], 'Descarte Preñada'],
    [['llena', 'vacía'], 'Vacía'],
    [['descarte'], null],
    [['nada de eso'], null],
    // Portuguese aliases are not Spanish ones.
    [['prenhe'], null],
  ])('%j → %s', (alternatives, id) => {
    expect(inLocale('es', () => spokenOption(alternatives, DIAGNOSIS_ES))).toBe(id);
  });
});

const CL_ES = ['Sí', 'No', 'No evaluado'].map((label) => ({ id: label, label }));

describe('spokenOption in Spanish (yes / no / not evaluated)', () => {
  it.each([
    [['sí'], 'Sí'],
    [['si'], 'Sí'],
    [['no'], 'No'],
    [['no evaluado'], 'No evaluado'],
    [['No evaluada'], 'No evaluado'],
    [['tal vez'], null],
  ])('%j → %s', (alternatives, id) => {
    expect(inLocale('es', () => spokenOption(alternatives, CL_ES))).toBe(id);
  });

  it('reads the aliases of the locale at call time', () => {
    expect(spokenOption(['vazio'], DIAGNOSIS)).toBe('Vazia');
    expect(inLocale('es', () => spokenOption(['vazio'], DIAGNOSIS))).toBeNull();
    expect(spokenOption(['vacío'], DIAGNOSIS_ES)).toBeNull();
    expect(inLocale('es', () => spokenOption(['vacío'], DIAGNOSIS_ES))).toBe('Vacía');
  });
});
