import type { z } from 'zod';
import {
  baseRecordSchema,
  CODE_MAX,
  fieldsOf,
  flag,
  idSchema,
  nullableId,
  nullableInstant,
  nullableText,
} from './common.ts';

/**
 * A semen lot of a bull. One original record without a farm (`partidaOriginal` true) plus one copy per chosen
 * farm. A lot is identified by a date or by a code.
 */
export const partidaSchema = baseRecordSchema.extend({
  /** Stored shifted by +5 h (spec §5) so the calendar day survives time zones down to UTC−5. */
  data: nullableInstant,
  codigo: nullableText(CODE_MAX),
  partidaOriginal: flag,
  partidaOriginalId: nullableId,
  fazendaId: nullableId,
  touroId: idSchema,
});

export type Partida = z.infer<typeof partidaSchema>;

export const partidaFields = fieldsOf(partidaSchema);
