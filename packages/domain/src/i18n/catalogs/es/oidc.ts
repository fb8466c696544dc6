import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/oidc.ts';

// Spanish texts of messages/oidc.ts.
export default {
  OIDC_SIGN_IN_BUTTON: icu('Ingresar con {nome}'),
  OIDC_OR: 'o',
  OIDC_SIGNING_IN: 'Completando el ingreso…',
  OIDC_OFFLINE:
    'Sin conexión a internet. Para ingresar sin conexión, use su correo electrónico y la contraseña sin conexión registrada en este dispositivo.',
  OIDC_ERRORS: {
    cancelado: 'El ingreso fue cancelado en el proveedor de identidad. Intente nuevamente.',
    'provedor-indisponivel':
      'No fue posible comunicarse con el proveedor de identidad de su organización. Intente nuevamente en unos minutos.',
    'email-nao-verificado':
      'Su organización no confirmó su correo electrónico. Solicite a su administrador que confirme la dirección e intente nuevamente.',
    'sem-email':
      'Su organización no informó un correo electrónico para su cuenta. Solicite a su administrador que lo registre.',
    expirado: 'Se agotó el tiempo para completar el ingreso. Haga clic en ingresar nuevamente.',
    falhou: 'No fue posible completar el ingreso con su organización. Intente nuevamente.',
    'nao-configurado': 'El ingreso con su organización no está configurado en este servidor.',
  },
  OIDC_CODE_INVALID: 'Este acceso ya fue utilizado o venció. Haga clic en ingresar nuevamente.',
  OFFLINE_PASSWORD_TITLE: 'Contraseña para ingresar sin conexión',
  OFFLINE_PASSWORD_INTRO:
    'Usted ingresó con la cuenta de su organización, que solo funciona con internet. Cree una contraseña para ingresar en este dispositivo cuando esté sin señal, con su correo electrónico. Queda guardada solo en este dispositivo.',
  OFFLINE_PASSWORD_LABEL: 'Contraseña sin conexión',
  OFFLINE_PASSWORD_CONFIRM_LABEL: 'Repita la contraseña sin conexión',
  OFFLINE_PASSWORD_SAVE: 'Guardar contraseña sin conexión',
  OFFLINE_PASSWORD_SKIP: 'Ahora no',
  OFFLINE_PASSWORD_TOO_SHORT: 'La contraseña sin conexión debe tener al menos 8 caracteres.',
  OFFLINE_PASSWORD_MISMATCH: 'Las contraseñas no coinciden.',
  NO_OFFLINE_PASSWORD:
    'Usted no creó una contraseña sin conexión en este dispositivo. Conéctese a internet e ingrese con la cuenta de su organización.',
  OIDC_RECONNECT_MESSAGE: icu(
    'La conexión volvió. Ingrese con {nome} para sincronizar; los datos de este dispositivo se conservan.',
  ),
  OIDC_DEFAULT_NAME: 'su organización',
} satisfies Translation<typeof ptBR>;
