// Answers of the domain-list calls. Not in the spec (its screens only show the §8 'Aviso importante!').
export const ADMIN_ONLY = 'Somente administradores podem alterar as listas de domínio.';
export const VALUE_NOT_FOUND = 'Valor de domínio não encontrado.';
export const TYPE_NOT_FOUND = 'Tipo de domínio não encontrado.';
export const PARENT_VALUE_NOT_FOUND = 'Valor de domínio pai não encontrado.';
export const UNSTORABLE_TEXT = 'Um texto contém um caractere não permitido.';
