import { describe, expect, it } from 'vitest';
import { compactKey, headerKey, roundOfTitle, splitRoundMark } from './header-key.ts';

describe('headerKey: accents, case, punctuation and spacing ignored', () => {
  it.each<[string | number | null, string]>([
    ['E.C.C. IA', 'e c c ia'],
    ['  Raça   IA ', 'raca ia'],
    ['Nº Vaca', 'n vaca'],
    ['DIAGNÓSTICO', 'diagnostico'],
    ['Previsão de Parto', 'previsao de parto'],
    ['Data-IA', 'data ia'],
    ['Vaca 2ª IATF', 'vaca 2 iatf'],
    ['Preñada', 'prenada'],
    ['Peso (kg)', 'peso kg'],
    [null, ''],
    [101, '101'],
  ])('%j → %j', (text, key) => {
    expect(headerKey(text)).toBe(key);
  });

  it.each([
    ['E.C.C. IA', 'ECC IA'],
    ['ECC-IA', 'eccia'],
    ['Data  IA', 'data ia'],
  ])('%j and %j compare equal once compacted', (a, b) => {
    expect(compactKey(headerKey(a))).toBe(compactKey(headerKey(b)));
  });
});

describe('splitRoundMark: the round a heading names, and the heading without it', () => {
  it.each<[string, string[], number | null]>([
    ['vaca 2 iatf', ['vaca iatf', 'vaca'], 2],
    ['data 2 ia', ['data ia', 'data'], 2],
    ['data ia 3', ['data ia', 'data'], 3],
    ['data ia 2 iatf', ['data ia iatf', 'data ia', 'data iatf', 'data'], 2],
    ['iatf 2 touro', ['iatf touro', 'touro'], 2],
    ['touro 2o', ['touro'], 2],
    ['diagnostico 3ra iatf', ['diagnostico iatf', 'diagnostico'], 3],
    ['diagnostico segunda iatf', ['diagnostico iatf', 'diagnostico'], 2],
    ['vaca', ['vaca'], null],
    // Beyond the rounds a season has: part of the heading, not a round.
    ['lote 7', ['lote 7'], null],
    ['lote 15', ['lote 15'], null],
  ])('%j → %j, round %j', (key, bases, round) => {
    expect(splitRoundMark(key)).toEqual({ bases, round });
  });
});

describe('roundOfTitle: a merged title over a block', () => {
  it.each<[string | null, number | null]>([
    ['1ª IATF', 1],
    ['2ª IATF', 2],
    ['IATF 3', 3],
    ['Segunda IATF', 2],
    ['3ra IATF', 3],
    ['Resultado 2ª IA', 2],
    ['1ª IATF - 01/11/2023', 1],
    ['CONTROLE DE IATF 2023/2024', null],
    ['Ressinc', null],
    ['IATF', null],
    [null, null],
  ])('%j → %j', (title, round) => {
    expect(roundOfTitle(title)).toBe(round);
  });
});
