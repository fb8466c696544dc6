import { describe, expect, it } from 'vitest';
import { DOMAIN_TYPES, type DomainTypeKey, domainTypeId, domainValueId } from './domain-ids.ts';
import { DOMAIN_VALUE_SEED } from './domain-values.ts';
import {
  CIO,
  CL,
  CURRENT_SEASON_ID,
  DG,
  DG_FINAL,
  DISPOSITIVO,
  diaId,
  eccId,
  GNRH,
  HORMONIO,
  INDUCAO,
  INDUCAO_SIM_ID,
  MANEJO,
  ORDEM,
  PERIODO_MANEJO,
  PROGESTERONA_POS_IATF,
  SEXO_BEZERRO,
  TEMPERAMENTO,
  TIPO_PRENHE,
  TIPO_RESYNC,
  USO_DISPOSITIVO,
} from './value-ids.ts';

const seedById = new Map(DOMAIN_VALUE_SEED.map((row) => [row.id, row]));

const GROUPS: [string, DomainTypeKey, Readonly<Record<string, string>>][] = [
  ['DG', 'condicaoDG', DG],
  ['DG_FINAL', 'condicaoDGFinal', DG_FINAL],
  ['CL', 'cl', CL],
  ['TIPO_PRENHE', 'tipoPrenhe', TIPO_PRENHE],
  ['TEMPERAMENTO', 'temperamento', TEMPERAMENTO],
  ['GNRH', 'gnrh', GNRH],
  ['CIO', 'cio', CIO],
  ['ORDEM', 'ordemMatriz', ORDEM],
  ['SEXO_BEZERRO', 'sexoBezerro', SEXO_BEZERRO],
  ['TIPO_RESYNC', 'tipoResync', TIPO_RESYNC],
  ['MANEJO', 'tipoManejo', MANEJO],
  ['HORMONIO', 'hormonio', HORMONIO],
  ['DISPOSITIVO', 'dispositivo', DISPOSITIVO],
  ['USO_DISPOSITIVO', 'numeroUsoDispositivo', USO_DISPOSITIVO],
  ['PERIODO_MANEJO', 'periodoManejo', PERIODO_MANEJO],
  ['PROGESTERONA_POS_IATF', 'progesteronaPosIatf', PROGESTERONA_POS_IATF],
  ['INDUCAO', 'inducaoPuberdade', INDUCAO],
];

describe('id constants', () => {
  it.each(GROUPS)('every %s id is a seeded value of %s', (_, type, ids) => {
    for (const id of Object.values(ids)) {
      expect(seedById.get(id)?.tipoDominioId).toBe(domainTypeId(type));
    }
  });

  it.each<[string, string, DomainTypeKey, string]>([
    ['DG.PRENHE', DG.PRENHE, 'condicaoDG', 'Prenhe'],
    ['DG.DESCARTE_VAZIA', DG.DESCARTE_VAZIA, 'condicaoDG', 'Descarte Vazia'],
    ['DG_FINAL.PRENHE_IATF', DG_FINAL.PRENHE_IATF, 'condicaoDGFinal', 'Prenhe IATF'],
    [
      'DG_FINAL.DESCARTE_PRENHE_TOURO',
      DG_FINAL.DESCARTE_PRENHE_TOURO,
      'condicaoDGFinal',
      'Descarte Prenhe Touro',
    ],
    ['CL.NAO_AVALIADO', CL.NAO_AVALIADO, 'cl', 'Não Avaliado'],
    ['TIPO_PRENHE.NORMAL', TIPO_PRENHE.NORMAL, 'tipoPrenhe', 'Normal'],
    ['GNRH.NAO', GNRH.NAO, 'gnrh', 'Não'],
    ['ORDEM.NOVILHAS', ORDEM.NOVILHAS, 'ordemMatriz', 'Novilhas'],
    ['ORDEM.SOLTEIRAS', ORDEM.SOLTEIRAS, 'ordemMatriz', 'Solteiras'],
    ['TIPO_RESYNC.TRADICIONAL', TIPO_RESYNC.TRADICIONAL, 'tipoResync', 'Tradicional'],
    ['MANEJO.IATF', MANEJO.IATF, 'tipoManejo', 'IATF'],
    ['MANEJO.RETIRADA_DISPOSITIVO', MANEJO.RETIRADA_DISPOSITIVO, 'tipoManejo', 'Retirada do Dispositivo'],
    ['MANEJO.REMOCAO_BEZERROS', MANEJO.REMOCAO_BEZERROS, 'tipoManejo', 'Remoção de Bezerros'],
    ['HORMONIO.LUTEOLISE', HORMONIO.LUTEOLISE, 'hormonio', 'Luteólise'],
    [
      'HORMONIO.PROGESTERONA_INJETAVEL',
      HORMONIO.PROGESTERONA_INJETAVEL,
      'hormonio',
      'Progesterona Injetável',
    ],
    ['INDUCAO_SIM_ID', INDUCAO_SIM_ID, 'inducaoPuberdade', 'Sim'],
    ['CURRENT_SEASON_ID', CURRENT_SEASON_ID, 'estacaoMonta', '2026/2027'],
  ])('%s is domainValueId of the spec text', (_, id, type, valor) => {
    expect(id).toBe(domainValueId(type, valor));
    expect(seedById.get(id)?.valor).toBe(valor);
  });

  it('keeps the DG and DG Final ids of the same text apart (different types)', () => {
    expect(DG.VAZIA).not.toBe(DG_FINAL.VAZIA);
    expect(GNRH.SIM).not.toBe(CIO.SIM);
  });

  it('covers every domain type key it names', () => {
    for (const [, type] of GROUPS) expect(DOMAIN_TYPES[type]).toBeDefined();
  });
});

describe('diaId', () => {
  it.each([
    [0, 'D0'],
    [8, 'D8'],
    [30, 'D30'],
  ])('day %i is the seeded %s', (day, valor) => {
    const id = diaId(day);
    expect(id).toBe(domainValueId('dias', valor));
    expect(id && seedById.get(id)?.valor).toBe(valor);
  });

  it.each([-1, 31, 2.5, Number.NaN])('day %s is not seeded', (day) => {
    expect(diaId(day)).toBeUndefined();
  });
});

describe('eccId', () => {
  it.each([
    [1, '1.00'],
    [2.75, '2.75'],
    [5, '5.00'],
  ])('score %s is the seeded %s', (score, valor) => {
    const id = eccId(score);
    expect(id && seedById.get(id)?.valor).toBe(valor);
  });

  it.each([0.75, 2.6, 5.25])('score %s is off the scale', (score) => {
    expect(eccId(score)).toBeUndefined();
  });
});
