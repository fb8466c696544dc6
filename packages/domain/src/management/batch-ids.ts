// The ids part of a management route: '/D0/{id}' where {id} may be several batch ids joined by ';' (spec §2).
import { isValidId } from '../rules/form-rules.ts';

/**
 * 'a;b;;a' → ['a', 'b']: blanks dropped, each id once, in the order given (the first names the screen's
 * breadcrumb), and anything that is not a lower-case record id ignored, so a mistyped address shows no batch
 * instead of querying with garbage.
 */
export function parseBatchIds(param: string | null | undefined): string[] {
  const ids: string[] = [];
  for (const part of (param ?? '').split(';')) {
    const id = part.trim();
    if (id !== '' && isValidId(id) && id === id.toLowerCase() && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The inverse of parseBatchIds, for links ('/IATF/a;b'). */
export function joinBatchIds(ids: readonly string[]): string {
  return ids.join(';');
}
