import type { DomainLookup } from '../lists/domain-ids.ts';
import { HORMONIO_VALOR, MANEJO_VALOR } from '../lists/values/management.ts';
import { sameText } from './sorting.ts';

// Which hormones serve which handling ('Luteólise' must not offer GnRH). A hormone's purpose is its
// parent domain value (valorDominioPaiId → a Tipo de Manejo value) when an administrator set one; the seeded
// hormones have none, so their purposes are this table, by text.

/** Seeded hormones by the handling (Tipo de Manejo text) they are given for. */
export const HORMONE_PURPOSES: Readonly<Record<string, readonly string[]>> = {
  [MANEJO_VALOR.LUTEOLISE]: [HORMONIO_VALOR.LUTEOLISE],
  [MANEJO_VALOR.PROGESTERONA_INJETAVEL]: [HORMONIO_VALOR.PROGESTERONA_INJETAVEL],
  [MANEJO_VALOR.ECG]: [HORMONIO_VALOR.ECG],
  [MANEJO_VALOR.GNRH]: [HORMONIO_VALOR.GNRH],
  [MANEJO_VALOR.INDUTOR_OVULACAO]: [
    HORMONIO_VALOR.BENZOATO_ESTRADIOL,
    HORMONIO_VALOR.CIPIONATO_ESTRADIOL,
    HORMONIO_VALOR.GNRH,
  ],
};

type Hormone = { valor: string; valorDominioPaiId?: string | null };

function servesPurpose(hormone: Hormone, purpose: string, lookup: DomainLookup): boolean {
  const parent = lookup.valorOf(hormone.valorDominioPaiId);
  if (parent !== undefined) return sameText(parent, purpose);
  const entry = Object.entries(HORMONE_PURPOSES).find(([known]) => sameText(known, purpose));
  return Boolean(entry?.[1].some((text) => sameText(text, hormone.valor)));
}

/**
 * The hormones a step of this handling may give. A handling no hormone is known to serve (a purpose an
 * administrator added without tagging any hormone) keeps the whole list rather than an empty select.
 */
export function productsForPurpose<T extends Hormone>(
  purpose: string | null | undefined,
  hormones: readonly T[],
  lookup: DomainLookup,
): T[] {
  if (!purpose) return [...hormones];
  const matching = hormones.filter((hormone) => servesPurpose(hormone, purpose, lookup));
  return matching.length > 0 ? matching : [...hormones];
}
