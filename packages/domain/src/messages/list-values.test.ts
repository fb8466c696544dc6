import { describe, expect, it } from 'vitest';
import es from '../i18n/catalogs/es/list-values.ts';
import { inLocale } from '../i18n/current-locale.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import * as observations from '../lists/observations.ts';
import { displayText, listValueLabel } from '../rules/display.ts';
import { textKey } from '../rules/sorting.ts';
import { domainValueLabel, domainValueLabels, domainValueOfLabel } from './list-values.ts';

const SEEDED = [...new Set(DOMAIN_VALUE_SEED.map((value) => value.valor))];
const OBSERVATIONS = [
  ...new Set(
    Object.values(observations).flatMap((value) =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value),
    ),
  ),
].filter((text): text is string => typeof text === 'string' && text !== observations.OBS_NOT_APPLICABLE);
const STORED = new Set([...SEEDED, ...OBSERVATIONS]);
const SPANISH = es.LIST_VALUE_LABELS as Readonly<Record<string, string>>;

/** Seeded values that read the same in Spanish: names, brands, acronyms, ages. */
const SAME_IN_SPANISH = [
  'Tradicional',
  'eCG',
  'GnRH',
  'IATF',
  'Nelore',
  'Aberdeen Angus',
  'Red Angus',
  'Brangus',
  'Braford',
  'Hereford',
  'Senepol',
  'Guzerá',
  'Brahman',
  'Caracu',
  'Bonsmara',
  'Girolando',
  'Macho',
  '12 a 14 meses',
  '15 a 18 meses',
  '19 a 24 meses',
  '25 a 30 meses',
  '31 a 36 meses',
  'CIDR',
  'Sincrogest',
  'PRIMER',
  'DIB',
  'Repro One',
  'Cronipres',
  'Dispositivo intravaginal de progesterona',
  'Implante auricular de norgestomet',
  'Primíparas precoces',
  'Primíparas',
  'Secundíparas precoces',
  'Secundíparas',
  'Multíparas',
  'CattleMaster 4+L5',
  'CattleMaster Gold FP 5 L5',
  'Leptoferm-5',
  'Bioabortogen H',
  'Dispositivo reutilizado',
  'Creep-feeding',
  'Tarde',
  'Limousin',
  'Wagyu',
  'Jersey',
  'Sindi',
  'ABS Pecplan',
  'Alta Genetics',
  'CRV Lagoa',
  'Genex',
  'Select Sires',
  'ST Genetics',
  'Semex',
  'Central Bela Vista',
  'Gemelar',
  'Normal',
];
/** Days, scores and seasons: numbers and codes. */
const CODE = /^(?:D\d+|\d\.\d\d|\d{4}\/\d{4})$/;

describe('domainValueLabel (a stored list value as the reader reads it)', () => {
  it('is the stored text itself in pt-BR, for every seeded value and observation', () => {
    for (const valor of STORED) expect(inLocale('pt-BR', () => domainValueLabel(valor))).toBe(valor);
  });

  it.each([
    ['Prenhe', 'Preñada'],
    ['Vazia', 'Vacía'],
    ['Não Avaliado', 'No evaluado'],
    ['Prenhe IATF', 'Preñada IATF'],
    ['Descarte Prenhe Touro', 'Descarte Preñada Toro'],
    ['Novilhas', 'Vaquillonas'],
    ['Sim', 'Sí'],
    ['Não', 'No'],
    ['1º uso', '1.er uso'],
    ['Retirada do Dispositivo', 'Retiro del dispositivo'],
    ['Animal morreu', 'Animal murió'],
    ['Nelore', 'Nelore'],
    ['D8', 'D8'],
    ['2.75', '2.75'],
  ])('es: %s → %s', (valor, label) => {
    expect(inLocale('es', () => domainValueLabel(valor))).toBe(label);
  });

  it('leaves a value an administrator typed as typed, and empty as empty', () => {
    expect(inLocale('es', () => domainValueLabel('Angus Preto da Fazenda'))).toBe('Angus Preto da Fazenda');
    expect(inLocale('es', () => domainValueLabel(undefined))).toBeUndefined();
    expect(inLocale('es', () => domainValueLabel(null))).toBeUndefined();
  });

  it('labels only stored texts, and every seeded text is labelled or reads the same in Spanish', () => {
    expect(Object.keys(SPANISH).filter((valor) => !STORED.has(valor))).toEqual([]);
    const unlabelled = SEEDED.filter((valor) => !Object.hasOwn(SPANISH, valor) && !CODE.test(valor));
    expect(unlabelled).toEqual(SAME_IN_SPANISH);
    expect(OBSERVATIONS.filter((text) => !Object.hasOwn(SPANISH, text))).toEqual([]);
  });

  it('gives each value its own Spanish label, never another stored text', () => {
    const byLabel = new Map<string, string>();
    for (const [valor, label] of Object.entries(SPANISH)) {
      expect(byLabel.get(textKey(label)), label).toBeUndefined();
      byLabel.set(textKey(label), valor);
      const other = [...STORED].find((stored) => stored !== valor && textKey(stored) === textKey(label));
      expect(other, label).toBeUndefined();
    }
  });

  it('is what the screens show for a list value or an observation (rules/display)', () => {
    expect(inLocale('es', () => listValueLabel('condicaoDG', 'Vazia'))).toBe('Vacía');
    expect(inLocale('es', () => listValueLabel('ecc', '2.75'))).toBe('2,75');
    expect(inLocale('es', () => displayText('Animal não compareceu ao manejo'))).toBe(
      'Animal no se presentó al manejo',
    );
    expect(inLocale('es', () => displayText('[D0] Animal morreu'))).toBe('Animal murió');
    expect(inLocale('pt-BR', () => displayText('[D0] Animal morreu'))).toBe('Animal morreu');
    expect(inLocale('es', () => displayText('Mancando da pata'))).toBe('Mancando da pata');
  });
});

describe('domainValueOfLabel (a label read back to the stored text)', () => {
  it.each([
    ['Preñada', 'Prenhe'],
    ['PREÑADA ', 'Prenhe'],
    ['prenada', 'Prenhe'],
    ['Vacía', 'Vazia'],
    ['No evaluado', 'Não Avaliado'],
    ['Descarte Preñada IATF', 'Descarte Prenhe IATF'],
    ['Vaquillonas', 'Novilhas'],
    ['Sí', 'Sim'],
    ['Prenhe', 'Prenhe'],
    ['Nelore', 'Nelore'],
    ['Angus Preto da Fazenda', 'Angus Preto da Fazenda'],
  ])('%j → %j, whatever the reader’s language', (label, valor) => {
    expect(inLocale('pt-BR', () => domainValueOfLabel(label))).toBe(valor);
    expect(inLocale('es', () => domainValueOfLabel(label))).toBe(valor);
  });

  it('reads every Spanish label back to its value (a label differing only in case is the value already)', () => {
    for (const [valor, label] of Object.entries(SPANISH))
      expect(textKey(domainValueOfLabel(label)), label).toBe(textKey(valor));
  });

  it('lists a value with its label in every language, the stored text first', () => {
    expect(domainValueLabels('Prenhe')).toEqual(['Prenhe', 'Preñada']);
    expect(domainValueLabels('Nelore')).toEqual(['Nelore']);
  });
});
