import { type DomainLookup, type DomainTypeKey, domainTypeId } from './domain-ids.ts';
import { DOMAIN_VALUE_SEED } from './domain-values.ts';

/** A lookup over whatever list the caller holds (the device's valorDominios, the server's table, the seed). */
export function createDomainLookup(values: ReadonlyArray<{ id: string; valor: string }>): DomainLookup {
  const byId = new Map(values.map((value) => [value.id, value.valor]));
  return {
    valorOf: (id) => (id ? byId.get(id) : undefined),
  };
}

/** Lookup over the compiled-in seed: for tests, the server's seeding and a device that never synced. */
export const seedLookup: DomainLookup = createDomainLookup(DOMAIN_VALUE_SEED);

/** The values of one list, in the caller's order (deleted values are the caller's to filter). */
export function valuesOfType<T extends { tipoDominioId: string }>(
  values: readonly T[],
  typeKey: DomainTypeKey,
): T[] {
  const tipoDominioId = domainTypeId(typeKey);
  return values.filter((value) => value.tipoDominioId === tipoDominioId);
}
