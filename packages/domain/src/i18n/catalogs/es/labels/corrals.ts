import type { Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/corrals.ts';

// Spanish texts of messages/labels/corrals.ts.
export default {
  LABEL_CORRAL_NAME: 'Nombre del Potrero',
  EDIT_CORRAL_TITLE: 'Editar Potrero',
  CORRAL_NOT_FOUND: 'Potrero no encontrado en este dispositivo.',
  NEW_BATCH_BUTTON: 'Lote',
  NO_BATCH_IN_CORRAL: 'Todavía no existe ningún lote en este potrero',
  DELETE: 'Eliminar',
} satisfies Translation<typeof ptBR>;
