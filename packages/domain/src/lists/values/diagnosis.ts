// Lists of the diagnosis and insemination steps. Texts verbatim from spec §3/§9: rules compare against them.
import { type DomainValueDef, valuesFrom, YES_NO } from './value-def.ts';

export const CONDICAO_DG_VALOR = {
  PRENHE: 'Prenhe',
  PRENHE_TOURO: 'Prenhe Touro',
  VAZIA: 'Vazia',
  DESCARTE_PRENHE: 'Descarte Prenhe',
  DESCARTE_VAZIA: 'Descarte Vazia',
} as const;

export const CONDICAO_DG_FINAL_VALOR = {
  PRENHE_IATF: 'Prenhe IATF',
  PRENHE_TOURO: 'Prenhe Touro',
  VAZIA: 'Vazia',
  DESCARTE_PRENHE_IATF: 'Descarte Prenhe IATF',
  DESCARTE_PRENHE_TOURO: 'Descarte Prenhe Touro',
  DESCARTE_VAZIA: 'Descarte Vazia',
} as const;

/** Presence of a corpus luteum; 'Não Avaliado' is the default (spec §9). */
export const CL_VALOR = { SIM: 'Sim', NAO: 'Não', NAO_AVALIADO: 'Não Avaliado' } as const;

/** Spec §3 'Birth kind: twinning, absorbing, normal'; 'Normal' is the default (spec §9). */
export const TIPO_PRENHE_VALOR = { GEMELAR: 'Gemelar', ABSORVENDO: 'Absorvendo', NORMAL: 'Normal' } as const;

/** Spec §9 sort order andando, marchando, correndo; capitalised for display like every other list. */
export const TEMPERAMENTO_VALOR = {
  ANDANDO: 'Andando',
  MARCHANDO: 'Marchando',
  CORRENDO: 'Correndo',
} as const;

export const ECC_MIN = 1;
export const ECC_MAX = 5;
export const ECC_STEP = 0.25;

/** Text of an ECC score: two decimals with a dot ('2.75'), so Number(valor) gives the score back. */
export function eccValor(score: number): string {
  return score.toFixed(2);
}

/** Body condition score 1.00 to 5.00 in steps of 0.25: 17 values (spec §3). */
export const ECC_SCORES: readonly number[] = Array.from(
  { length: (ECC_MAX - ECC_MIN) / ECC_STEP + 1 },
  (_, i) => ECC_MIN + i * ECC_STEP,
);

export const ECC_VALUES: DomainValueDef[] = ECC_SCORES.map((score) => ({ valor: eccValor(score) }));
export const CONDICAO_DG_VALUES = valuesFrom(CONDICAO_DG_VALOR);
export const CONDICAO_DG_FINAL_VALUES = valuesFrom(CONDICAO_DG_FINAL_VALOR);
export const CL_VALUES: DomainValueDef[] = [
  { valor: CL_VALOR.SIM, descricao: 'CL presente' },
  { valor: CL_VALOR.NAO, descricao: 'CL ausente' },
  { valor: CL_VALOR.NAO_AVALIADO, descricao: 'Presença de CL não avaliada' },
];
export const TIPO_PRENHE_VALUES: DomainValueDef[] = [
  { valor: TIPO_PRENHE_VALOR.GEMELAR, descricao: 'Gestação gemelar' },
  { valor: TIPO_PRENHE_VALOR.ABSORVENDO, descricao: 'Gestação em absorção embrionária' },
  { valor: TIPO_PRENHE_VALOR.NORMAL, descricao: 'Gestação normal' },
];
export const TEMPERAMENTO_VALUES: DomainValueDef[] = [
  { valor: TEMPERAMENTO_VALOR.ANDANDO, descricao: 'Animal calmo, sai do tronco andando' },
  { valor: TEMPERAMENTO_VALOR.MARCHANDO, descricao: 'Animal agitado, sai do tronco marchando' },
  { valor: TEMPERAMENTO_VALOR.CORRENDO, descricao: 'Animal reativo, sai do tronco correndo' },
];
/** Heat seen at device removal (iatf.cioRetirada) and GnRH given at insemination (default 'Não', spec §9). */
export const CIO_VALUES = valuesFrom(YES_NO);
export const GNRH_VALUES = valuesFrom(YES_NO);
