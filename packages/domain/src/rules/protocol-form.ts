// Protocol form (spec §4 'Protocol form', §5 'Protocol'). Works over the values' stored texts (valor of 'Dias' and
// 'Tipo de Manejo', in pt-BR whatever the reader's language): the rules are about named managements, and the
// screen holds the options as texts anyway (shown through their labels).

import { MANEJO_VALOR } from '../lists/values/management.ts';
import {
  PROTOCOL_IATF_MISSING,
  PROTOCOL_IATF_NOT_LAST,
  PROTOCOL_PENDING_STEP,
} from '../messages/validation.ts';
import { isValidDose, validDose } from './dose.ts';
import { type FieldErrors, isBlank, type Rule, required, requiredIfNotNull, validate } from './form-rules.ts';
import { compareDays, dayNumber, sameText } from './sorting.ts';

export const IATF_MANAGEMENT = MANEJO_VALOR.IATF;
export const DEVICE_REMOVAL = MANEJO_VALOR.RETIRADA_DISPOSITIVO;
export const CALF_REMOVAL = MANEJO_VALOR.REMOCAO_BEZERROS;
export const INJECTABLE_PROGESTERONE = MANEJO_VALOR.PROGESTERONA_INJETAVEL;
export const LUTEOLYSIS = MANEJO_VALOR.LUTEOLISE;

/** Each may appear once in a protocol; removing the row frees it. They also need no product or dose. */
export const SINGLE_USE_MANAGEMENTS = [IATF_MANAGEMENT, DEVICE_REMOVAL, CALF_REMOVAL] as const;
/** On D0 the device and the oestradiol benzoate are header fields, so rows may only add these two. */
export const D0_MANAGEMENTS = [INJECTABLE_PROGESTERONE, LUTEOLYSIS] as const;

export type ProtocolStep = {
  day: string;
  management: string;
  product?: string | null;
  dose?: string | null;
};

/** The row being composed beside the '+' button. */
export type ProtocolStepDraft = {
  day: string | null;
  management: string | null;
  product: string | null;
  dose: string | null;
};

export const EMPTY_DRAFT: ProtocolStepDraft = { day: null, management: null, product: null, dose: null };

function isOneOf(text: string | null | undefined, list: readonly string[]): boolean {
  return list.some((item) => sameText(item, text));
}

export function isIatfManagement(management: string | null | undefined): boolean {
  return sameText(management, IATF_MANAGEMENT);
}

/** Day number of the IATF step, or null while the protocol has none. */
export function iatfDayNumber(steps: readonly ProtocolStep[]): number | null {
  const iatf = steps.find((step) => isIatfManagement(step.management));
  return iatf ? dayNumber(iatf.day) : null;
}

/** Days offered for a new row: with an IATF present, only the days before it. */
export function dayOptions(days: readonly string[], steps: readonly ProtocolStep[]): string[] {
  const iatfDay = iatfDayNumber(steps);
  return iatfDay === null ? [...days] : days.filter((day) => dayNumber(day) < iatfDay);
}

/**
 * Managements offered for a new row on `day`: D0 only Progesterona Injetável and Luteólise, other days
 * anything but Progesterona Injetável; single-use managements already in the protocol are left out.
 */
export function managementOptions(
  day: string | null | undefined,
  managements: readonly string[],
  steps: readonly ProtocolStep[],
): string[] {
  const isD0 = !isBlank(day) && dayNumber(day) === 0;
  return managements.filter((management) => {
    if (isD0 ? !isOneOf(management, D0_MANAGEMENTS) : sameText(management, INJECTABLE_PROGESTERONE)) {
      return false;
    }
    const singleUse = isOneOf(management, SINGLE_USE_MANAGEMENTS);
    return !singleUse || !steps.some((step) => sameText(step.management, management));
  });
}

/** '+' is enabled once day and management are chosen and either product and dose are, or none is needed. */
export function canAddStep(draft: ProtocolStepDraft): boolean {
  if (isBlank(draft.day) || isBlank(draft.management)) return false;
  return (
    isOneOf(draft.management, SINGLE_USE_MANAGEMENTS) ||
    (!isBlank(draft.product) && !isBlank(draft.dose) && isValidDose(draft.dose))
  );
}

/** Something was typed in the new-row fields and not added with '+'. */
export function isDraftPending(draft: ProtocolStepDraft): boolean {
  return !isBlank(draft.day) || !isBlank(draft.management) || !isBlank(draft.product) || !isBlank(draft.dose);
}

/** Steps in day order (stable, so same-day rows keep the order they were added in). */
export function sortSteps<T extends ProtocolStep>(steps: readonly T[]): T[] {
  return [...steps].sort((a, b) => compareDays(a.day, b.day));
}

/** Adds the draft (when '+' is enabled); single-use managements need no product, so theirs is dropped. */
export function addStep(steps: readonly ProtocolStep[], draft: ProtocolStepDraft): ProtocolStep[] {
  if (!canAddStep(draft) || draft.day === null || draft.management === null) return [...steps];
  const needsProduct = !isOneOf(draft.management, SINGLE_USE_MANAGEMENTS);
  return sortSteps([
    ...steps,
    {
      day: draft.day,
      management: draft.management,
      product: needsProduct ? draft.product : null,
      dose: needsProduct ? draft.dose : null,
    },
  ]);
}

export function removeStep<T extends ProtocolStep>(steps: readonly T[], index: number): T[] {
  return steps.filter((_, position) => position !== index);
}

export type ProtocolFormValues = {
  name: string | null;
  /** Dispositivo of D0. */
  implantId: string | null;
  /** Benzoato de estradiol dose of D0. */
  benzoatoEstradiol: string | null;
  luteolise: string | null;
  luteoliseDosage: string | null;
  progesterona: string | null;
  progesteronaDosage: string | null;
  steps: readonly ProtocolStep[];
  draft: ProtocolStepDraft;
};

const stepRules: Rule<ProtocolFormValues> = ({ steps }) => {
  const iatfIndex = steps.findIndex((step) => isIatfManagement(step.management));
  if (iatfIndex < 0) return { steps: PROTOCOL_IATF_MISSING() };
  return iatfIndex === steps.length - 1 ? {} : { steps: PROTOCOL_IATF_NOT_LAST() };
};

const draftRule: Rule<ProtocolFormValues> = ({ draft }) =>
  isDraftPending(draft) ? { draft: PROTOCOL_PENDING_STEP() } : {};

/** Field messages of the protocol form; `steps` and `draft` carry the three protocol messages. */
export function validateProtocolForm(values: ProtocolFormValues): FieldErrors<keyof ProtocolFormValues> {
  return validate(values, [
    required('name', 'implantId', 'benzoatoEstradiol'),
    requiredIfNotNull('luteoliseDosage', 'luteolise'),
    requiredIfNotNull('progesteronaDosage', 'progesterona'),
    validDose('benzoatoEstradiol', 'luteoliseDosage', 'progesteronaDosage'),
    draftRule,
    stepRules,
  ]);
}
