import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/mail.ts';

// Spanish texts of messages/mail.ts.
export default {
  SIGNATURE: 'Equipo Gestar',
  greeting: icu('¡Hola, {nome}!'),
  PASSWORD_RESET_SUBJECT: 'Gestar - Recuperación de contraseña',
  PASSWORD_RESET_REQUESTED: 'Recibimos una solicitud para restablecer la contraseña de su cuenta en Gestar.',
  PASSWORD_RESET_LINK:
    'Para crear una nueva contraseña, acceda al siguiente enlace (válido por 24 horas y para un único uso):',
  PASSWORD_RESET_IGNORE:
    'Si usted no hizo esta solicitud, ignore este correo electrónico: su contraseña actual sigue siendo válida.',
  INVITATION_SUBJECT: 'Gestar - Primer acceso',
  invitationCreated: icu(
    '{convidadoPor} creó una cuenta para usted en Gestar, el sistema de gestión de programas de IATF.',
  ),
  INVITATION_LINK:
    'Para definir su contraseña y realizar el primer acceso, use el siguiente enlace (válido por 7 días y para un único uso):',
  INVITATION_IGNORE: 'Si usted no esperaba esta invitación, ignore este correo electrónico.',
  EMAIL_CHANGED_SUBJECT: 'Gestar - Correo electrónico de la cuenta modificado',
  emailChanged: icu(
    'El correo electrónico de su cuenta en Gestar fue cambiado a {novoEmail} por {alteradoPor}.',
  ),
  EMAIL_CHANGED_NEXT: 'A partir de ahora, el acceso y la recuperación de contraseña usan la nueva dirección.',
  CHANGE_NOT_RECOGNISED:
    'Si usted no reconoce este cambio, comuníquese de inmediato con el administrador de Gestar.',
  CPF_CHANGED_SUBJECT: 'Gestar - CPF de la cuenta modificado',
  cpfRemoved: icu(
    'El CPF de su cuenta en Gestar fue eliminado por {alteradoPor}; a partir de ahora el acceso es solo por correo electrónico.',
  ),
  cpfChanged: icu(
    'El CPF de su cuenta en Gestar fue cambiado por {alteradoPor}; el acceso por CPF usa el nuevo número.',
  ),
  EMAIL_CONFIRMATION_SUBJECT: 'Gestar - Confirme su nuevo correo electrónico',
  EMAIL_CONFIRMATION_REQUESTED:
    'Usted solicitó usar esta dirección en su cuenta de Gestar. Para confirmar, abra el siguiente enlace:',
  EMAIL_CONFIRMATION_IGNORE:
    'El enlace es válido por 24 horas y solo puede usarse una vez. Si usted no hizo esta solicitud, ignore este mensaje.',
  EMAIL_IN_USE_SUBJECT: 'Gestar - Intento de uso de su correo electrónico',
  EMAIL_IN_USE_ATTEMPT:
    'Alguien intentó usar esta dirección de correo electrónico en otra cuenta de Gestar. No se modificó nada en su cuenta.',
  EMAIL_IN_USE_ADVICE: 'Si sospecha de alguien, comuníquese con el administrador de Gestar.',
  CHANGED_BY_YOURSELF: 'usted mismo(a), mediante el enlace de confirmación',
  CHANGED_BY_AN_ADMINISTRATOR: 'un administrador',
  NO_EMAIL: '(ninguno)',
} satisfies Translation<typeof ptBR>;
