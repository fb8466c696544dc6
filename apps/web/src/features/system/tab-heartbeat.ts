/** Spec §5/§9: the open tab writes a heartbeat every 500 ms; one older than 5000 ms belongs to a closed tab. */
export const HEARTBEAT_INTERVAL_MS = 500;
export const HEARTBEAT_STALE_MS = 5000;

export type Heartbeat = { tabId: string; at: number };

export type TabRole = 'owner' | 'duplicate';

/** Who may work: the tab holding a fresh heartbeat; any other tab is the duplicate until that one goes stale. */
export function tabRole(heartbeat: Heartbeat | null, tabId: string, now: number): TabRole {
  if (!heartbeat || heartbeat.tabId === tabId) return 'owner';
  // A heartbeat far in the future comes from a changed clock, not a live tab: it must not block forever.
  return Math.abs(now - heartbeat.at) < HEARTBEAT_STALE_MS ? 'duplicate' : 'owner';
}

export function parseHeartbeat(raw: string | null): Heartbeat | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { tabId, at } = value as Record<string, unknown>;
    return typeof tabId === 'string' && typeof at === 'number' && Number.isFinite(at) ? { tabId, at } : null;
  } catch {
    return null;
  }
}
