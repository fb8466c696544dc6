import { describe, expect, it } from 'vitest';
import { inLocale } from './current-locale.ts';
import { listInWords } from './list-words.ts';

describe('a list read as a sentence', () => {
  it.each<['pt-BR' | 'es', string[], string]>([
    ['pt-BR', [], ''],
    ['pt-BR', ['3 matrizes'], '3 matrizes'],
    ['pt-BR', ['3 matrizes', '1 IATF'], '3 matrizes e 1 IATF'],
    ['pt-BR', ['lotes', 'D0', 'IATF'], 'lotes, D0 e IATF'],
    ['es', ['lotes', 'D0', 'DG'], 'lotes, D0 y DG'],
    ['es', ['vientres', 'inseminaciones'], 'vientres e inseminaciones'],
  ])('%s %j → %s', (locale, parts, expected) => {
    expect(inLocale(locale, () => listInWords(parts))).toBe(expected);
  });
});
