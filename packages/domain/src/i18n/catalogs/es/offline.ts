import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/offline.ts';

// Spanish texts of messages/offline.ts.
export default {
  CANNOT_PERFORM_ACTION: '¡No es posible realizar esta acción!',
  NO_INTERNET: 'En este momento está sin conexión. Verifique su conexión e intente nuevamente más tarde.',
  FORGOT_PASSWORD_OFFLINE:
    'No es posible utilizar este recurso sin conexión. ¡Vuelva cuando tenga conexión a internet!',
  FILE_DOWNLOAD_FAILED: 'Error al descargar el archivo',
  DEVICE_STORAGE_FULL:
    'El almacenamiento de este dispositivo está lleno: el último registro no fue guardado. Libere espacio en el dispositivo (fotos, videos, otras aplicaciones) y guarde de nuevo.',
  DEVICE_DB_BLOCKED:
    'Gestar necesita actualizar los datos de este dispositivo. Cierre las otras pestañas o ventanas de Gestar para continuar.',
  DEVICE_DB_OUTDATED:
    'Se abrió una versión más nueva de Gestar en otra pestaña. Vuelva a cargar esta página para seguir trabajando.',
} satisfies Translation<typeof ptBR>;
