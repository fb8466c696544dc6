import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/replaced-values.ts';

const m = defineMessages('replaced-values', ptBR);

// A value of this device replaced by another user's. Not in the spec; pt-BR.

/** The strip under the sync line while one notice is open: what and where. */
export function replacedValueOne(subject: string, step: string): string {
  return m.format('replacedValueOne', { subject, step });
}

/** The strip while several notices are open. */
export function replacedValuesMany(count: number): string {
  return m.format('replacedValuesMany', { count, n: String(count) });
}

export const REPLACED_VALUES_SHOW = (): string => m.text('REPLACED_VALUES_SHOW');
export const REPLACED_VALUES_TITLE = (): string => m.text('REPLACED_VALUES_TITLE');
export const REPLACED_VALUES_EXPLAINED = (): string => m.text('REPLACED_VALUES_EXPLAINED');
export const REPLACED_YOUR_VALUE = (): string => m.text('REPLACED_YOUR_VALUE');
export const REPLACED_KEPT_VALUE = (): string => m.text('REPLACED_KEPT_VALUE');
export const REPLACED_ACKNOWLEDGE = (): string => m.text('REPLACED_ACKNOWLEDGE');
export const REPLACED_ACKNOWLEDGE_ALL = (): string => m.text('REPLACED_ACKNOWLEDGE_ALL');
export const REPLACED_CLOSE = (): string => m.text('REPLACED_CLOSE');
/** A value left empty. */
export const REPLACED_BLANK = (): string => m.text('REPLACED_BLANK');
/** Whose value was kept, when the server did not say (an older server, or a call answered again). */
export const REPLACED_BY_UNKNOWN = (): string => m.text('REPLACED_BY_UNKNOWN');
/** A user of the farm this device does not know by name. */
export const REPLACED_BY_UNNAMED = (): string => m.text('REPLACED_BY_UNNAMED');
export const REPLACED_YES = (): string => m.text('REPLACED_YES');
export const REPLACED_NO = (): string => m.text('REPLACED_NO');

/** `who` kept the value; `when` is DD/MM/YYYY HH:mm (empty when unknown). */
export function replacedBy(who: string, when: string): string {
  return when ? m.format('replacedByAt', { who, when }) : m.format('replacedBy', { who });
}

/** The record a notice is about. */
export function replacedCow(code: string, batch: string): string {
  return batch ? m.format('replacedCowInBatch', { code, batch }) : m.format('replacedCow', { code });
}

export function replacedBatch(name: string): string {
  return m.format('replacedBatch', { name });
}

export function replacedFarm(name: string): string {
  return m.format('replacedFarm', { name });
}

export function replacedCorral(name: string): string {
  return m.format('replacedCorral', { name });
}

export function replacedProtocol(name: string): string {
  return m.format('replacedProtocol', { name });
}

export function replacedBull(name: string): string {
  return m.format('replacedBull', { name });
}

export function replacedSemen(name: string): string {
  return m.format('replacedSemen', { name });
}

/** A record no longer on the device. */
export const REPLACED_UNKNOWN_RECORD = (): string => m.text('REPLACED_UNKNOWN_RECORD');
/** A cow without either code. */
export const REPLACED_COW_WITHOUT_CODE = (): string => m.text('REPLACED_COW_WITHOUT_CODE');
