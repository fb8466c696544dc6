// Lists describing the animals: order (parity), age, breeds, calves, bulls' semen centrals.
import { type DomainValueDef, valuesFrom } from './value-def.ts';

/**
 * Spec §9 order of matrix, in that order; the spec writes them in lower case, seeded capitalised for display
 * (rules compare valor case-insensitively or use the ids in value-ids.ts).
 */
export const ORDEM_VALOR = {
  NOVILHAS_PRECOCES: 'Novilhas precoces',
  NOVILHAS: 'Novilhas',
  PRIMIPARAS_PRECOCES: 'Primíparas precoces',
  PRIMIPARAS: 'Primíparas',
  SECUNDIPARAS_PRECOCES: 'Secundíparas precoces',
  SECUNDIPARAS: 'Secundíparas',
  MULTIPARAS: 'Multíparas',
  SOLTEIRAS: 'Solteiras',
} as const;

export const ORDEM_VALUES: DomainValueDef[] = [
  { valor: ORDEM_VALOR.NOVILHAS_PRECOCES, descricao: 'Novilhas em reprodução com 12 a 15 meses' },
  { valor: ORDEM_VALOR.NOVILHAS, descricao: 'Fêmeas que ainda não pariram' },
  {
    valor: ORDEM_VALOR.PRIMIPARAS_PRECOCES,
    descricao: 'Vacas de primeira cria que emprenharam como novilhas precoces',
  },
  { valor: ORDEM_VALOR.PRIMIPARAS, descricao: 'Vacas com uma cria' },
  {
    valor: ORDEM_VALOR.SECUNDIPARAS_PRECOCES,
    descricao: 'Vacas de segunda cria que emprenharam como novilhas precoces',
  },
  { valor: ORDEM_VALOR.SECUNDIPARAS, descricao: 'Vacas com duas crias' },
  { valor: ORDEM_VALOR.MULTIPARAS, descricao: 'Vacas com três crias ou mais' },
  { valor: ORDEM_VALOR.SOLTEIRAS, descricao: 'Vacas sem bezerro ao pé' },
];

/**
 * Age of heifers and first-calvers (d0.idade_Nov_Pri, lote.idadeMatriz), not listed by the spec. Every value starts
 * with its number of months because the spec sorts ages by their leading number.
 */
export const IDADE_MATRIZ_VALUES: DomainValueDef[] = [
  { valor: '12 a 14 meses' },
  { valor: '15 a 18 meses' },
  { valor: '19 a 24 meses' },
  { valor: '25 a 30 meses' },
  { valor: '31 a 36 meses' },
  { valor: '37 meses ou mais' },
];

/** Lote-level 'Misto' covers batches whose calves are of both sexes. */
export const SEXO_BEZERRO_VALOR = { MACHO: 'Macho', FEMEA: 'Fêmea', MISTO: 'Misto' } as const;

export const SEXO_BEZERRO_VALUES = valuesFrom(SEXO_BEZERRO_VALOR);

/** Spec §9 priority bull breeds, verbatim and in order. */
export const PRIORITY_BULL_BREEDS = ['Aberdeen Angus', 'Nelore', 'Braford', 'Brangus', 'Hereford'] as const;

const BEEF_AND_DUAL_BREEDS = [
  'Nelore',
  'Aberdeen Angus',
  'Red Angus',
  'Brangus',
  'Braford',
  'Hereford',
  'Senepol',
  'Tabapuã',
  'Guzerá',
  'Brahman',
  'Caracu',
  'Bonsmara',
  'Simental',
  'Charolês',
  'Gir',
  'Girolando',
  'Holandês',
] as const;

/** Cows of Brazilian cow-calf operations: zebu (mostly Nelore), their taurine crosses and dairy herds. */
export const RACA_MATRIZ_VALUES: DomainValueDef[] = [
  ...BEEF_AND_DUAL_BREEDS.map((valor) => ({ valor })),
  { valor: 'Cruzada', descricao: 'Cruzamento entre raças definidas (ex.: ½ Angus × Nelore)' },
  { valor: 'Mestiça', descricao: 'Sem raça definida' },
];

/** Semen bulls: the priority breeds first, then the other breeds the Brazilian centrals sell. */
export const RACA_TOURO_VALUES: DomainValueDef[] = [
  ...PRIORITY_BULL_BREEDS.map((valor) => ({ valor })),
  ...[
    'Red Angus',
    'Senepol',
    'Tabapuã',
    'Guzerá',
    'Brahman',
    'Bonsmara',
    'Caracu',
    'Simental',
    'Charolês',
    'Limousin',
    'Wagyu',
    'Gir Leiteiro',
    'Girolando',
    'Holandês',
    'Jersey',
    'Sindi',
  ].map((valor) => ({ valor })),
];

/**
 * Semen centrals operating in Brazil. 'Outra' lets a bull name an unlisted central in touro.centralValue
 * (spec §3: central is a domain value or free text).
 */
export const CENTRAL_OUTRA = 'Outra';

export const CENTRAIS_VALUES: DomainValueDef[] = [
  { valor: 'ABS Pecplan' },
  { valor: 'Alta Genetics' },
  { valor: 'CRV Lagoa' },
  { valor: 'Genex' },
  { valor: 'Select Sires' },
  { valor: 'ST Genetics' },
  { valor: 'Semex' },
  { valor: 'Central Bela Vista' },
  { valor: CENTRAL_OUTRA, descricao: 'Central não listada (informar o nome)' },
];
