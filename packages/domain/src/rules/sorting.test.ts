import { describe, expect, it } from 'vitest';
import {
  compareAge,
  compareBullBreed,
  compareCl,
  compareDays,
  compareDevicesBrandFirst,
  compareDgCondition,
  compareDgConditionShort,
  compareEcc,
  compareMatrixOrder,
  compareTemperament,
  compareVaccines,
  dayNumber,
  rankedOrder,
  sameText,
  sortByText,
  textKey,
} from './sorting.ts';

const sorted = (texts: string[], compare: (a: string, b: string) => number) => [...texts].sort(compare);

describe('textKey / sameText', () => {
  it.each([
    ['Primíparas ', 'primiparas'],
    ['NÃO  Avaliado', 'nao avaliado'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (text, key) => {
    expect(textKey(text)).toBe(key);
  });

  it('compares ignoring case and accents', () => {
    expect(sameText('Não', 'nao')).toBe(true);
    expect(sameText('Sim', 'Não')).toBe(false);
  });
});

describe('days by D-number (spec §9: unknown 100)', () => {
  it.each([
    ['D0', 0],
    ['D9', 9],
    ['d10', 10],
    ['D 7', 7],
    ['Dx', 100],
    ['IATF', 100],
    [null, 100],
  ])('dayNumber(%j) = %i', (day, n) => {
    expect(dayNumber(day)).toBe(n);
  });

  it('sorts numerically, unknown days last', () => {
    expect(sorted(['D10', 'Dx', 'D2', 'D0', 'D9'], compareDays)).toEqual(['D0', 'D2', 'D9', 'D10', 'Dx']);
  });
});

describe('ECC numeric', () => {
  it.each([
    [
      ['3.5', '10', '1', '2,75', '2.5'],
      ['1', '2.5', '2,75', '3.5', '10'],
    ],
    [
      ['x', '5.00', '1.25'],
      ['1.25', '5.00', 'x'],
    ],
  ])('%j → %j', (input, expected) => {
    expect(sorted(input, compareEcc)).toEqual(expected);
  });
});

describe('age by leading number', () => {
  it('orders by the first number, texts without one last', () => {
    expect(sorted(['36 meses', 'Sem informação', '12 a 24 meses', '24 a 36 meses'], compareAge)).toEqual([
      '12 a 24 meses',
      '24 a 36 meses',
      '36 meses',
      'Sem informação',
    ]);
  });

  it('breaks ties alphabetically', () => {
    expect(sorted(['12 meses b', '12 meses a'], compareAge)).toEqual(['12 meses a', '12 meses b']);
  });
});

describe('ranked orders of §9', () => {
  it.each([
    [
      'CL Sim then Não then others',
      compareCl,
      ['Não Avaliado', 'Não', 'Sim'],
      ['Sim', 'Não', 'Não Avaliado'],
    ],
    [
      'DG condition order',
      compareDgCondition,
      ['Descarte Vazia', 'Vazia', 'Descarte Prenhe', 'Prenhe Touro', 'Prenhe'],
      ['Prenhe', 'Prenhe Touro', 'Vazia', 'Descarte Prenhe', 'Descarte Vazia'],
    ],
    [
      'DG condition order, second list',
      compareDgConditionShort,
      ['Descarte Vazia', 'Vazia', 'Descarte Prenhe', 'Prenhe'],
      ['Prenhe', 'Vazia', 'Descarte Prenhe', 'Descarte Vazia'],
    ],
    [
      'temperament andando, marchando, correndo',
      compareTemperament,
      ['Correndo', 'Andando', 'Marchando'],
      ['Andando', 'Marchando', 'Correndo'],
    ],
    [
      'order of matrix',
      compareMatrixOrder,
      [
        'Solteiras',
        'Multíparas',
        'Secundíparas',
        'Secundíparas precoces',
        'Primíparas',
        'Primíparas precoces',
        'Novilhas',
        'Novilhas precoces',
      ],
      [
        'Novilhas precoces',
        'Novilhas',
        'Primíparas precoces',
        'Primíparas',
        'Secundíparas precoces',
        'Secundíparas',
        'Multíparas',
        'Solteiras',
      ],
    ],
    [
      'priority bull breeds first, then alphabetical',
      compareBullBreed,
      ['Senepol', 'Hereford', 'Gir', 'Nelore', 'Aberdeen Angus', 'Brangus', 'Braford'],
      ['Aberdeen Angus', 'Nelore', 'Braford', 'Brangus', 'Hereford', 'Gir', 'Senepol'],
    ],
  ])('%s', (_name, compare, input, expected) => {
    expect(sorted(input, compare)).toEqual(expected);
  });

  it('puts unknown texts after the known ones, alphabetically', () => {
    expect(sorted(['Zebu', 'Novilhas', 'Avulsas'], compareMatrixOrder)).toEqual([
      'Novilhas',
      'Avulsas',
      'Zebu',
    ]);
  });

  it('builds an order from any list', () => {
    expect(sorted(['c', 'b', 'a'], rankedOrder(['b']))).toEqual(['b', 'a', 'c']);
  });
});

describe('brand and vaccine orders', () => {
  it('devices with the given brand first', () => {
    expect(sorted(['Sincrogest', 'DIB', 'CIDR 1,38 g', 'CIDR'], compareDevicesBrandFirst('CIDR'))).toEqual([
      'CIDR',
      'CIDR 1,38 g',
      'DIB',
      'Sincrogest',
    ]);
  });

  it('an empty brand changes nothing but the alphabet', () => {
    expect(sorted(['b', 'a'], compareDevicesBrandFirst(''))).toEqual(['a', 'b']);
  });

  it("vaccines: 'Não', the named item, the brand prefix, the rest", () => {
    const compare = compareVaccines('Outra', 'CattleMaster');
    expect(
      sorted(['Bovishield', 'CattleMaster 4', 'Outra', 'Não', 'CattleMaster Gold', 'Aftosa'], compare),
    ).toEqual(['Não', 'Outra', 'CattleMaster 4', 'CattleMaster Gold', 'Aftosa', 'Bovishield']);
  });
});

describe('sortByText', () => {
  it('sorts items by their text and leaves the input alone', () => {
    const items = [{ valor: 'D9' }, { valor: 'D0' }];
    expect(sortByText(items, (item) => item.valor, compareDays)).toEqual([{ valor: 'D0' }, { valor: 'D9' }]);
    expect(items[0]?.valor).toBe('D9');
  });
});
