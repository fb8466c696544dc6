import type { z } from 'zod';
import { baseRecordSchema, fieldsOf, idSchema, requiredText } from './common.ts';

/** Name of the retiro created for farms without retiros (shown as '-'). */
export const DEFAULT_RETIRO_NAME = 'DEFAULT';

export const retiroSchema = baseRecordSchema.extend({
  nome: requiredText(),
  fazendaId: idSchema,
});

export type Retiro = z.infer<typeof retiroSchema>;

export const retiroFields = fieldsOf(retiroSchema);
