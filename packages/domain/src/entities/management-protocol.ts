import { z } from 'zod';
import { fieldsOf, idSchema, nullableId, nullableText } from './common.ts';

/** One step of a protocol: on a day (Dias), a management (Tipo de Manejo) and optionally a product. */
export const manejoProtocoloSchema = z.object({
  id: idSchema,
  day: idSchema,
  management: idSchema,
  implant: nullableId,
  hormoneType: nullableId,
  hormoneDosage: nullableText(50),
  /** Dose in mL as typed (free text, spec §5). */
  hormoneDosageValue: nullableText(50),
});

export type ManejoProtocolo = z.infer<typeof manejoProtocoloSchema>;

export const manejoProtocoloFields = fieldsOf(manejoProtocoloSchema);
