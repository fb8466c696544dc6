import { type DomainLookup, type DomainTypeKey, domainTypeId } from '@gestar/domain/lists/domain-ids';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
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

/** The values of one list in the order the administrator keeps them. */
export function optionsOf(
  values: readonly (DomainOption & { tipoDominioId: string })[] | undefined,
  type: DomainTypeKey,
): DomainOption[] {
  const tipo = domainTypeId(type);
  return (values ?? []).filter((value) => value.tipoDominioId === tipo);
}
