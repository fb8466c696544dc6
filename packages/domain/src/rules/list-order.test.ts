import { describe, expect, it } from 'vitest';
import type { DomainTypeKey } from '../lists/domain-ids.ts';
import { DOMAIN_VALUES } from '../lists/domain-values.ts';
import { DOMAIN_LIST_ORDER, sortDomainValues } from './list-order.ts';

const texts = (type: DomainTypeKey, shuffled: string[]) =>
  sortDomainValues(
    type,
    shuffled.map((valor) => ({ valor })),
  ).map((value) => value.valor);

// The orders a vet expects (spec §9 where it gives one, the natural one otherwise), fed in shuffled.
const CASES: [DomainTypeKey, string[], string[]][] = [
  [
    'numeroUsoDispositivo',
    ['4º uso', '2º uso', '1º uso', '3º uso'],
    ['1º uso', '2º uso', '3º uso', '4º uso'],
  ],
  ['numeroUsoDispositivo', ['10º uso', '2º uso', '1º uso'], ['1º uso', '2º uso', '10º uso']],
  ['periodoManejo', ['Tarde', 'Noite', 'Manhã'], ['Manhã', 'Tarde', 'Noite']],
  [
    'ordemMatriz',
    [
      'Multíparas',
      'Novilhas',
      'Solteiras',
      'Primíparas precoces',
      'Secundíparas',
      'Novilhas precoces',
      'Primíparas',
      'Secundíparas precoces',
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
    'idadeMatriz',
    ['37 meses ou mais', '15 a 18 meses', '12 a 14 meses', '25 a 30 meses', '19 a 24 meses', '31 a 36 meses'],
    ['12 a 14 meses', '15 a 18 meses', '19 a 24 meses', '25 a 30 meses', '31 a 36 meses', '37 meses ou mais'],
  ],
  [
    'racaTouro',
    ['Senepol', 'Hereford', 'Brangus', 'Nelore', 'Angus Vermelho', 'Braford', 'Aberdeen Angus'],
    ['Aberdeen Angus', 'Nelore', 'Braford', 'Brangus', 'Hereford', 'Angus Vermelho', 'Senepol'],
  ],
  [
    'racaMatriz',
    ['Nelore', 'Mestiça', 'Aberdeen Angus', 'Charolês', 'Cruzada'],
    ['Aberdeen Angus', 'Charolês', 'Cruzada', 'Mestiça', 'Nelore'],
  ],
  ['centrais', ['Semex', 'Outra', 'ABS Pecplan', 'Genex'], ['ABS Pecplan', 'Genex', 'Semex', 'Outra']],
  ['dias', ['D10', 'D0', 'D9', 'D2'], ['D0', 'D2', 'D9', 'D10']],
  ['ecc', ['3', '2,75', '1', '5', '2.5'], ['1', '2.5', '2,75', '3', '5']],
  ['cl', ['Não Avaliado', 'Não', 'Sim'], ['Sim', 'Não', 'Não Avaliado']],
  [
    'condicaoDG',
    ['Vazia', 'Descarte Vazia', 'Prenhe Touro', 'Descarte Prenhe', 'Prenhe'],
    ['Prenhe', 'Prenhe Touro', 'Vazia', 'Descarte Prenhe', 'Descarte Vazia'],
  ],
  ['temperamento', ['Correndo', 'Andando', 'Marchando'], ['Andando', 'Marchando', 'Correndo']],
  ['dispositivo', ['Sincrogest', 'DIB', 'CIDR', 'PRIMER'], ['CIDR', 'DIB', 'PRIMER', 'Sincrogest']],
  [
    'vacinaReprodutiva',
    ['Outra', 'Leptoferm-5', 'CattleMaster 4+L5', 'Não'],
    ['Não', 'CattleMaster 4+L5', 'Leptoferm-5', 'Outra'],
  ],
  ['suplementacao', ['Sal Mineral', 'Não', 'Creep-feeding'], ['Não', 'Creep-feeding', 'Sal Mineral']],
  ['inducaoPuberdade', ['Não', 'Sim'], ['Sim', 'Não']],
  ['tipoResync', ['Tradicional', 'Super Precoce', 'Precoce'], ['Super Precoce', 'Precoce', 'Tradicional']],
  ['estacaoMonta', ['2026/2027', '2021/2022', '2024/2025'], ['2021/2022', '2024/2025', '2026/2027']],
  ['sistemaProducao', ['Leite', 'Cria', 'Ciclo Completo'], ['Ciclo Completo', 'Cria', 'Leite']],
];

describe('sortDomainValues', () => {
  it.each(CASES)('%s: %j → %j', (type, shuffled, expected) => {
    expect(texts(type, shuffled)).toEqual(expected);
  });

  it.each(Object.keys(DOMAIN_LIST_ORDER) as DomainTypeKey[])(
    '%s: the seeded list sorts the same whatever order it arrives in',
    (type) => {
      const seed = DOMAIN_VALUES[type];
      const once = sortDomainValues(type, seed).map((value) => value.valor);
      const reversed = sortDomainValues(type, [...seed].reverse()).map((value) => value.valor);
      expect(reversed).toEqual(once);
      expect(once).toHaveLength(seed.length);
    },
  );
});
