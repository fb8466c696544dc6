import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/server.ts';

// Spanish texts of messages/server.ts.
export default {
  INVALID_REQUEST: 'Solicitud inválida.',
  REQUEST_TOO_LARGE: 'Solicitud demasiado grande.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido.',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espere e intente nuevamente.',
  INTERNAL_ERROR: 'Error interno del servidor. Intente nuevamente más tarde.',
  RESOURCE_NOT_FOUND: 'Recurso no encontrado.',
  DATABASE_UNAVAILABLE: 'Base de datos no disponible',
  SERVER_DRAINING: 'El servidor se está reiniciando. Intente nuevamente en unos instantes.',
  METRICS_UNAUTHORIZED: 'Token de métricas ausente o inválido.',
  UNSTORABLE_TEXT: 'Un texto contiene un carácter no permitido.',
  SESSION_INVALID: 'Sesión vencida o inválida. Ingrese nuevamente.',
  RESET_LINK_INVALID:
    'Este enlace de contraseña no es válido, ya fue utilizado o venció. Solicite un nuevo correo de recuperación de contraseña.',
  TOO_MANY_ATTEMPTS: 'Demasiados intentos. Espere un minuto e intente nuevamente.',
  UNKNOWN_ROLE: 'Perfil desconocido.',
  USER_NOT_FOUND: 'Usuario no encontrado.',
  EMAIL_TAKEN: 'Ya existe un usuario con este correo electrónico.',
  CPF_TAKEN: 'Ya existe un usuario con este CPF.',
  ID_TAKEN: 'Ya existe un usuario con este identificador.',
  SUPERIOR_NOT_FOUND: 'Superior no encontrado.',
  USER_ACTION_FORBIDDEN: 'Usted no tiene permiso para realizar esta acción.',
  EMAIL_CHANGE_OWNER_ONLY:
    'El correo electrónico de un usuario con contraseña solo puede ser modificado por el propio usuario o por un administrador.',
  EMAIL_CONFIRMATION_SENT: 'Enviamos un enlace de confirmación al nuevo correo electrónico.',
  EMAIL_CONFIRMED: 'Correo electrónico modificado con éxito.',
  EMAIL_LINK_INVALID: 'Enlace de confirmación inválido o vencido.',
  EMAIL_TAKEN_MEANWHILE: 'Este correo electrónico pasó a ser usado por otra cuenta. No se modificó nada.',
  OWN_CPF_ADMIN_ONLY: 'Para modificar su CPF, solicítelo a un administrador.',
  CPF_CHANGE_ADMIN_ONLY:
    'El CPF de un usuario con contraseña solo puede ser modificado por un administrador.',
  OWN_EMAIL_REMOVAL_ADMIN_ONLY: 'Para quitar su correo electrónico, solicítelo a un administrador.',
  TERM_NOT_FOUND: 'Términos de uso no encontrados.',
  TRACKING_OTHER_USER: 'Los eventos de uso solo pueden ser enviados por el propio usuario.',
  TRACKING_EVENT_EMPTY: 'Evento vacío',
  trackingCallTooLarge: icu('Eventos de uso con más de {kilobytes} KB en una llamada'),
  trackingEventTooDeep: icu('Evento con más de {levels} niveles'),
  trackingEventTooLarge: icu('Evento de más de {bytes} bytes'),
  TRACKING_DAILY_LIMIT: 'Se alcanzó el límite diario de eventos de uso. Intente nuevamente mañana.',
  DOMAIN_LISTS_ADMIN_ONLY: 'Solo los administradores pueden modificar las listas de dominio.',
  DOMAIN_VALUE_NOT_FOUND: 'Valor de dominio no encontrado.',
  DOMAIN_TYPE_NOT_FOUND: 'Tipo de dominio no encontrado.',
  PARENT_DOMAIN_VALUE_NOT_FOUND: 'Valor de dominio padre no encontrado.',
  READ_ONLY_PROFILE: 'Su perfil es solo de consulta: el registro no se guardó en el servidor.',
  FARM_FORBIDDEN: 'Usted no tiene acceso a este establecimiento.',
  FARM_OWNER_ONLY:
    'Solo el propietario del establecimiento o un administrador puede eliminarlo, cambiar el responsable o modificar los usuarios vinculados.',
  PROTOCOL_FORBIDDEN: 'Usted no puede modificar este protocolo.',
  CATALOG_FORBIDDEN: 'Usted no puede modificar el toro o la partida de otro usuario.',
  USER_NOT_MANAGED: 'Solo puede indicar usuarios que usted administra.',
  referenceForbidden: icu('Usted no tiene acceso al registro indicado en {field}.'),
  referenceNotInFarm: icu('El registro indicado en {field} no existe en este establecimiento.'),
  UNSTORABLE_RECORD_TEXT: 'Registro inválido. Un texto contiene un carácter no permitido.',
  STEP_RECORD_EXISTS:
    'Este vientre ya tiene este manejo registrado por otro dispositivo; este registro no fue aceptado.',
  MOVE_FORBIDDEN: 'No está permitido mover un registro a otro establecimiento.',
  unknownFields: icu(
    'Registro inválido. {count, plural, =1 {Campo desconocido} other {Campos desconocidos}}: {fields}.',
  ),
  STALE_PUSH:
    'Este envío es más antiguo que otro ya aplicado desde este dispositivo y fue ignorado. Sincronice nuevamente.',
  EPOCH_CHANGED:
    'La base de datos del servidor fue restaurada desde una copia de seguridad. Sincronice nuevamente.',
  pushTooLarge: icu('Envío con demasiados registros: como máximo {max} registros por envío.'),
  PARENT_LABEL: {
    fazenda: 'el establecimiento',
    retiro: 'el potrero',
    lote: 'el lote',
    touro: 'el toro',
  },
  parentMissing: icu('No fue posible guardar: {parent} de este registro todavía no existe en el servidor.'),
  REASON_NOT_KEPT: 'Registro rechazado por el servidor. Sincronice nuevamente para ver el motivo completo.',
} satisfies Translation<typeof ptBR>;
