// User administration (spec §2, §8). Verbatim unless marked "not in the spec".

export const NEW_USER_BUTTON = 'Novo Usuário';
export const USER_INSERT_ERROR_TITLE = 'Erro ao inserir usuário';
export const CONFIRM_DELETE_USER =
  'Você está prestes a deletar este usuário. Esta ação não poderá ser desfeita.';
/** Not in the spec: checkbox of /users/create. */
export const CREATE_WITHOUT_EMAIL = 'Cadastrar usuário sem e-mail';

// Labels of the user screens (spec §2, §3 name only the fields). Not in the spec.
export const USERS_TITLE = 'Usuários';
export const EDIT_USER_TITLE = 'Editar Usuário';
export const LABEL_FULL_NAME = 'Nome Completo';
export const LABEL_CPF = 'CPF';
export { LABEL_MUNICIPALITY, LABEL_STATE } from './labels/farms.ts';
export const LABEL_ROLE = 'Perfil';
export const USERS_SEARCH_PLACEHOLDER = 'Nome, e-mail, perfil ou município…';
export const USERS_FILTERS_BUTTON = 'Filtros';
export const CHOOSE_STATE_FIRST = 'Escolha o estado primeiro';
/** Success alert after a non-administrator saves a user (spec §6 names the alert, not its text). */
export const USER_SAVED = 'Usuário salvo com sucesso!';
