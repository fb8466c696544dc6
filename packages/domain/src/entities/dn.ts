import type { z } from 'zod';
import { baseRecordSchema, fieldsOf, idSchema, NOTE_MAX, nullableText } from './common.ts';

/** What happened to one cow on one DN day of the protocol. */
export const dnSchema = baseRecordSchema.extend({
  /** The cow: a d0 id. */
  vacaId: idSchema,
  observacao: nullableText(NOTE_MAX),
  /** A value of the Dias list. */
  dia: idSchema,
  loteId: idSchema,
});

export type Dn = z.infer<typeof dnSchema>;

export const dnFields = fieldsOf(dnSchema);
