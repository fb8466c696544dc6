import type { Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/resync.ts';

// Spanish texts of messages/labels/resync.ts.
export default {
  RESYNC_BUTTON: 'Resinc',
  RESYNC_FIELD_LABELS: {
    tipoResync: 'Tipo de Resincronización',
    protocoloId: 'Protocolo',
    diaD0: 'Día del D0',
    progesteronaPosIATF: 'Progesterona Post IATF',
    usuarioId: 'Responsable',
    periodoManejo: 'Período del Manejo',
  },
  RESYNC_NEXT_D0: 'D0 de la resinc',
  RESYNC_NEXT_IATF: 'IATF de la resinc',
  RESYNC_SAVE: 'Guardar Resinc',
  RESYNC_CARRIED_COWS: 'Vientres llevados a la resinc',
  PRODUCTS_HEADER: 'Manejos y Productos',
  USE_FOR_ALL: 'Uso',
  DEVICE_FOR_ALL: 'Dispositivo',
  D0_RESYNC_FIELD_LABELS: {
    dispositivoIntravaginal: 'Dispositivo',
    numero_Uso_Disp: 'Uso',
    ecc: 'CC',
    peso: 'Peso Inicial (kg)',
    clD0: 'Presencia de CL',
    observacaoD0: 'Observación',
  },
} satisfies Translation<typeof ptBR>;
