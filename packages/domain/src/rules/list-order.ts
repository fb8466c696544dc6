import type { DomainTypeKey } from '../lists/domain-ids.ts';
import { CONDICAO_DG_FINAL_VALOR } from '../lists/values/diagnosis.ts';
import {
  MOMENTO_SUPLEMENTACAO_NOVILHAS_VALUES,
  MOMENTO_SUPLEMENTACAO_VACAS_VALUES,
  VACINA_NAO,
} from '../lists/values/farm-and-nutrition.ts';
import { SEXO_BEZERRO_VALOR } from '../lists/values/herd.ts';
import {
  DISPOSITIVO_VALOR,
  MANEJO_VALOR,
  PERIODO_MANEJO_VALOR,
  TIPO_RESYNC_VALOR,
} from '../lists/values/management.ts';
import { TRAINING_TOPIC, TRAINING_VIDEO } from '../lists/values/training.ts';
import { YES_NO } from '../lists/values/value-def.ts';
import {
  type Comparator,
  compareAge,
  compareBullBreed,
  compareCl,
  compareDays,
  compareDevicesBrandFirst,
  compareDgCondition,
  compareEcc,
  compareMatrixOrder,
  compareTemperament,
  compareText,
  compareVaccines,
  rankedOrder,
  sameText,
} from './sorting.ts';

// The display order of every domain list (spec §9 'Sorting'; where it gives none, the natural order). Values reach
// a device in storage order, which is random (ids are UUIDs), so every select sorts through here, never by the
// order rows happen to come in. The orders name the values by their stored texts (lists/values, in pt-BR whatever
// the reader's language): data compared with what the records hold, not texts a person reads.

/** 'Outra'/'Outro' (an escape to free text, or 'something else') always closes its list. */
function isOther(text: string): boolean {
  return (
    sameText(text, 'Outra') || sameText(text, 'Outro') || sameText(text, 'Outros') || sameText(text, 'Outras')
  );
}

/** The given order, with 'Outra'/'Outro' moved to the end. */
export function otherLast(compare: Comparator): Comparator {
  return (a, b) => Number(isOther(a)) - Number(isOther(b)) || compare(a, b);
}

/** Alphabetical in pt-BR, 'Outra' last: the order of lists the spec does not sort. */
export const compareNatural: Comparator = otherLast(compareText);

/** Ordinals by their number ('1º uso' … '4º uso'); '10º' after '9º'. */
export const compareOrdinal: Comparator = otherLast(compareAge);

/** Periods of the day by time of day ('Madrugada', an administrator's usual addition, before the seeded three). */
export const PERIOD_ORDER = ['Madrugada', ...Object.values(PERIODO_MANEJO_VALOR)] as const;
export const comparePeriod: Comparator = rankedOrder(PERIOD_ORDER);

/** Yes before no, then the rest ('Não Avaliado'). */
const compareYesNo: Comparator = rankedOrder([YES_NO.SIM, YES_NO.NAO]);

/** 'Não' (none) first, then alphabetical, 'Outra' last. */
const compareNoneFirst: Comparator = otherLast(rankedOrder([YES_NO.NAO]));

/** Resync kinds by how soon after the IATF the new protocol starts. */
const compareResyncType: Comparator = rankedOrder(Object.values(TIPO_RESYNC_VALOR));

/** A protocol's handlings in the order a protocol sheet gives them (device in, products, device out, IATF). */
const compareManagement: Comparator = rankedOrder([
  MANEJO_VALOR.IMPLANTE,
  MANEJO_VALOR.PROGESTERONA_INJETAVEL,
  MANEJO_VALOR.LUTEOLISE,
  MANEJO_VALOR.INDUTOR_OVULACAO,
  MANEJO_VALOR.ECG,
  MANEJO_VALOR.GNRH,
  MANEJO_VALOR.RETIRADA_DISPOSITIVO,
  MANEJO_VALOR.REMOCAO_BEZERROS,
  MANEJO_VALOR.IATF,
]);

const compareDgFinalCondition: Comparator = rankedOrder([
  CONDICAO_DG_FINAL_VALOR.PRENHE_IATF,
  CONDICAO_DG_FINAL_VALOR.PRENHE_TOURO,
  CONDICAO_DG_FINAL_VALOR.VAZIA,
  CONDICAO_DG_FINAL_VALOR.DESCARTE_PRENHE_IATF,
  CONDICAO_DG_FINAL_VALOR.DESCARTE_PRENHE_TOURO,
  CONDICAO_DG_FINAL_VALOR.DESCARTE_VAZIA,
]);

/** Supplementation moments in the order they happen in a cow's year (the seeded lists' order). */
const compareCowMoment: Comparator = rankedOrder(
  MOMENTO_SUPLEMENTACAO_VACAS_VALUES.map((value) => value.valor),
);
const compareHeiferMoment: Comparator = rankedOrder(
  MOMENTO_SUPLEMENTACAO_NOVILHAS_VALUES.map((value) => value.valor),
);

/** One comparator per list: adding a list without deciding its order does not compile. */
export const DOMAIN_LIST_ORDER: Readonly<Record<DomainTypeKey, Comparator>> = {
  dias: compareDays,
  ressincD0: compareDays,
  tipoResync: compareResyncType,
  tipoManejo: compareManagement,
  racaBezerro: compareNatural,
  racaMatriz: compareNatural,
  racaTouro: otherLast(compareBullBreed),
  sexoBezerro: rankedOrder([SEXO_BEZERRO_VALOR.MACHO, SEXO_BEZERRO_VALOR.FEMEA, SEXO_BEZERRO_VALOR.MISTO]),
  idadeMatriz: compareAge,
  dispositivo: otherLast(compareDevicesBrandFirst(DISPOSITIVO_VALOR.CIDR)),
  tipoImplante: compareNatural,
  cl: compareCl,
  ecc: compareEcc,
  ordemMatriz: compareMatrixOrder,
  vacinaReprodutiva: otherLast(compareVaccines(VACINA_NAO, 'CattleMaster')),
  inducaoPuberdade: compareYesNo,
  metodoInducaoPuberdade: compareNatural,
  suplementacao: compareNoneFirst,
  momentoSuplementacaoVacas: compareCowMoment,
  momentoSuplementacaoNovilhas: compareHeiferMoment,
  progesteronaPosIatf: compareYesNo,
  periodoManejo: comparePeriod,
  centrais: compareNatural,
  condicaoDG: compareDgCondition,
  condicaoDGFinal: compareDgFinalCondition,
  tipoPrenhe: compareNatural,
  temperamento: compareTemperament,
  cio: compareYesNo,
  gnrh: compareYesNo,
  estacaoMonta: compareAge,
  sistemaProducao: compareNatural,
  numeroUsoDispositivo: compareOrdinal,
  hormonio: compareNatural,
  // The order a new user meets the screens; videos an administrator adds come after, alphabetically.
  topicoTreinamento: rankedOrder(Object.values(TRAINING_TOPIC)),
  videoTreinamento: rankedOrder(Object.values(TRAINING_VIDEO)),
};

/** A list's values in display order (a sorted copy). */
export function sortDomainValues<T extends { valor: string }>(
  type: DomainTypeKey,
  values: readonly T[],
): T[] {
  const compare = DOMAIN_LIST_ORDER[type];
  return [...values].sort((a, b) => compare(a.valor, b.valor));
}
