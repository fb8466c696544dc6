import type { Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/bulls.ts';

// Spanish texts of messages/bulls.ts.
export default {
  BULL_HAS_IATFS: 'No es posible eliminar este toro',
} satisfies Translation<typeof ptBR>;
