import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/resync.ts';

const m = defineMessages('labels/resync', ptBR);

// Labels of the Ressinc and D0 Resync screens (spec §2, §5 'Resync' field names); pt-BR.

export const RESYNC_BUTTON = (): string => m.text('RESYNC_BUTTON');
export const RESYNC_FIELD_LABELS = () => m.text('RESYNC_FIELD_LABELS');
export const RESYNC_NEXT_D0 = (): string => m.text('RESYNC_NEXT_D0');
export const RESYNC_NEXT_IATF = (): string => m.text('RESYNC_NEXT_IATF');
export const RESYNC_SAVE = (): string => m.text('RESYNC_SAVE');
export const RESYNC_CARRIED_COWS = (): string => m.text('RESYNC_CARRIED_COWS');
/** Spec §2 D0 Resync. */
export const PRODUCTS_HEADER = (): string => m.text('PRODUCTS_HEADER');
export const USE_FOR_ALL = (): string => m.text('USE_FOR_ALL');
export const DEVICE_FOR_ALL = (): string => m.text('DEVICE_FOR_ALL');
export const D0_RESYNC_FIELD_LABELS = () => m.text('D0_RESYNC_FIELD_LABELS');
