import { v5 } from 'uuid';

// A cow has one IATF record per batch and one DN record per day. Two phones offline that each create hers
// with a new random id leave two live records, and the screens and the export then disagree on which one
// counts. Derived from the key, both phones create the same id, and the sync merges them into one record.

/** Any fixed UUID: the ids below depend on it, so it never changes. */
const KEYED_ID_NAMESPACE = '3b4f0c52-7f0e-4b7a-9d0c-2f6a51c8e0d4';

/** The id of the cow's IATF record in her batch (a resync copy is another cow record, so another id). */
export function iatfRecordId(vacaId: string, loteId: string): string {
  return v5(`iatfs/${vacaId}/${loteId}`, KEYED_ID_NAMESPACE);
}

/** The id of the cow's DN record of a day (`dia`, a domain value id). */
export function dnRecordId(vacaId: string, dia: string): string {
  return v5(`dns/${vacaId}/${dia}`, KEYED_ID_NAMESPACE);
}
