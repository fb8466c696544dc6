// lead: move to domain (messages). Not in the spec.
export const TERM_NOT_FOUND = 'Termo não encontrado.';
