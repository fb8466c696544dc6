// Batch form behaviour (spec §4 'Batch form', §5 'Batch'): which fields show, what a change clears, what is
// disabled, which protocols are offered. Values hold valorDominio ids; their meaning comes from a DomainLookup.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { INDUCAO_SIM_ID } from '../lists/value-ids.ts';
import { YES_NO } from '../lists/values/value-def.ts';
import { blankToNull, type Nullable } from './form-rules.ts';
import { addDaysToDate } from './gestation.ts';
import { isIatfManagement } from './protocol-form.ts';
import { compareDays, dayNumber, sameText, textKey, UNKNOWN_DAY_NUMBER } from './sorting.ts';

export type BatchFormValues = {
  nomeLote: string | null;
  dataPartosInicio: string | null;
  dataPartosFim: string | null;
  /** The D0 date (DATA-MODEL.md). */
  dataIatf: string | null;
  usuarioId: string | null;
  protocoloId: string | null;
  periodoManejo: string | null;
  progesteronaPosIATF: string | null;
  vacinaReprodutivaLote: string | null;
  dispositivo: string | null;
  numeroUsoDispositivo: string | null;
  racaMatriz: string | null;
  ordemMatriz: string | null;
  idadeMatriz: string | null;
  racaBezerro: string | null;
  sexoBezerro: string | null;
  inducaoPuberdade: string | null;
  metodoInducaoPuberdade: string | null;
  suplementacao: string | null;
  momentoSuplementacaoNovilhas: string | null;
  momentoSuplementacaoVacas: string | null;
};

/** Heifer mode for 'Novilhas' and 'Novilhas Precoces' alike: puberty induction matters most for the early ones. */
export function isHeiferOrder(ordem: string | null | undefined): boolean {
  return textKey(ordem).startsWith('novilha');
}

/** 'Solteiras' have no calf at foot. */
export function isSingleOrder(ordem: string | null | undefined): boolean {
  return textKey(ordem).startsWith('solteira');
}

export type BatchFieldVisibility = {
  /** racaBezerro, sexoBezerro. */
  calfFields: boolean;
  /** inducaoPuberdade, metodoInducaoPuberdade. */
  pubertyInduction: boolean;
  momentoSuplementacaoNovilhas: boolean;
  momentoSuplementacaoVacas: boolean;
};

export function batchFieldVisibility(ordemMatriz: string | null, lookup: DomainLookup): BatchFieldVisibility {
  const ordem = lookup.valorOf(ordemMatriz);
  const heifers = isHeiferOrder(ordem);
  return {
    calfFields: !heifers && !isSingleOrder(ordem),
    pubertyInduction: heifers,
    momentoSuplementacaoNovilhas: heifers,
    momentoSuplementacaoVacas: !heifers,
  };
}

/** A new order invalidates what depended on the old one: supplementation, calf and induction fields. */
export function onOrderChange<V extends BatchFormValues>(values: V, ordemMatriz: string | null): V {
  if (ordemMatriz === values.ordemMatriz) return values;
  return {
    ...values,
    ordemMatriz,
    suplementacao: null,
    momentoSuplementacaoNovilhas: null,
    momentoSuplementacaoVacas: null,
    racaBezerro: null,
    sexoBezerro: null,
    inducaoPuberdade: null,
    metodoInducaoPuberdade: null,
  };
}

/** The 'yes' induction option has a fixed id; administrators may rename it, so its text is checked too. */
export function isInductionYes(inducaoPuberdade: string | null, lookup: DomainLookup): boolean {
  if (inducaoPuberdade === null) return false;
  return inducaoPuberdade === INDUCAO_SIM_ID || sameText(lookup.valorOf(inducaoPuberdade), YES_NO.SIM);
}

export function isInductionNo(inducaoPuberdade: string | null, lookup: DomainLookup): boolean {
  return sameText(lookup.valorOf(inducaoPuberdade), YES_NO.NAO);
}

/** Induction 'Não' disables the method field. */
export function isInductionMethodDisabled(inducaoPuberdade: string | null, lookup: DomainLookup): boolean {
  return isInductionNo(inducaoPuberdade, lookup);
}

/** Induction 'Não' also clears the method. */
export function onInductionChange<V extends BatchFormValues>(
  values: V,
  inducaoPuberdade: string | null,
  lookup: DomainLookup,
): V {
  const metodoInducaoPuberdade = isInductionNo(inducaoPuberdade, lookup)
    ? null
    : values.metodoInducaoPuberdade;
  return { ...values, inducaoPuberdade, metodoInducaoPuberdade };
}

export type ProtocolStepRef = {
  /** Dias id. */
  day: string | null;
  /** Tipo de Manejo id. */
  management: string | null;
  /** Dispositivo id. */
  implant?: string | null;
};

export type ProtocolChoice = {
  id: string;
  name: string;
  /** Owner vet; null for a default (administrator) protocol. */
  usuarioId: string | null;
  isDeleted?: boolean;
  managementProtocols: readonly ProtocolStepRef[];
};

function stepsInDayOrder(protocol: ProtocolChoice, lookup: DomainLookup): ProtocolStepRef[] {
  return [...protocol.managementProtocols].sort((a, b) =>
    compareDays(lookup.valorOf(a.day) ?? '', lookup.valorOf(b.day) ?? ''),
  );
}

/** Device of the protocol's first step (in day order) that has an implant. */
export function deviceFromProtocol(protocol: ProtocolChoice, lookup: DomainLookup): string | null {
  return stepsInDayOrder(protocol, lookup).find((step) => step.implant)?.implant ?? null;
}

/** Day number of the IATF: the IATF step's day, else the largest known day (spec §9: D0 + largest day). */
export function protocolIatfDay(protocol: ProtocolChoice, lookup: DomainLookup): number | null {
  const iatf = protocol.managementProtocols.find((step) => isIatfManagement(lookup.valorOf(step.management)));
  if (iatf) return dayNumber(lookup.valorOf(iatf.day));
  const days = protocol.managementProtocols
    .map((step) => dayNumber(lookup.valorOf(step.day)))
    .filter((day) => day !== UNKNOWN_DAY_NUMBER);
  return days.length > 0 ? Math.max(...days) : null;
}

export type ProtocolChange<V> = { values: V; iatfDay: number | null; iatfDate: string | null };

/** Choosing a protocol sets the device from its first implant step and recalculates the IATF day and date. */
export function onProtocolChange<V extends BatchFormValues>(
  values: V,
  protocol: ProtocolChoice | null,
  lookup: DomainLookup,
): ProtocolChange<V> {
  if (!protocol) return { values: { ...values, protocoloId: null }, iatfDay: null, iatfDate: null };
  const iatfDay = protocolIatfDay(protocol, lookup);
  const iatfDate = values.dataIatf && iatfDay !== null ? addDaysToDate(values.dataIatf, iatfDay) : null;
  return {
    values: {
      ...values,
      protocoloId: protocol.id,
      dispositivo: deviceFromProtocol(protocol, lookup) ?? values.dispositivo,
    },
    iatfDay,
    iatfDate,
  };
}

/** Protocols offered: the default ones (no owner) and the current user's own. */
export function protocolChoices<P extends Pick<ProtocolChoice, 'usuarioId' | 'isDeleted'>>(
  protocols: readonly P[],
  currentUserId: string,
): P[] {
  return protocols.filter(
    (protocol) =>
      !protocol.isDeleted && (protocol.usuarioId === null || protocol.usuarioId === currentUserId),
  );
}

export type BatchFormState = {
  mode: 'create' | 'edit' | 'view';
  parentBatch: string | null;
  /** The spec's 'IATF day' of the date rule, read as the batch's IATF round (lote.iatfCount). */
  iatfCount: number | null;
  /** A management after D0 was already done. */
  pastD0: boolean;
};

/**
 * The D0 date of a resync round follows from the previous IATF, and the protocol cannot change once cows
 * were handled with it.
 */
export function batchDisabledFields(state: BatchFormState): { dataIatf: boolean; protocoloId: boolean } {
  const laterRound = (state.iatfCount ?? 0) > 1;
  return {
    dataIatf: state.mode === 'view' || state.parentBatch !== null || laterRound,
    protocoloId: state.mode === 'view' || laterRound || state.pastD0,
  };
}

export type BatchNameContext = {
  /** Names of the other batches of the same retiro. */
  otherNames: readonly string[];
  /** Name when the form opened, on edit. */
  originalName?: string | null;
};

/** Unique within the retiro, ignoring case, accents and spacing; on edit only checked if the name changed. */
export function isBatchNameTaken(
  name: string | null,
  { otherNames, originalName }: BatchNameContext,
): boolean {
  if (!name || name.trim() === '') return false;
  if (originalName && sameText(name, originalName)) return false;
  return otherNames.some((other) => sameText(other, name));
}

/** Blank text becomes null; a single partos date stands for both ends of the calving period. */
export function normalizeBatchValues<V extends BatchFormValues>(values: V): Nullable<V> {
  const clean = blankToNull(values);
  const start = clean.dataPartosInicio ?? clean.dataPartosFim;
  const end = clean.dataPartosFim ?? clean.dataPartosInicio;
  return { ...clean, dataPartosInicio: start, dataPartosFim: end };
}
