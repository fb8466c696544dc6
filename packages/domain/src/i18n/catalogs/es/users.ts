import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/users.ts';

// Spanish texts of messages/users.ts.
export default {
  NEW_USER_BUTTON: 'Nuevo Usuario',
  USER_INSERT_ERROR_TITLE: 'Error al registrar el usuario',
  CONFIRM_DELETE_USER: 'Está a punto de eliminar este usuario. Esta acción no podrá deshacerse.',
  CREATE_WITHOUT_EMAIL: 'Registrar usuario sin correo electrónico',
  USERS_TITLE: 'Usuarios',
  EDIT_USER_TITLE: 'Editar Usuario',
  LABEL_FULL_NAME: 'Nombre Completo',
  LABEL_CPF: 'CPF',
  LABEL_ROLE: 'Perfil',
  USERS_SEARCH_PLACEHOLDER: 'Nombre, correo electrónico, perfil o municipio…',
  USERS_FILTERS_BUTTON: 'Filtros',
  CHOOSE_STATE_FIRST: 'Elija primero el estado',
  USER_SAVED: '¡Usuario guardado con éxito!',
} satisfies Translation<typeof ptBR>;
