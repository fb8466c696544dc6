import type { DomainTypeKey } from '../lists/domain-ids.ts';
import { DISPOSITIVO_VALOR } from '../lists/values/management.ts';
import { TRAINING_TOPIC, TRAINING_VIDEO } from '../lists/values/training.ts';
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
// order rows happen to come in.

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

/** Periods of the day by time of day. */
export const PERIOD_ORDER = ['Madrugada', 'Manhã', 'Tarde', 'Noite'] as const;
export const comparePeriod: Comparator = rankedOrder(PERIOD_ORDER);

/** Yes before no, then the rest ('Não Avaliado'). */
const compareYesNo: Comparator = rankedOrder(['Sim', 'Não']);

/** 'Não' (none) first, then alphabetical, 'Outra' last. */
const compareNoneFirst: Comparator = otherLast(rankedOrder(['Não']));

/** Resync kinds by how soon after the IATF the new protocol starts. */
const compareResyncType: Comparator = rankedOrder(['Super Precoce', 'Precoce', 'Tradicional']);

/** A protocol's handlings in the order a protocol sheet gives them (device in, products, device out, IATF). */
const compareManagement: Comparator = rankedOrder([
  'Implante do Dispositivo',
  'Progesterona Injetável',
  'Luteólise',
  'Indutor de Ovulação',
  'eCG',
  'GnRH',
  'Retirada do Dispositivo',
  'Remoção de Bezerros',
  'IATF',
]);

const compareDgFinalCondition: Comparator = rankedOrder([
  'Prenhe IATF',
  'Prenhe Touro',
  'Vazia',
  'Descarte Prenhe IATF',
  'Descarte Prenhe Touro',
  'Descarte Vazia',
]);

/** Supplementation moments in the order they happen in a cow's year. */
const compareCowMoment: Comparator = rankedOrder([
  'Pré-parto',
  'Pós-parto',
  'Pré e pós-parto',
  'Durante a estação de monta',
  'Ano todo',
]);
const compareHeiferMoment: Comparator = rankedOrder([
  'Recria',
  'Pré-estação de monta',
  'Durante a estação de monta',
  'Recria e estação de monta',
  'Ano todo',
]);

/** One comparator per list: adding a list without deciding its order does not compile. */
export const DOMAIN_LIST_ORDER: Readonly<Record<DomainTypeKey, Comparator>> = {
  dias: compareDays,
  ressincD0: compareDays,
  tipoResync: compareResyncType,
  tipoManejo: compareManagement,
  racaBezerro: compareNatural,
  racaMatriz: compareNatural,
  racaTouro: otherLast(compareBullBreed),
  sexoBezerro: rankedOrder(['Macho', 'Fêmea', 'Misto']),
  idadeMatriz: compareAge,
  dispositivo: otherLast(compareDevicesBrandFirst(DISPOSITIVO_VALOR.CIDR)),
  tipoImplante: compareNatural,
  cl: compareCl,
  ecc: compareEcc,
  ordemMatriz: compareMatrixOrder,
  vacinaReprodutiva: otherLast(compareVaccines('Não', 'CattleMaster')),
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
