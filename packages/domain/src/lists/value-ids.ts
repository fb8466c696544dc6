// Ids of the seeded values that rules and screens name, typed by meaning: `DG.PRENHE`, `CL.NAO_AVALIADO`, …
// Each id is domainValueId(type, text) of the seed text, so it is the same on every server and device.
import { type DomainTypeKey, domainValueId } from './domain-ids.ts';
import {
  CL_VALOR,
  CONDICAO_DG_FINAL_VALOR,
  CONDICAO_DG_VALOR,
  ECC_SCORES,
  eccValor,
  TEMPERAMENTO_VALOR,
  TIPO_PRENHE_VALOR,
} from './values/diagnosis.ts';
import { CURRENT_SEASON } from './values/farm-and-nutrition.ts';
import { CENTRAL_OUTRA, ORDEM_VALOR, SEXO_BEZERRO_VALOR } from './values/herd.ts';
import {
  DISPOSITIVO_VALOR,
  diaValor,
  HORMONIO_VALOR,
  LAST_DAY,
  MANEJO_VALOR,
  PERIODO_MANEJO_VALOR,
  TIPO_RESYNC_VALOR,
  USO_DISPOSITIVO_VALOR,
} from './values/management.ts';
import { YES_NO } from './values/value-def.ts';

function idsOf<K extends string>(
  type: DomainTypeKey,
  texts: Readonly<Record<K, string>>,
): Readonly<Record<K, string>> {
  const ids = {} as Record<K, string>;
  for (const key of Object.keys(texts) as K[]) {
    ids[key] = domainValueId(type, texts[key]);
  }
  return Object.freeze(ids);
}

export const DG = idsOf('condicaoDG', CONDICAO_DG_VALOR);
export const DG_FINAL = idsOf('condicaoDGFinal', CONDICAO_DG_FINAL_VALOR);
export const CL = idsOf('cl', CL_VALOR);
export const TIPO_PRENHE = idsOf('tipoPrenhe', TIPO_PRENHE_VALOR);
export const TEMPERAMENTO = idsOf('temperamento', TEMPERAMENTO_VALOR);
export const GNRH = idsOf('gnrh', YES_NO);
export const CIO = idsOf('cio', YES_NO);
export const ORDEM = idsOf('ordemMatriz', ORDEM_VALOR);
export const SEXO_BEZERRO = idsOf('sexoBezerro', SEXO_BEZERRO_VALOR);
export const TIPO_RESYNC = idsOf('tipoResync', TIPO_RESYNC_VALOR);
export const MANEJO = idsOf('tipoManejo', MANEJO_VALOR);
export const HORMONIO = idsOf('hormonio', HORMONIO_VALOR);
export const DISPOSITIVO = idsOf('dispositivo', DISPOSITIVO_VALOR);
export const USO_DISPOSITIVO = idsOf('numeroUsoDispositivo', USO_DISPOSITIVO_VALOR);
export const PERIODO_MANEJO = idsOf('periodoManejo', PERIODO_MANEJO_VALOR);
export const PROGESTERONA_POS_IATF = idsOf('progesteronaPosIatf', YES_NO);
export const INDUCAO = idsOf('inducaoPuberdade', YES_NO);

/** Spec §9: the 'yes' puberty-induction option has a fixed id. */
export const INDUCAO_SIM_ID = INDUCAO.SIM;

/** The season marked 'current' in the seed. */
export const CURRENT_SEASON_ID = domainValueId('estacaoMonta', CURRENT_SEASON);

/** Id of the protocol day D{day} (0…30); undefined outside the seeded days. */
export function diaId(day: number): string | undefined {
  return Number.isInteger(day) && day >= 0 && day <= LAST_DAY
    ? domainValueId('dias', diaValor(day))
    : undefined;
}

/** Id of an ECC score (1, 1.25 … 5); undefined for a score off the 0.25 scale. */
export function eccId(score: number): string | undefined {
  return ECC_SCORES.includes(score) ? domainValueId('ecc', eccValor(score)) : undefined;
}

/** 'Outra' of Centrais: the bull's central is then typed in touro.centralValue. */
export const CENTRAL_OUTRA_ID = domainValueId('centrais', CENTRAL_OUTRA);
