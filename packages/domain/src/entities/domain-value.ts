import type { z } from 'zod';
import {
  baseRecordSchema,
  fieldsOf,
  idSchema,
  NOTE_MAX,
  nullableId,
  nullableText,
  requiredText,
} from './common.ts';

/** One entry of a lookup list; `valorDominioPaiId` nests it under a value of another list. */
export const valorDominioSchema = baseRecordSchema.extend({
  valor: requiredText(),
  /** Free note; for Estação de Monta, 'current' marks the current season. */
  descricao: nullableText(NOTE_MAX),
  tipoDominioId: idSchema,
  valorDominioPaiId: nullableId,
});

export type ValorDominio = z.infer<typeof valorDominioSchema>;

export const valorDominioFields = fieldsOf(valorDominioSchema);
