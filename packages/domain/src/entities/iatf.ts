import type { z } from 'zod';
import { baseRecordSchema, fieldsOf, idSchema, NOTE_MAX, nullableId, nullableText } from './common.ts';

/** The insemination of one cow: semen (bull + partida), inseminator and what was observed. */
export const iatfSchema = baseRecordSchema.extend({
  /** The cow: a d0 id. */
  vacaId: idSchema,
  observacao: nullableText(NOTE_MAX),
  ecc: nullableId,
  gnhr: nullableId,
  cioRetirada: nullableId,
  temperamento: nullableId,
  touroId: nullableId,
  partidaId: nullableId,
  /** The inseminator. */
  usuarioId: nullableId,
  loteId: idSchema,
});

export type Iatf = z.infer<typeof iatfSchema>;

export const iatfFields = fieldsOf(iatfSchema);
