// Lists of protocols and handling: days, handling types, products, devices, resync.
import { type DomainValueDef, valuesFrom, YES_NO } from './value-def.ts';

/**
 * Protocol days D0…D30. Only day numbers are Dias values: step labels such as IATF, DG, DG/D0 or DG Final are
 * derived by the rules (processoAtual), because every Dias value must map to a day number for date arithmetic.
 * D30 is the last day a resync D0 may fall on (spec §5: Tradicional from D26, others D11 to before D30).
 */
export const LAST_DAY = 30;

export function diaValor(day: number): string {
  return `D${day}`;
}

export const DIAS_VALUES: DomainValueDef[] = Array.from({ length: LAST_DAY + 1 }, (_, day) => ({
  valor: diaValor(day),
}));

export const TIPO_RESYNC_VALOR = {
  SUPER_PRECOCE: 'Super Precoce',
  PRECOCE: 'Precoce',
  TRADICIONAL: 'Tradicional',
} as const;

export const TIPO_RESYNC_VALUES: DomainValueDef[] = [
  {
    valor: TIPO_RESYNC_VALOR.SUPER_PRECOCE,
    descricao: 'Novo protocolo iniciado cerca de 14 dias após a IATF',
  },
  { valor: TIPO_RESYNC_VALOR.PRECOCE, descricao: 'Novo protocolo iniciado cerca de 22 dias após a IATF' },
  { valor: TIPO_RESYNC_VALOR.TRADICIONAL, descricao: 'Novo protocolo iniciado no diagnóstico de gestação' },
];

/**
 * Handling types of a protocol step (manejoProtocolo.management): handlings, and the purpose of a product given
 * that day (the product itself is the step's hormoneType). 'IATF', 'Retirada do Dispositivo', 'Remoção de
 * Bezerros', 'Progesterona Injetável' and 'Luteólise' are named by the protocol-form rules (spec §4/§5: D0 rows may
 * only add Progesterona Injetável or Luteólise) and keep these exact texts; the others are the vocabulary of a
 * Brazilian IATF protocol sheet.
 */
export const MANEJO_VALOR = {
  IMPLANTE: 'Implante do Dispositivo',
  PROGESTERONA_INJETAVEL: 'Progesterona Injetável',
  LUTEOLISE: 'Luteólise',
  INDUTOR_OVULACAO: 'Indutor de Ovulação',
  ECG: 'eCG',
  GNRH: 'GnRH',
  RETIRADA_DISPOSITIVO: 'Retirada do Dispositivo',
  REMOCAO_BEZERROS: 'Remoção de Bezerros',
  IATF: 'IATF',
} as const;

export const MANEJO_VALUES: DomainValueDef[] = [
  {
    valor: MANEJO_VALOR.IMPLANTE,
    descricao: 'Inserção do dispositivo intravaginal (D0), com o benzoato de estradiol',
  },
  { valor: MANEJO_VALOR.PROGESTERONA_INJETAVEL, descricao: 'Aplicação de progesterona injetável' },
  {
    valor: MANEJO_VALOR.LUTEOLISE,
    descricao: 'Aplicação de prostaglandina (PGF2α) para regressão do corpo lúteo',
  },
  { valor: MANEJO_VALOR.INDUTOR_OVULACAO, descricao: 'Aplicação do indutor de ovulação' },
  { valor: MANEJO_VALOR.ECG, descricao: 'Aplicação de gonadotrofina coriônica equina' },
  { valor: MANEJO_VALOR.GNRH, descricao: 'Aplicação de GnRH' },
  { valor: MANEJO_VALOR.RETIRADA_DISPOSITIVO, descricao: 'Retirada do dispositivo intravaginal' },
  {
    valor: MANEJO_VALOR.REMOCAO_BEZERROS,
    descricao: 'Desmame temporário (remoção dos bezerros por 48 a 56 h)',
  },
  { valor: MANEJO_VALOR.IATF, descricao: 'Inseminação artificial em tempo fixo' },
];

/**
 * Hormones of a protocol step (manejoProtocolo.hormoneType), doses in mL: the usual products of Brazilian IATF
 * protocols. 'Luteólise' and 'Progesterona Injetável' are the products of the D0 rows of the same name (spec §5).
 */
export const HORMONIO_VALOR = {
  BENZOATO_ESTRADIOL: 'Benzoato de Estradiol',
  CIPIONATO_ESTRADIOL: 'Cipionato de Estradiol',
  LUTEOLISE: 'Luteólise',
  ECG: 'eCG',
  GNRH: 'GnRH',
  PROGESTERONA_INJETAVEL: 'Progesterona Injetável',
} as const;

export const HORMONIO_VALUES: DomainValueDef[] = [
  {
    valor: HORMONIO_VALOR.BENZOATO_ESTRADIOL,
    descricao: 'Sincronização da onda folicular (D0) ou indutor de ovulação',
  },
  {
    valor: HORMONIO_VALOR.CIPIONATO_ESTRADIOL,
    descricao: 'Indutor de ovulação, aplicado na retirada do dispositivo',
  },
  { valor: HORMONIO_VALOR.LUTEOLISE, descricao: 'Cloprostenol sódico / PGF2α' },
  { valor: HORMONIO_VALOR.ECG, descricao: 'Gonadotrofina coriônica equina' },
  { valor: HORMONIO_VALOR.GNRH, descricao: 'Gonadorelina / buserelina' },
  { valor: HORMONIO_VALOR.PROGESTERONA_INJETAVEL, descricao: 'Progesterona injetável de longa ação' },
];

/**
 * Intravaginal progesterone devices sold in Brazil (the spec names the list, not its values). CIDR first: the
 * spec's device sort puts one brand first and the product's owner is Zoetis (users carry a zoetisId).
 */
export const DISPOSITIVO_VALOR = {
  CIDR: 'CIDR',
  SINCROGEST: 'Sincrogest',
  PRIMER: 'PRIMER',
  DIB: 'DIB',
  REPRO_ONE: 'Repro One',
  CRONIPRES: 'Cronipres',
} as const;

export const DISPOSITIVO_VALUES = valuesFrom(DISPOSITIVO_VALOR);

/** How many times the device has been used (cleaned and re-used devices are common in Brazilian IATF). */
export const USO_DISPOSITIVO_VALOR = {
  USO_1: '1º uso',
  USO_2: '2º uso',
  USO_3: '3º uso',
  USO_4: '4º uso',
} as const;

export const USO_DISPOSITIVO_VALUES = valuesFrom(USO_DISPOSITIVO_VALOR);

/** Predominant progestagen source of a batch (not listed by the spec). */
export const TIPO_IMPLANTE_VALUES: DomainValueDef[] = [
  { valor: 'Dispositivo intravaginal de progesterona' },
  { valor: 'Implante auricular de norgestomet' },
];

/**
 * Day of the resync D0 counted from the previous IATF (spec §5: Tradicional from D26 on, Super Precoce and Precoce
 * from D11 to before D30), so the resync form can offer D11…D30.
 */
export const RESSINC_D0_VALUES: DomainValueDef[] = Array.from({ length: LAST_DAY - 11 + 1 }, (_, i) => ({
  valor: diaValor(11 + i),
}));

export const PERIODO_MANEJO_VALOR = { MANHA: 'Manhã', TARDE: 'Tarde', NOITE: 'Noite' } as const;

export const PERIODO_MANEJO_VALUES = valuesFrom(PERIODO_MANEJO_VALOR);

/** Injectable progesterone given after the IATF to support the embryo. */
export const PROGESTERONA_POS_IATF_VALUES = valuesFrom(YES_NO);
