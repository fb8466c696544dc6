// User administration (spec §2, §8). Verbatim unless marked "not in the spec".

export const NEW_USER_BUTTON = 'Novo Usuário';
export const USER_INSERT_ERROR_TITLE = 'Erro ao inserir usuário';
export const CONFIRM_DELETE_USER =
  'Você está prestes a deletar este usuário. Esta ação não poderá ser desfeita.';
/** Not in the spec: checkbox of /users/create. */
export const CREATE_WITHOUT_EMAIL = 'Cadastrar usuário sem e-mail';
