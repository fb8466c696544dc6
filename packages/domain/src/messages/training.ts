import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/training.ts';

const m = defineMessages('training', ptBR);

// The training page and the floating help button (spec §2 'Training'). Not in the spec's texts.

export const TRAINING_TITLE = (): string => m.text('TRAINING_TITLE');
export const HELP_BUTTON = (): string => m.text('HELP_BUTTON');
export const WHATSAPP_BUTTON = (): string => m.text('WHATSAPP_BUTTON');
export const TRAINING_OFFLINE = (): string => m.text('TRAINING_OFFLINE');
export const VIDEO_NEEDS_CONNECTION = (): string => m.text('VIDEO_NEEDS_CONNECTION');
export const VIDEO_NOT_PUBLISHED = (): string => m.text('VIDEO_NOT_PUBLISHED');
export const OPEN_VIDEO = (): string => m.text('OPEN_VIDEO');
export const TRAINING_EMPTY = (): string => m.text('TRAINING_EMPTY');
export function videosInTopic(count: number): string {
  return m.format('videosInTopic', { count, n: String(count) });
}
