// Start a breeding season (spec §2 'Replicate farms', §5 'Replicate', §8 'Fazendas Duplicadas para Estação de
// Monta Atual!'): each chosen farm is copied into the current season with the new dates, its retiros (names
// only) and its farm-user links; batches and cows stay with the old season's farm (DECISIONS.md).
import { DEFAULT_RETIRO_NAME } from '../entities/corral.ts';
import type { Fazenda } from '../entities/farm.ts';
import { valuesOfType } from '../lists/lookup.ts';
import { CURRENT_SEASON_ID } from '../lists/value-ids.ts';
import { CURRENT_SEASON_MARKER } from '../lists/values/farm-and-nutrition.ts';
import { textKey } from './sorting.ts';

type SeasonValue = { id: string; tipoDominioId: string; descricao?: string | null; isDeleted?: boolean };

/**
 * The Estação de Monta value marked 'current' (spec §3) on the device's list (administrators move the mark);
 * the seeded current season while the device has no list yet.
 */
export function currentSeasonId(values: readonly SeasonValue[]): string {
  const marked = valuesOfType(values, 'estacaoMonta').find(
    (value) => !value.isDeleted && (value.descricao ?? '').trim().toLowerCase() === CURRENT_SEASON_MARKER,
  );
  return marked?.id ?? CURRENT_SEASON_ID;
}

type SourceFarm = Omit<Fazenda, 'created' | 'updated' | 'priority'> & { isDeleted?: boolean };
type SourceRetiro = { id: string; nome: string; fazendaId: string; isDeleted?: boolean };
type SourceLink = { id: string; idFazenda: string; idUsuario: string; isDeleted?: boolean };

export type SeasonStartInput = {
  /** Ids of the farms the user ticked, in the order ticked. */
  chosenIds: readonly string[];
  /** Every farm on the device (to find copies already made in the current season). */
  farms: readonly SourceFarm[];
  retiros: readonly SourceRetiro[];
  links: readonly SourceLink[];
  /** Id of the Estação de Monta value marked 'current'. */
  currentSeasonId: string;
  inicioEstacaoMonta: string;
  fimEstacaoMonta: string;
  /** Id factory (uuid v7 on devices, a counter in tests). */
  newId: () => string;
};

export type FarmDraft = Omit<SourceFarm, 'isDeleted'>;
export type SeasonCopy = {
  sourceId: string;
  farm: FarmDraft;
  retiros: { id: string; nome: string; fazendaId: string }[];
  links: { id: string; idFazenda: string; idUsuario: string }[];
};

export type SeasonStartPlan =
  | { kind: 'duplicates'; names: string[] }
  | { kind: 'copies'; copies: SeasonCopy[] };

/**
 * The records to create, or the names of the chosen farms that already have a farm of the same name
 * (case, accents and spaces ignored) in the current season — including a chosen farm that is itself in it,
 * and two chosen farms of the same name. Nothing is copied when any name clashes.
 */
export function planSeasonStart(input: SeasonStartInput): SeasonStartPlan {
  const live = input.farms.filter((farm) => !farm.isDeleted);
  const byId = new Map(live.map((farm) => [farm.id, farm]));
  const chosen = [...new Set(input.chosenIds)]
    .map((id) => byId.get(id))
    .filter((farm): farm is SourceFarm => farm !== undefined);

  const taken = new Set(
    live.filter((farm) => farm.estacaoMonta === input.currentSeasonId).map((farm) => textKey(farm.nome)),
  );
  const duplicates: string[] = [];
  for (const farm of chosen) {
    const key = textKey(farm.nome);
    if (taken.has(key)) duplicates.push(farm.nome);
    taken.add(key);
  }
  if (duplicates.length > 0) return { kind: 'duplicates', names: duplicates };

  return {
    kind: 'copies',
    copies: chosen.map((source) => {
      const { isDeleted: _deleted, ...fields } = source;
      const id = input.newId();
      const retiroNames = source.retiro
        ? input.retiros
            .filter((retiro) => retiro.fazendaId === source.id && !retiro.isDeleted)
            .map((retiro) => retiro.nome)
        : [DEFAULT_RETIRO_NAME];
      const users = new Set(
        input.links
          .filter((link) => link.idFazenda === source.id && !link.isDeleted)
          .map((link) => link.idUsuario),
      );
      return {
        sourceId: source.id,
        farm: {
          ...fields,
          id,
          estacaoMonta: input.currentSeasonId,
          inicioEstacaoMonta: input.inicioEstacaoMonta,
          fimEstacaoMonta: input.fimEstacaoMonta,
        },
        retiros: [...new Set(retiroNames)].map((nome) => ({ id: input.newId(), nome, fazendaId: id })),
        links: [...users].map((idUsuario) => ({ id: input.newId(), idFazenda: id, idUsuario })),
      };
    }),
  };
}
