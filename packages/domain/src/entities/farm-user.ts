import type { z } from 'zod';
import { baseRecordSchema, fieldsOf, idSchema } from './common.ts';

/** Links a user (veterinarian, inseminator, responsável…) to a farm they may see and work on. */
export const fazendaUsuarioSchema = baseRecordSchema.extend({
  idFazenda: idSchema,
  idUsuario: idSchema,
});

export type FazendaUsuario = z.infer<typeof fazendaUsuarioSchema>;

export const fazendaUsuarioFields = fieldsOf(fazendaUsuarioSchema);
