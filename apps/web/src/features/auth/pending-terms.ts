import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { TERM_DIALOG_ORDER, type TermType } from '@gestar/domain/entities/term';

const TERM_FLAGS: Record<TermType, keyof Pick<LoginResponse, 'termoCookie' | 'termoPrivacy' | 'termoUso'>> = {
  C: 'termoCookie',
  P: 'termoPrivacy',
  U: 'termoUso',
};

/** Terms still to accept, in the dialog's order (spec §2: cookies, end-user terms, privacy). */
export function pendingTerms(
  response: Pick<LoginResponse, 'termoCookie' | 'termoPrivacy' | 'termoUso'>,
): TermType[] {
  return TERM_DIALOG_ORDER.filter((tipo) => !response[TERM_FLAGS[tipo]]);
}
