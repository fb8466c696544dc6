import type { z } from 'zod';
import {
  baseRecordSchema,
  CODE_MAX,
  fieldsOf,
  NOTE_MAX,
  nullableDate,
  nullableId,
  nullableText,
  requiredText,
} from './common.ts';

/**
 * A bull. A bull registered "for all" is one original (no farm) plus one copy per chosen farm pointing back
 * through `touroOriginalId`.
 */
export const touroSchema = baseRecordSchema.extend({
  nome: requiredText(),
  /** NAAB code or registration. */
  cod_Touro: nullableText(CODE_MAX),
  /** Raça do Touro. */
  raca: nullableId,
  /** A value of Centrais, or null when the centre is typed in `centralValue`. */
  central: nullableId,
  centralValue: nullableText(),
  observacao: nullableText(NOTE_MAX),
  partida: nullableDate,
  fazendaId: nullableId,
  usuarioId: nullableId,
  touroOriginalId: nullableId,
  partidaOriginalId: nullableId,
});

export type Touro = z.infer<typeof touroSchema>;

export const touroFields = fieldsOf(touroSchema);
