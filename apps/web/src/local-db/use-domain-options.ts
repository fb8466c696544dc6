import { type DomainLookup, type DomainTypeKey, domainTypeId } from '@gestar/domain/lists/domain-ids';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { sortDomainValues } from '@gestar/domain/rules/list-order';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { LocalEntity } from './local-record.ts';
import { valorDominioRepository } from './repositories.ts';

export type DomainOption = { id: string; valor: string };

/** The device's domain lists (administrators add values at run time, so never the compiled-in seed alone). */
export function useDomainValues(): LocalEntity<'valorDominios'>[] | undefined {
  return useLiveQuery(() => valorDominioRepository.get(), []);
}

export function useDomainLookup(values: readonly DomainOption[] | undefined): DomainLookup {
  return useMemo(() => createDomainLookup(values ?? []), [values]);
}

/**
 * The values of one list in its display order (spec §9, packages/domain list-order): the device stores them by
 * id, i.e. in random order, so every select takes its options from here.
 */
export function optionsOf<T extends DomainOption & { tipoDominioId: string }>(
  values: readonly T[] | undefined,
  type: DomainTypeKey,
): T[] {
  const tipo = domainTypeId(type);
  return sortDomainValues(
    type,
    (values ?? []).filter((value) => value.tipoDominioId === tipo),
  );
}
