// Protocol list and deletion (spec §2, §8). Verbatim. Form validation texts are in validation.ts.

import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/protocols.ts';
import { NO_COWS_IN_BATCH_YET } from './common.ts';

const m = defineMessages('protocols', ptBR);

export const PROTOCOL_COLUMN = (): string => m.text('PROTOCOL_COLUMN');
export const PROCESSES_COLUMN = (): string => m.text('PROCESSES_COLUMN');
export const PROTOCOL_DELETE_NOT_ALLOWED = (): string => m.text('PROTOCOL_DELETE_NOT_ALLOWED');
export const CONFIRM_DELETE_PROTOCOL = (): string => m.text('CONFIRM_DELETE_PROTOCOL');
/** The spec shows the empty-batch text on an empty protocol list too (§8: 'oddly'). */
export const NO_PROTOCOLS_YET = NO_COWS_IN_BATCH_YET;

// Labels of the protocol screens. Not in the spec (§2 names the screens and columns, §5 the fields).
export const PROTOCOLS_TITLE = (): string => m.text('PROTOCOLS_TITLE');
export const PROTOCOLS_LABEL = (): string => m.text('PROTOCOLS_LABEL');
export const NEW_PROTOCOL_TITLE = (): string => m.text('NEW_PROTOCOL_TITLE');
export const EDIT_PROTOCOL_TITLE = (): string => m.text('EDIT_PROTOCOL_TITLE');
export const NEW_PROTOCOL_BUTTON = (): string => m.text('NEW_PROTOCOL_BUTTON');
export const PROTOCOL_NOT_FOUND = (): string => m.text('PROTOCOL_NOT_FOUND');
export const SEARCH_PROTOCOL_PLACEHOLDER = (): string => m.text('SEARCH_PROTOCOL_PLACEHOLDER');
export const ACTIONS_COLUMN = (): string => m.text('ACTIONS_COLUMN');
export const VIEW_PROTOCOL = (): string => m.text('VIEW_PROTOCOL');
export const DELETE_PROTOCOL = (): string => m.text('DELETE_PROTOCOL');
export const DELETE_PROTOCOL_TITLE = (): string => m.text('DELETE_PROTOCOL_TITLE');
export const PROTOCOL_NAME_LABEL = (): string => m.text('PROTOCOL_NAME_LABEL');
export const D0_SECTION = (): string => m.text('D0_SECTION');
export const DEVICE_LABEL = (): string => m.text('DEVICE_LABEL');
export const BENZOATE_LABEL = (): string => m.text('BENZOATE_LABEL');
export const LUTEOLYSIS_LABEL = (): string => m.text('LUTEOLYSIS_LABEL');
export const LUTEOLYSIS_DOSE_LABEL = (): string => m.text('LUTEOLYSIS_DOSE_LABEL');
export const PROGESTERONE_LABEL = (): string => m.text('PROGESTERONE_LABEL');
export const PROGESTERONE_DOSE_LABEL = (): string => m.text('PROGESTERONE_DOSE_LABEL');
export const NO_PRODUCT = (): string => m.text('NO_PRODUCT');
export const STEPS_SECTION = (): string => m.text('STEPS_SECTION');
export const DAY_LABEL = (): string => m.text('DAY_LABEL');
export const MANAGEMENT_LABEL = (): string => m.text('MANAGEMENT_LABEL');
export const PRODUCT_LABEL = (): string => m.text('PRODUCT_LABEL');
export const DOSE_LABEL = (): string => m.text('DOSE_LABEL');
export const ADD_STEP = (): string => m.text('ADD_STEP');
export const REMOVE_STEP = (): string => m.text('REMOVE_STEP');
export const CLEAR_STEP = (): string => m.text('CLEAR_STEP');
export const STEPS_LABEL = (): string => m.text('STEPS_LABEL');
export const NO_STEPS_YET = (): string => m.text('NO_STEPS_YET');

/** Not in the spec: why a protocol's edit/delete is off for a user who does not own it. */
export const PROTOCOL_NOT_OWNER = (): string => m.text('PROTOCOL_NOT_OWNER');
