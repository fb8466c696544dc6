// The farm-wide repeated-cow check behind 'Avisar sobre matrizes repetidas' (spec §5 'Cow (new)', §4 'Cow lookup
// for a batch', §8 'Cow search'). The device answers it from its own copy of the farm, so it works offline.
import {
  COW_NOT_FOUND,
  COW_PREGNANT_IN_PREVIOUS_DG,
  cowIdNotUnique,
  cowInAnotherBatch,
  SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG,
} from '../messages/cow-search.ts';
import { sameText } from '../rules/sorting.ts';

/** A cow of the farm outside the batches on screen, with what the message names about her batch. */
export type FarmCow = {
  codVaca: string | null;
  codLeitorBastao: string | null;
  /** Diagnosed pregnant at a DG or DG Final ('Prenhe' Sim). */
  pregnant: boolean;
  batchName: string;
  protocolName: string;
  /** The batch's management: its 'Processo Atual', or its next management before any. */
  management: string;
};

export type CowLookupOutcome =
  /** 'Matriz não encontrada.': save directly. */
  | { kind: 'not-found'; message: string }
  /** Any other answer: the dialog 'Matriz já cadastrada em outro(s) lotes' with Cancelar/Salvar. */
  | { kind: 'found'; message: string };

/** The code a typed cow is searched by: her ID (codVaca), else her wand reading (codLeitorBastao). */
export function typedCowCode(values: {
  codVaca?: string | null;
  codLeitorBastao?: string | null;
}): string | null {
  return values.codVaca?.trim() || values.codLeitorBastao?.trim() || null;
}

/**
 * The answer for one typed ID (ID1, else ID2), matched whole against either ID of the farm's other cows
 * (case and accents ignored). Pregnant cows are named first: inseminating a pregnant cow is the costly
 * mistake the warning exists for.
 */
export function cowLookupOutcome(code: string | null, farmCows: readonly FarmCow[]): CowLookupOutcome {
  const id = (code ?? '').trim();
  const matches =
    id === '' ? [] : farmCows.filter((cow) => sameText(cow.codVaca, id) || sameText(cow.codLeitorBastao, id));
  const pregnant = matches.filter((cow) => cow.pregnant);
  if (pregnant.length > 1) return { kind: 'found', message: SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG() };
  if (pregnant.length === 1) return { kind: 'found', message: COW_PREGNANT_IN_PREVIOUS_DG() };
  if (matches.length > 1) return { kind: 'found', message: cowIdNotUnique(id) };
  const [only] = matches;
  if (only) {
    return {
      kind: 'found',
      message: cowInAnotherBatch(id, only.batchName, only.protocolName, only.management),
    };
  }
  return { kind: 'not-found', message: COW_NOT_FOUND() };
}

/**
 * The one cow of the farm the typed ID names, when she may be brought into the batch on screen instead of being
 * registered twice (spec §4 'Moving a cow from another batch'); none when the ID names several cows or a pregnant
 * one (the warning is there to stop that insemination, not to move her).
 */
export function movableMatch<T extends FarmCow>(code: string | null, farmCows: readonly T[]): T | undefined {
  const id = (code ?? '').trim();
  if (id === '') return undefined;
  const matches = farmCows.filter((cow) => sameText(cow.codVaca, id) || sameText(cow.codLeitorBastao, id));
  const [only] = matches;
  return matches.length === 1 && only && !only.pregnant ? only : undefined;
}
