import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/corrals.ts';

const m = defineMessages('labels/corrals', ptBR);

// Labels of the retiro screens (spec §2 'Retiro'); pt-BR, not verbatim spec texts.

export const LABEL_CORRAL_NAME = (): string => m.text('LABEL_CORRAL_NAME');
export const EDIT_CORRAL_TITLE = (): string => m.text('EDIT_CORRAL_TITLE');
export const CORRAL_NOT_FOUND = (): string => m.text('CORRAL_NOT_FOUND');
export const NEW_BATCH_BUTTON = (): string => m.text('NEW_BATCH_BUTTON');
export const NO_BATCH_IN_CORRAL = (): string => m.text('NO_BATCH_IN_CORRAL');
export const DELETE = (): string => m.text('DELETE');
