// pt-BR texts of messages/users.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  NEW_USER_BUTTON: 'Novo Usuário',
  USER_INSERT_ERROR_TITLE: 'Erro ao inserir usuário',
  CONFIRM_DELETE_USER: 'Você está prestes a deletar este usuário. Esta ação não poderá ser desfeita.',
  CREATE_WITHOUT_EMAIL: 'Cadastrar usuário sem e-mail',
  USERS_TITLE: 'Usuários',
  EDIT_USER_TITLE: 'Editar Usuário',
  LABEL_FULL_NAME: 'Nome Completo',
  LABEL_CPF: 'CPF',
  LABEL_ROLE: 'Perfil',
  USERS_SEARCH_PLACEHOLDER: 'Nome, e-mail, perfil ou município…',
  USERS_FILTERS_BUTTON: 'Filtros',
  CHOOSE_STATE_FIRST: 'Escolha o estado primeiro',
  USER_SAVED: 'Usuário salvo com sucesso!',
} as const;
