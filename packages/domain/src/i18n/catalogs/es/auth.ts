import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/auth.ts';

// Spanish texts of messages/auth.ts. NULL_REFERENCE_ERROR and SESSION_EXPIRED are the spec's English texts, kept.
export default {
  LOGIN_FIELD_LABEL: 'CPF o correo electrónico',
  PASSWORD_FIELD_LABEL: 'Contraseña',
  LOGIN_BUTTON: 'Ingresar',
  LOGIN_TROUBLE_LINK: '¿Tiene problemas para ingresar?',
  LOGIN_TROUBLE_HELP:
    'Ingrese con su CPF (solo números) o con el correo electrónico registrado. Si olvidó la contraseña, use la opción de recuperación de contraseña o consulte al veterinario responsable de su cuenta.',
  FORGOT_PASSWORD_LINK: 'Olvidé mi contraseña',
  BACK_TO_LOGIN_LINK: 'volver',
  USER_WITHOUT_PROFILE: 'El usuario no tiene perfil',
  USER_DELETED: '¡Usuario eliminado!',
  USER_DELETED_DIALOG_TITLE: 'Usuario eliminado',
  NULL_REFERENCE_ERROR: 'Object reference not set to an instance of an object.',
  TERMS_NOT_ACCEPTED: '¡Debe aceptar los términos de uso!',
  WRONG_PASSWORD: '¡Contraseña incorrecta!',
  CHOOSE_PROFILE_TITLE: 'Seleccione su perfil',
  CHOOSE_PROFILE_INTRO:
    'Su cuenta todavía no tiene un perfil de acceso. Seleccione el que mejor describa su trabajo; después, solo un administrador o el veterinario responsable podrá cambiarlo.',
  CHOOSE_PROFILE_LABEL: 'Perfil',
  CHOOSE_PROFILE_BUTTON: 'Confirmar perfil',
  PROFILE_NOT_OFFERED: 'Seleccione uno de los perfiles ofrecidos.',
  PROFILE_ALREADY_SET:
    'Esta cuenta ya tiene un perfil. Para cambiarlo, consulte al veterinario responsable o al administrador.',
  TERMS_CHECKBOX: 'Leí y acepto los términos de uso.',
  TERMS_ACCEPT_BUTTON: 'ACEPTO',
  FIRST_ACCESS_TITLE: 'Primer acceso',
  PASSWORD_RECOVERY_TITLE: 'Recuperación de contraseña',
  FORGOT_PASSWORD_SENT:
    'Se envió el correo electrónico de recuperación de contraseña. Si no lo recibe, ¡haga clic en enviar nuevamente!',
  PASSWORD_DEFINED: '¡Contraseña definida con éxito!',
  PASSWORD_CHANGED: '¡Contraseña modificada con éxito!',
  SESSION_EXPIRED: 'Your session token has expired',
  PASSWORD_CHANGED_ELSEWHERE_TITLE: 'Contraseña modificada',
  PASSWORD_CHANGED_ELSEWHERE:
    'Detectamos que su contraseña fue modificada en otro dispositivo. Ingrese la contraseña actual para continuar.',
  RELOGIN_AFTER_BULL_CHANGE:
    'La estructura de toros y partidas fue actualizada. Salga e ingrese nuevamente en la aplicación para continuar.',
  CONFIRM_EMAIL_TITLE: 'Confirmación de correo electrónico',
  CONFIRMING_EMAIL: 'Confirmando el nuevo correo electrónico…',
  CONFIRM_EMAIL_LINK_INCOMPLETE:
    'Este enlace está incompleto. Abra el enlace del correo electrónico que recibió.',
} satisfies Translation<typeof ptBR>;
