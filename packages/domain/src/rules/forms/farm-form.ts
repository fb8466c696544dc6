// Farm form (spec §5 'Farm form').
import { ROLES } from '../../entities/role.ts';
import {
  dateRange,
  type FieldErrors,
  required,
  requiredIfEqual,
  validate,
  validDate,
} from '../form-rules.ts';
import { FARM_SIZE_FIELD, numberFieldValue, validNumber } from '../number-field.ts';
import { listChanges } from './changed-fields.ts';

export const BRAZIL = 'Brasil';
/** Municipality option for a city missing from the state's list; it opens a free-text field. */
export const OTHER_MUNICIPALITY = 'Outro';

export type FarmFormValues = {
  nomeProprietario: string | null;
  nome: string | null;
  inscricaoEstadual: string | null;
  pais: string | null;
  estado: string | null;
  municipio: string | null;
  /** Hectares; the input gives text, the record a number. */
  tamanho: string | number | null;
  /** 'Possui Retiro?'. */
  retiro: boolean | null;
  inicioEstacaoMonta: string | null;
  fimEstacaoMonta: string | null;
  sistemaProducao: string | null;
  estacaoMonta: string | null;
};

/**
 * Hectares the record stores for the input ('12,5' or '12.5'), null when empty, by the number rule; call it
 * once the form is valid (a refused text throws rather than being saved as something else).
 */
export function parseFarmSize(tamanho: string | number | null): number | null {
  return numberFieldValue(tamanho, FARM_SIZE_FIELD);
}

export function validateFarmForm(values: FarmFormValues): FieldErrors<keyof FarmFormValues> {
  return validate(values, [
    required(
      'nomeProprietario',
      'nome',
      'pais',
      'municipio',
      'sistemaProducao',
      'retiro',
      'inicioEstacaoMonta',
      'fimEstacaoMonta',
      'estacaoMonta',
    ),
    requiredIfEqual('estado', 'pais', BRAZIL),
    validDate('inicioEstacaoMonta'),
    validDate('fimEstacaoMonta'),
    dateRange('inicioEstacaoMonta', 'fimEstacaoMonta'),
    validNumber(FARM_SIZE_FIELD, 'tamanho'),
  ]);
}

/** Changing country clears state and municipality (the lists depend on it). */
export function onCountryChange<V extends FarmFormValues>(values: V, pais: string | null): V {
  if (pais === values.pais) return values;
  return { ...values, pais, estado: null, municipio: null };
}

/** For Brasil the municipality comes from the state's cities plus 'Outro'; elsewhere it is free text. */
export function municipalityOptions(pais: string | null, stateCities: readonly string[]): string[] | null {
  return pais === BRAZIL ? [...stateCities, OTHER_MUNICIPALITY] : null;
}

/** 'Possui Retiro?' is fixed once the farm exists: its batches hang from retiros or from DEFAULT. */
export function canChangeHasRetiro(isExistingFarm: boolean): boolean {
  return !isExistingFarm;
}

export type ResponsibleContext = {
  currentUserId: string;
  /** Farm owner (fazenda.usuarioId); on a new farm, the current user. */
  ownerId: string;
  /** The administrator accounts, which removal skips. */
  adminUserIds: readonly string[];
};

/** Only the owner edits the 'Responsáveis' list. */
export function canEditResponsibles({ currentUserId, ownerId }: ResponsibleContext): boolean {
  return currentUserId === ownerId;
}

/** The current user and administrator accounts cannot be removed. */
export function canRemoveResponsible(userId: string, context: ResponsibleContext): boolean {
  return (
    canEditResponsibles(context) && userId !== context.currentUserId && !context.adminUserIds.includes(userId)
  );
}

/** Removes responsáveis, skipping those that cannot be removed. */
export function removeResponsibles(
  responsibleIds: readonly string[],
  toRemove: readonly string[],
  context: ResponsibleContext,
): string[] {
  return responsibleIds.filter((id) => !toRemove.includes(id) || !canRemoveResponsible(id, context));
}

/**
 * The links a farm save writes (for a user the page lets edit the list): responsáveis the user added, and
 * those removed that may be removed (only by the owner, never the current user or an administrator);
 * untouched links are not written at all, so a save can never drop a link the form did not show.
 */
export function responsibleChanges(
  loaded: readonly string[],
  saved: readonly string[],
  context: ResponsibleContext,
): { added: string[]; removed: string[] } {
  const { added, removed } = listChanges(loaded, saved);
  return { added, removed: removed.filter((id) => canRemoveResponsible(id, context)) };
}

export type VetCandidate = { id: string; roles: readonly { name: string }[] };

/** Vets offered for the list: users with a role other than Administrador. */
export function vetCandidates<U extends VetCandidate>(users: readonly U[]): U[] {
  return users.filter((user) => user.roles.some((role) => role.name !== ROLES.administrador.name));
}
