// Matching of the observation markers of spec §9 (the texts live in lists/observations.ts). They are stored as plain text in the observation fields (observacaoD0,
// observacaoDN, observacaoDG, observacao_DG_Final, iatf.observacao), so the rules compare text, not ids.
import { inLocale } from '../i18n/current-locale.ts';
import { OBS_DID_NOT_ATTEND, OBS_NOT_APPLICABLE, SPREADSHEET_OBSERVATIONS } from '../lists/observations.ts';
import { COW_EDITED_AFTER_D0 } from '../messages/validation.ts';
import { sameText } from './sorting.ts';

export {
  DG_OBSERVATIONS,
  DN_OBSERVATIONS,
  IATF_OBSERVATIONS,
  OBS_ANIMAL_DIED,
  OBS_DID_NOT_ATTEND,
  OBS_DISCARDED,
  OBS_NOT_APPLICABLE,
  OBS_NOT_INSEMINATED,
  OBS_WITH_DEVICE,
} from '../lists/observations.ts';

// Imported and older records may carry a bracketed step prefix ('[IATF] Animal morreu', spec §5 display
// helper), so a marker still matches behind one. '[N/A]' itself is all brackets and is kept whole.
function withoutPrefix(observation: string): string {
  const trimmed = observation.trim();
  if (sameText(trimmed, OBS_NOT_APPLICABLE)) return trimmed;
  return trimmed.replace(/^\[[^\]]*\]\s*/, '');
}

/** The observation is `marker` (case, accents, spacing and a bracketed prefix ignored). */
export function observationIs(observation: string | null | undefined, marker: string): boolean {
  if (observation === null || observation === undefined) return false;
  return sameText(withoutPrefix(observation), marker);
}

/** Empty or '[N/A]': nothing was observed, so the step's fields keep their meaning. */
export function isDefaultObservation(observation: string | null | undefined): boolean {
  return (
    observation === null ||
    observation === undefined ||
    observation.trim() === '' ||
    observationIs(observation, OBS_NOT_APPLICABLE)
  );
}

/** Nothing typed at all ('[N/A]' counts as filled: it is the saved default). */
export function isBlankObservation(observation: string | null | undefined): boolean {
  return observation === null || observation === undefined || observation.trim() === '';
}

/** The cow did not come to the handling, in the screen or the spreadsheet wording. */
export function isAbsenceObservation(observation: string | null | undefined): boolean {
  return (
    observationIs(observation, OBS_DID_NOT_ATTEND) ||
    observationIs(observation, SPREADSHEET_OBSERVATIONS.DID_NOT_ATTEND)
  );
}

/** The observation to store: what was typed, or '[N/A]' when nothing was. */
export function observationOrDefault(observation: string | null | undefined): string {
  return observation && observation.trim() !== '' ? observation : OBS_NOT_APPLICABLE;
}

/**
 * The note an edit writes into a cow's observacaoD0 once her batch has a day (rules/forms/cow-form applyCowEdit).
 * Stored data, so always the pt-BR text whatever the editor's language: every device, export, report and handling
 * receipt holds the same bytes, older app versions show it as before, and the records that already carry it need
 * no migration. It is read in the reader's language through displayText (rules/display.ts).
 */
export const OBS_EDITED_AFTER_D0: string = inLocale('pt-BR', COW_EDITED_AFTER_D0);
