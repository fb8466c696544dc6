import { idSchema } from '@gestar/domain/entities/common';
import {
  TRACKING_EVENT_EMPTY,
  trackingCallTooLarge,
  trackingEventTooDeep,
  trackingEventTooLarge,
} from '@gestar/domain/messages/server';
import { z } from 'zod';

/** One event as the device recorded it (free form), bounded so tracking cannot fill the disk. */
export const MAX_EVENTS_PER_CALL = 1000;
export const MAX_EVENT_BYTES = 8 * 1024;
/** A device's daily upload of 1,000 ordinary events is ~200 KB; the sum is capped, not only each event. */
export const MAX_CALL_BYTES = 512 * 1024;
/** Far beyond any real event; checked before anything recursive (zod's z.json, JSON.stringify) walks it. */
export const MAX_EVENT_DEPTH = 32;

/** Nesting depth of a JSON value (a scalar is 0), counted without recursion and given up past `limit`. */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    const depth = item.depth + 1;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item.value)) stack.push({ value: child, depth });
  }
  return deepest;
}

// The body came from JSON.parse, so every event already is JSON: only its shape and size are checked.
const eventSchema = z.unknown().superRefine((event, context) => {
  if (event === null || event === undefined) {
    context.addIssue({ code: 'custom', message: TRACKING_EVENT_EMPTY() });
  } else if (jsonDepth(event, MAX_EVENT_DEPTH) > MAX_EVENT_DEPTH) {
    context.addIssue({ code: 'custom', message: trackingEventTooDeep(MAX_EVENT_DEPTH) });
  } else if (Buffer.byteLength(JSON.stringify(event)) > MAX_EVENT_BYTES) {
    context.addIssue({ code: 'custom', message: trackingEventTooLarge(MAX_EVENT_BYTES) });
  }
});

/** POST /api/tracking (spec §7: userId, sessionId, data[]). */
export const trackingRequestSchema = z.object({
  userId: idSchema,
  sessionId: z.string().trim().min(1).max(100),
  data: z
    .array(eventSchema)
    .max(MAX_EVENTS_PER_CALL)
    .superRefine((events, context) => {
      let total = 0;
      for (const event of events) total += Buffer.byteLength(JSON.stringify(event) ?? '');
      if (total > MAX_CALL_BYTES) {
        context.addIssue({ code: 'custom', message: trackingCallTooLarge(MAX_CALL_BYTES / 1024) });
      }
    }),
});

export type TrackingRequest = z.infer<typeof trackingRequestSchema>;
