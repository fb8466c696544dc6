import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/farms.ts';
import type { Country } from '../../lists/countries.ts';

const m = defineMessages('labels/farms', ptBR);

// Labels of the farm screens the spec names only by field (§3); pt-BR, not verbatim spec texts.

export const FARM_TITLE_EDIT = (): string => m.text('FARM_TITLE_EDIT');
/** Not in the spec: a management screen's button to the batch's farm, shown read-only ('Voltar ao manejo'). */
export const FARM_DETAILS_BUTTON = (): string => m.text('FARM_DETAILS_BUTTON');
export const LABEL_OWNER_NAME = (): string => m.text('LABEL_OWNER_NAME');
export const LABEL_FARM_NAME = (): string => m.text('LABEL_FARM_NAME');
export const LABEL_STATE_REGISTRATION = (): string => m.text('LABEL_STATE_REGISTRATION');
export const LABEL_COUNTRY = (): string => m.text('LABEL_COUNTRY');
export const LABEL_STATE = (): string => m.text('LABEL_STATE');
export const LABEL_MUNICIPALITY = (): string => m.text('LABEL_MUNICIPALITY');
export const LABEL_OTHER_MUNICIPALITY = (): string => m.text('LABEL_OTHER_MUNICIPALITY');
export const LABEL_SIZE = (): string => m.text('LABEL_SIZE');
export const LABEL_SEASON_START = (): string => m.text('LABEL_SEASON_START');
export const LABEL_SEASON_END = (): string => m.text('LABEL_SEASON_END');
export const LABEL_PRODUCTION_SYSTEM = (): string => m.text('LABEL_PRODUCTION_SYSTEM');
export const LABEL_BREEDING_SEASON = (): string => m.text('LABEL_BREEDING_SEASON');
export const YES = (): string => m.text('YES');
export const NO = (): string => m.text('NO');
export const FARM_NOT_FOUND = (): string => m.text('FARM_NOT_FOUND');
export const NEW_CORRAL_BUTTON = (): string => m.text('NEW_CORRAL_BUTTON');
export const NEW_BATCH_BUTTON = (): string => m.text('NEW_BATCH_BUTTON');
export const BULLS_BUTTON = (): string => m.text('BULLS_BUTTON');
export const CORRAL_COLUMN = (): string => m.text('CORRAL_COLUMN');
export const BATCHES_COLUMN = (): string => m.text('BATCHES_COLUMN');
export const FARM_CORRALS_LABEL = (): string => m.text('FARM_CORRALS_LABEL');
export const FARM_BATCHES_LABEL = (): string => m.text('FARM_BATCHES_LABEL');

/** Not in the spec (§8 gives the batch and retiro wording, which this follows). */
export function confirmDeleteFarm(name: string): string {
  return m.format('confirmDeleteFarm', { name });
}

// The farm form's location choices (spec §3 static data): the stored value stays the spec's pt-BR word.
/** A country of the list, named in the reader's language ('Paraguai' reads 'Paraguay' in Spanish). */
export const countryName = (country: Country): string => m.text('COUNTRY_NAMES')[country];
/** The municipality list's last choice, 'Outro' (then the name is typed), in the reader's language. */
export const OTHER_MUNICIPALITY_OPTION = (): string => m.text('OTHER_MUNICIPALITY_OPTION');
