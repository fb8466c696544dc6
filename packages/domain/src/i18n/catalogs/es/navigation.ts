import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/navigation.ts';

// Spanish texts of messages/navigation.ts.
export default {
  APP_NAME: 'Gestar',
  APP_VERSION_LABEL: 'v2.2.4',
  MENU_UPDATE_VERSION: 'Actualizar versión',
  MENU_TRAINING: 'CAPACITACIONES',
  MENU_USERS: 'USUARIOS',
  MENU_PROTOCOLS: 'PROTOCOLOS',
  MENU_SEMEN: 'SEMEN',
  MENU_ADMIN: 'Admin',
  MENU_LOGOUT: 'SALIR',
  MENU_OPEN: 'Abrir menú',
  MENU_MAIN: 'Menú principal',
  WHATS_NEW_TITLE: '¿Qué hay de nuevo?',
  HOME_TITLE: 'Inicio',
  SERVER_ONLINE: 'Servidor conectado',
  SERVER_OFFLINE: 'Sin conexión con el servidor',
  SERVER_CHECKING: 'Verificando conexión…',
  COMING_SOON: 'Disponible próximamente',
  NEEDS_CONNECTION_AND_SYNC: 'Disponible con conexión, cuando termine la sincronización',
  LOADING: 'Cargando…',
  PAGE_LOAD_FAILED: 'No fue posible abrir esta pantalla. Verifique su conexión e intente nuevamente.',
  RELOAD_BUTTON: 'Recargar',
  BACK_BUTTON: 'Volver',
  welcomeMessage: icu('¡Bienvenido(a), {nome}!'),
  WHATS_NEW_ITEMS: [
    'Funciona sin conexión: la aplicación abre, navega y guarda los datos en el dispositivo hasta la próxima sincronización.',
    'Ingreso sin conexión con el usuario que ya ingresó en este dispositivo.',
    'Sincronización campo por campo: los cambios hechos en dispositivos diferentes no se pierden.',
    'Instale Gestar en la pantalla de inicio del celular desde el menú del navegador.',
  ],
  UPDATE_READY: 'Hay una nueva versión de Gestar lista. Use “Actualizar versión” en el menú.',
  HARD_REFRESH_TITLE: 'Actualizando la aplicación',
  HARD_REFRESH_RUNNING:
    'Eliminando la copia guardada de la aplicación. Los datos de este dispositivo se mantienen.',
  HARD_REFRESH_FAILED: 'No fue posible limpiar la copia guardada de la aplicación.',
  BACKUP_AND_EXIT_TITLE: 'Backup y salir',
  BACKUP_AND_EXIT_SENDING: 'Enviando los cambios de este dispositivo…',
  BACKUP_AND_EXIT_CLEARING: 'Eliminando los datos de este dispositivo…',
  BACKUP_AND_EXIT_NOTHING: 'Ninguna sesión abierta en este dispositivo.',
  LOGOUT_TITLE: 'Salir',
  LOGOUT_CONFIRM: '¿Realmente desea salir? Los datos de este dispositivo se eliminarán.',
  SYNC_AND_LOGOUT_BUTTON: 'Sincronizar y salir',
  INVALID_CREDENTIALS: '¡Usuario o contraseña inválidos!',
  OFFLINE_LOGIN_UNKNOWN:
    'Sin conexión solo es posible ingresar con un usuario que ya ingresó en este dispositivo.',
  USER_DELETED_MESSAGE:
    'Esta cuenta fue eliminada. Consulte al veterinario responsable o al administrador de Gestar.',
  TERMS_LOAD_FAILED: 'No fue posible cargar los términos. Verifique su conexión e intente nuevamente.',
  TERMS_SCROLL_HINT: 'Desplace el texto hasta el final para poder aceptar.',
  EMAIL_LABEL: 'Correo electrónico',
  NEW_PASSWORD_LABEL: 'Nueva contraseña',
  CONFIRM_PASSWORD_LABEL: 'Confirmar contraseña',
  RESET_LINK_INCOMPLETE:
    'Este enlace está incompleto. Abra nuevamente el enlace recibido por correo electrónico o solicite uno nuevo.',
  CURRENT_PASSWORD_LABEL: 'Contraseña actual',
  PASSWORD_TOO_SHORT_MESSAGE: 'La contraseña debe tener al menos 8 caracteres.',
  TERM_VERSION_LABEL: 'Versión',
  OTHER_USER_PENDING:
    'Este dispositivo tiene cambios todavía no sincronizados de otro usuario. Ingrese con ese usuario y sincronice antes de cambiar de cuenta.',
  RECONNECT_TITLE: 'Ingrese nuevamente',
  RECONNECT_MESSAGE:
    'Usted ingresó sin conexión. Ingrese su contraseña para volver a sincronizar los datos con el servidor.',
  UPDATE_ALREADY_CURRENT: icu('Ya está usando la versión más reciente ({version}).'),
  UPDATE_APPLYING: 'Nueva versión encontrada: actualizando la aplicación…',
  UPDATE_CHECK_FAILED: 'No fue posible buscar una nueva versión. Verifique su conexión e intente nuevamente.',
  UNDER_CONSTRUCTION_TITLE: 'Pantalla en construcción',
  UNDER_CONSTRUCTION_MESSAGE:
    'Esta pantalla todavía se está construyendo y llegará en una próxima versión de Gestar. Sus datos no fueron modificados.',
  HOME_BUTTON: 'Ir al inicio',
  NOT_ON_DEVICE_HINT:
    'Los datos de este establecimiento no se encuentran en este dispositivo. Descargue el establecimiento (se necesita conexión) o vuelva al inicio.',
  DOWNLOAD_FARM_BUTTON: 'Descargar datos del establecimiento',
  FARM_NOT_AVAILABLE:
    'Este establecimiento no está disponible para su usuario. Pida al veterinario responsable que lo incluya entre los Responsables.',
  LOADING_LABEL: 'Cargando',
  BREADCRUMB_LABEL: 'Navegación',
  homeLinkLabel: icu('{app} {version} – inicio'),
} satisfies Translation<typeof ptBR>;
