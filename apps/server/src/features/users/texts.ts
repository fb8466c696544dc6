// lead: move to domain (messages/users). Not in the spec; 'Erro ao inserir usuário' (§8) is the dialog title
// the web app shows above these.
export const UNKNOWN_ROLE = 'Perfil desconhecido.';
export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const EMAIL_TAKEN = 'Já existe um usuário com este e-mail.';
export const CPF_TAKEN = 'Já existe um usuário com este CPF.';
export const ID_TAKEN = 'Já existe um usuário com este identificador.';
export const SUPERIOR_NOT_FOUND = 'Superior não encontrado.';
export const USER_ACTION_FORBIDDEN = 'Você não tem permissão para realizar esta ação.';
