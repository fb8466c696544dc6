import { z } from 'zod';
import { baseRecordSchema, fieldsOf, nullableId, requiredText } from './common.ts';
import { manejoProtocoloSchema } from './management-protocol.ts';

export const protocoloSchema = baseRecordSchema.extend({
  name: requiredText(),
  /** The veterinarian who owns it; null for a default (administrator) protocol, listed to everyone. */
  usuarioId: nullableId,
  managementProtocols: z.array(manejoProtocoloSchema).max(100).default([]),
});

export type Protocolo = z.infer<typeof protocoloSchema>;

export const protocoloFields = fieldsOf(protocoloSchema);
