import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/scale.ts';

const m = defineMessages('scale', ptBR);

// Reading a Bluetooth scale into a weight field (rules/weight-scale.ts). Not in the spec's catalogue; pt-BR.

/** The button beside the weight field, as seen ('Balança') and as named (what it does, and for which cow). */
export const SCALE_BUTTON = (): string => m.text('SCALE_BUTTON');
export const readScaleLabel = (codVaca: string) =>
  m.format('readScaleLabel', { codVaca: String(codVaca) }).trim();
/** The button while it waits for the scale's reading. */
export const SCALE_READING = (): string => m.text('SCALE_READING');
/** The phone's chooser was closed without picking a scale: nothing to say but this. */
export const SCALE_NOT_CHOSEN = (): string => m.text('SCALE_NOT_CHOSEN');
export const SCALE_TIMEOUT = (): string => m.text('SCALE_TIMEOUT');
export const SCALE_FAILED = (): string => m.text('SCALE_FAILED');
export const SCALE_UNSUCCESSFUL = (): string => m.text('SCALE_UNSUCCESSFUL');
