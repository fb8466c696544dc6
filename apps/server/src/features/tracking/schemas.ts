import { idSchema } from '@gestar/domain/entities/common';
import { z } from 'zod';

/** One event as the device recorded it (free form), bounded so tracking cannot fill the disk. */
export const MAX_EVENTS_PER_CALL = 1000;
export const MAX_EVENT_BYTES = 8 * 1024;

const eventSchema = z
  .json()
  .refine((event) => event !== null, { error: 'Evento vazio' })
  .refine((event) => Buffer.byteLength(JSON.stringify(event)) <= MAX_EVENT_BYTES, {
    error: `Evento maior que ${MAX_EVENT_BYTES} bytes`,
  });

/** POST /api/tracking (spec §7: userId, sessionId, data[]). */
export const trackingRequestSchema = z.object({
  userId: idSchema,
  sessionId: z.string().trim().min(1).max(100),
  data: z.array(eventSchema).max(MAX_EVENTS_PER_CALL),
});

export type TrackingRequest = z.infer<typeof trackingRequestSchema>;
