import type { ApiClient } from './http-client.ts';

export type TrackingUpload = { userId: string; sessionId: string; data: unknown[] };

/** POST /api/tracking (spec §7). */
export async function postTracking(api: ApiClient, upload: TrackingUpload): Promise<void> {
  await api.fetch('/tracking', { method: 'POST', body: upload });
}
