import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/farms.ts';

const m = defineMessages('farms', ptBR);

// Home, farm list, farm page and breeding-season replication (spec §2, §8). Verbatim unless marked "not in the
// spec".

/** Not in the spec: the home banner greets the user by full name. */
export function welcomeUser(nomeCompleto: string): string {
  return m.format('welcomeUser', { nomeCompleto });
}

export const NEW_FARM_BUTTON = (): string => m.text('NEW_FARM_BUTTON');
export const NEW_FARM_TITLE = (): string => m.text('NEW_FARM_TITLE');
export const BACK_TO_MANAGEMENT = (): string => m.text('BACK_TO_MANAGEMENT');
export const START_BREEDING_SEASON = (): string => m.text('START_BREEDING_SEASON');
export const FARM_REPORT_BUTTON = (): string => m.text('FARM_REPORT_BUTTON');
export const NO_CORRAL_OR_BATCH_YET = (): string => m.text('NO_CORRAL_OR_BATCH_YET');
export const HAS_CORRALS_LABEL = (): string => m.text('HAS_CORRALS_LABEL');
export const RESPONSIBLES_LABEL = (): string => m.text('RESPONSIBLES_LABEL');
export const PREGNANCY_PERCENT_LABEL = (): string => m.text('PREGNANCY_PERCENT_LABEL');
export const CURRENT_PROCESS_LABEL = (): string => m.text('CURRENT_PROCESS_LABEL');

export const DUPLICATE_FARMS_FOR_SEASON_TITLE = (): string => m.text('DUPLICATE_FARMS_FOR_SEASON_TITLE');

/** At most 10 farms per replication or multi-farm sync; `remaining` are left for a next round. */
export function maxFarmsAtOnce(remaining: number): string {
  return m.format('maxFarmsAtOnce', { count: remaining, remaining: String(remaining) });
}

/** Not in the spec: the breeding-season notice on home (its OK unlocks after a 5 s countdown). */
export function breedingSeasonBegan(season: string): string {
  return m.format('breedingSeasonBegan', { season });
}

/** The notice to a user who may start a season: how to move farms into it. */
export function breedingSeasonNotice(season: string): string {
  return `${breedingSeasonBegan(season)} ${m.text('BREEDING_SEASON_NOTICE_HOW_TO')}`;
}

// Replicate farms (/farms/estacaodemonta) table columns (spec §2).
export const SEASON_COLUMN_FARM = (): string => m.text('SEASON_COLUMN_FARM');
export const SEASON_COLUMN_PLACE = (): string => m.text('SEASON_COLUMN_PLACE');
export const SEASON_COLUMN_SEASON = (): string => m.text('SEASON_COLUMN_SEASON');
export const SEASON_COLUMN_PERIOD = (): string => m.text('SEASON_COLUMN_PERIOD');
export const SEASON_COLUMN_CORRAL = (): string => m.text('SEASON_COLUMN_CORRAL');
export const SEASON_COLUMN_COWS = (): string => m.text('SEASON_COLUMN_COWS');

/** Not in the spec: 'Período da EM' cell, '01/10/2026 a 28/02/2027'. */
export function seasonPeriod(start: string, end: string): string {
  return m.format('seasonPeriod', { start: String(start), end: String(end) });
}

/** Not in the spec: a farm not downloaded cannot be copied (its retiros and vets are not on the device). */
export const SEASON_FARM_NOT_DOWNLOADED = (): string => m.text('SEASON_FARM_NOT_DOWNLOADED');

/** Not in the spec: how many farms are ticked (some may be hidden by the filters). */
export function seasonSelectionCount(count: number): string {
  return m.format('seasonSelectionCount', { count, n: String(count) });
}

/** Not in the spec: why 'Novo Lote' is off on a farm without retiros whose default retiro is not on the device. */
export const NO_DEFAULT_CORRAL_REASON = (): string => m.text('NO_DEFAULT_CORRAL_REASON');
/** Not in the spec: why 'Unir Lotes' is off. */
export const MERGE_NEEDS_TWO_BATCHES = (): string => m.text('MERGE_NEEDS_TWO_BATCHES');

/** Spec §6: administrators may see deleted farms; the home list marks them (not in the spec as text). */
export const FARM_DELETED_CHIP = (): string => m.text('FARM_DELETED_CHIP');
export const FARM_DELETED_HINT = (): string => m.text('FARM_DELETED_HINT');

// Clean re-download of one farm (spec §7 'clean re-sync of a farm', §8 'Atenção!' adjusting a farm wipes and
// re-downloads). Not in the spec as text, except the title.
export const REDOWNLOAD_FARM_BUTTON = (): string => m.text('REDOWNLOAD_FARM_BUTTON');
export const REDOWNLOAD_FARM_TITLE = (): string => m.text('REDOWNLOAD_FARM_TITLE');
// The warning itself is FARM_RESET_WARNING (messages/sync.ts).
export const REDOWNLOAD_FARM_CONFIRM = (): string => m.text('REDOWNLOAD_FARM_CONFIRM');
export const REDOWNLOAD_FARM_OFFLINE_REASON = (): string => m.text('REDOWNLOAD_FARM_OFFLINE_REASON');
export const REDOWNLOAD_FARM_RUNNING = (): string => m.text('REDOWNLOAD_FARM_RUNNING');
export const REDOWNLOAD_FARM_DONE = (): string => m.text('REDOWNLOAD_FARM_DONE');
/** The device still holds changes of the farm the server did not take: nothing was wiped. */
export function redownloadUnsent(count: number): string {
  return m.format('redownloadUnsent', { count, n: String(count) });
}
