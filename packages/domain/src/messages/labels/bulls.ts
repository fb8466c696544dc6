import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/bulls.ts';

const m = defineMessages('labels/bulls', ptBR);

// Labels of the bull and semen-lot screens, which the spec names only by field (§2, §3); pt-BR, not verbatim
// spec texts.

export const BULLS_TITLE = (): string => m.text('BULLS_TITLE');
export const NEW_BULL_TITLE = (): string => m.text('NEW_BULL_TITLE');
export const EDIT_BULL_TITLE = (): string => m.text('EDIT_BULL_TITLE');
export const GLOBAL_BULLS_TITLE = (): string => m.text('GLOBAL_BULLS_TITLE');
export const NEW_BULL_BUTTON = (): string => m.text('NEW_BULL_BUTTON');
export const BULL_NOT_FOUND = (): string => m.text('BULL_NOT_FOUND');
export const NO_BULLS_YET = (): string => m.text('NO_BULLS_YET');
export const BULLS_LABEL = (): string => m.text('BULLS_LABEL');
export { BACK_TO_MANAGEMENT } from '../farms.ts';
export { BACK_BUTTON as BACK } from '../navigation.ts';
export const VIEW = (): string => m.text('VIEW');
export const LOTS_BUTTON = (): string => m.text('LOTS_BUTTON');

export const LABEL_NAME = (): string => m.text('LABEL_NAME');
export const LABEL_CODE = (): string => m.text('LABEL_CODE');
export const LABEL_BREED = (): string => m.text('LABEL_BREED');
export const LABEL_CENTRAL = (): string => m.text('LABEL_CENTRAL');
export const LABEL_CENTRAL_NAME = (): string => m.text('LABEL_CENTRAL_NAME');
export const LABEL_NOTE = (): string => m.text('LABEL_NOTE');
/** Spec §5 'Bull': the departure date (the record's `partida`), optional. */
export const LABEL_DEPARTURE = (): string => m.text('LABEL_DEPARTURE');

export const COLUMN_BULL = (): string => m.text('COLUMN_BULL');
export const COLUMN_CODE = (): string => m.text('COLUMN_CODE');
export const COLUMN_BREED = (): string => m.text('COLUMN_BREED');
export const COLUMN_CENTRAL = (): string => m.text('COLUMN_CENTRAL');
export const COLUMN_FARM = (): string => m.text('COLUMN_FARM');
export const COLUMN_ACTIONS = (): string => m.text('COLUMN_ACTIONS');
/** A bull of the user's own catalogue, kept on no farm. */
export const NO_FARM = (): string => m.text('NO_FARM');

export const LOTS_TITLE = (): string => m.text('LOTS_TITLE');
export const NEW_LOT_TITLE = (): string => m.text('NEW_LOT_TITLE');
export const EDIT_LOT_TITLE = (): string => m.text('EDIT_LOT_TITLE');
export const NEW_LOT_BUTTON = (): string => m.text('NEW_LOT_BUTTON');
export const LOTS_LABEL = (): string => m.text('LOTS_LABEL');
export const NO_LOTS_YET = (): string => m.text('NO_LOTS_YET');
export const CODE_MODE = (): string => m.text('CODE_MODE');
export const LABEL_LOT_DATE = (): string => m.text('LABEL_LOT_DATE');
export const LABEL_LOT_CODE = (): string => m.text('LABEL_LOT_CODE');
export const LABEL_FARMS = (): string => m.text('LABEL_FARMS');
export const NO_FARMS = (): string => m.text('NO_FARMS');
export const COLUMN_LOT = (): string => m.text('COLUMN_LOT');
export const COLUMN_FARMS = (): string => m.text('COLUMN_FARMS');
export const LOT_CREATED = (): string => m.text('LOT_CREATED');
export const LOT_UPDATED = (): string => m.text('LOT_UPDATED');

export function confirmDeleteBull(name: string): string {
  return m.format('confirmDeleteBull', { name });
}

export function confirmDeleteLot(label: string): string {
  return m.format('confirmDeleteLot', { label });
}
