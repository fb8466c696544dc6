import { describe, expect, it } from 'vitest';
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
