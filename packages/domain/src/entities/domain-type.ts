import type { z } from 'zod';
import { baseRecordSchema, fieldsOf, NOTE_MAX, nullableText, requiredText } from './common.ts';

/** A lookup list (Dias, ECC, Condição DG…): see lists/domain-ids.ts for the seeded ones. */
export const tipoDominioSchema = baseRecordSchema.extend({
  nome: requiredText(),
  descricao: nullableText(NOTE_MAX),
});

export type TipoDominio = z.infer<typeof tipoDominioSchema>;

export const tipoDominioFields = fieldsOf(tipoDominioSchema);
