import { DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { valuesOfType } from '@gestar/domain/lists/lookup';
import { CURRENT_SEASON_MARKER } from '@gestar/domain/lists/values/farm-and-nutrition';
import { compareText } from '@gestar/domain/rules/sorting';

/** A value of the Estação de Monta list as the home screen needs it. */
export type SeasonValue = {
  id: string;
  valor: string;
  descricao: string | null;
  tipoDominioId: string;
  isDeleted?: boolean;
};

export type SeasonOption = { id: string; valor: string; current: boolean };

function isCurrent(value: SeasonValue): boolean {
  return (value.descricao ?? '').trim().toLowerCase() === CURRENT_SEASON_MARKER;
}

/**
 * The breeding seasons for the filter, newest first. The device's list wins (administrators move the 'current'
 * mark at run time); the compiled-in seed only covers a device that has not pulled the lists yet.
 */
export function seasonOptions(deviceValues: readonly SeasonValue[]): SeasonOption[] {
  const live = valuesOfType(deviceValues, 'estacaoMonta').filter((value) => !value.isDeleted);
  const source = live.length > 0 ? live : valuesOfType(DOMAIN_VALUE_SEED, 'estacaoMonta');
  return source
    .map((value) => ({ id: value.id, valor: value.valor, current: isCurrent(value) }))
    .sort((a, b) => compareText(b.valor, a.valor));
}

/** The season marked 'current' (spec §3), or null when no value carries the mark. */
export function currentSeason(options: readonly SeasonOption[]): SeasonOption | null {
  return options.find((option) => option.current) ?? null;
}
