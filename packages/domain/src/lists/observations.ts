// Observation choices of the management steps and the markers rules test for (spec §4, §5, §9). Observations
// are stored as plain text on the cow (observacaoD0, observacaoDG, observacao_DG_Final, iatf/dn observacao).

/** Default observation: nothing to note (shown as 'Nada Consta'). */
export const OBS_NOT_APPLICABLE = '[N/A]';
export const OBS_ANIMAL_DIED = 'Animal morreu';
export const OBS_DISCARDED = 'Matriz Descarte';
export const OBS_DID_NOT_ATTEND = 'Animal não compareceu ao manejo';
export const OBS_WITH_DEVICE = 'Matriz com dispositivo';
export const OBS_NOT_INSEMINATED = 'Matriz não inseminada';
/** Written by the rules, never chosen: a cow created after D0, or moved in from another batch (spec §4). */
export const OBS_CREATED_AFTER_D0 = 'Matriz criada após o D0';
export const OBS_MOVED_BATCH = 'Animal mudou de lote';

/** IATF screen (spec §9). */
export const IATF_OBSERVATIONS = [
  OBS_WITH_DEVICE,
  OBS_DID_NOT_ATTEND,
  OBS_NOT_INSEMINATED,
  OBS_DISCARDED,
] as const;

/**
 * D0/IATF screen: the IATF list plus the marker §9 leaves unnamed. It is 'Animal morreu': §5 lets a new cow with
 * 'Animal morreu' skip semen and inseminator, which only the D0/IATF form asks for.
 */
export const D0_IATF_OBSERVATIONS = [...IATF_OBSERVATIONS, OBS_ANIMAL_DIED] as const;

/** DG screens (spec §9: 'Animal não compareceu ao manejo', the marker, 'Matriz Descarte'). */
export const DG_OBSERVATIONS = [OBS_DID_NOT_ATTEND, OBS_ANIMAL_DIED, OBS_DISCARDED] as const;

/** DG Final screen: the two observations that waive the final diagnosis (spec §4/§5). */
export const DG_FINAL_OBSERVATIONS = [OBS_ANIMAL_DIED, OBS_DID_NOT_ATTEND] as const;

/** DN screen (spec §9: death option, 'Animal não compareceu ao manejo', not-applicable option). */
export const DN_OBSERVATIONS = [OBS_ANIMAL_DIED, OBS_DID_NOT_ATTEND, OBS_NOT_APPLICABLE] as const;

/** Cows with these observations are not carried into a resync nor listed in later steps (spec §4). */
export const REMOVED_FROM_HERD_OBSERVATIONS = [OBS_ANIMAL_DIED, OBS_DISCARDED] as const;

/** Observation texts of the import/export spreadsheets (spec §9). */
export const SPREADSHEET_OBSERVATIONS = {
  DID_NOT_ATTEND: 'Animal não compareceu',
  ANIMAL_DIED: 'Animal morreu',
  LOST_DEVICE: 'Perdeu o dispositivo',
  NOT_DIAGNOSED: 'Matriz não diagnosticada',
} as const;
