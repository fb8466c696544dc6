import { createObservableValue } from '../../local-db/observable-value.ts';
import { HEARTBEAT_INTERVAL_MS, parseHeartbeat, type TabRole, tabRole } from './tab-heartbeat.ts';

export type TabOwnership = 'pending' | TabRole;

const LOCK_NAME = 'gestar-single-tab';
const HEARTBEAT_KEY = 'gestar.tab-heartbeat';
const RELOAD_GRACE_MS = 1000;

/** Whether this tab may work on the local database; a duplicate shows 'Página duplicada!'. */
export const tabOwnership = createObservableValue<TabOwnership>('pending');

let started = false;

/**
 * Claims the app for this tab. Web Locks where available: the lock dies with its tab, so a blocked tab takes
 * over the moment the first one closes. Elsewhere the §5 heartbeat in localStorage does the same within 5 s.
 */
export function claimTab(): void {
  if (started) return;
  started = true;
  if (typeof navigator !== 'undefined' && 'locks' in navigator) void claimWithLock();
  else claimWithHeartbeat();
}

async function claimWithLock(): Promise<void> {
  const acquired = await new Promise<boolean>((resolve) => {
    void navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      resolve(lock !== null);
      if (!lock) return;
      tabOwnership.set('owner');
      await holdForever();
    });
  });
  if (acquired) return;
  // A reload of this same tab may still hold the lock for a moment: only a lasting refusal is a duplicate.
  const verdict = setTimeout(() => {
    if (tabOwnership.get() === 'pending') tabOwnership.set('duplicate');
  }, RELOAD_GRACE_MS);
  // Queue for the lock: granted as soon as the other tab closes.
  await navigator.locks.request(LOCK_NAME, async () => {
    clearTimeout(verdict);
    tabOwnership.set('owner');
    await holdForever();
  });
}

function holdForever(): Promise<never> {
  return new Promise<never>(() => {});
}

function claimWithHeartbeat(): void {
  const tabId = crypto.randomUUID();
  const tick = () => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(HEARTBEAT_KEY);
    } catch {
      // Storage disabled (private mode): one tab cannot be enforced, so never block.
      tabOwnership.set('owner');
      return;
    }
    const role = tabRole(parseHeartbeat(stored), tabId, Date.now());
    if (role === 'owner') localStorage.setItem(HEARTBEAT_KEY, JSON.stringify({ tabId, at: Date.now() }));
    tabOwnership.set(role);
  };
  tick();
  setInterval(tick, HEARTBEAT_INTERVAL_MS);
  window.addEventListener('pagehide', () => {
    // Hand over at once instead of making the next tab wait for staleness.
    if (parseHeartbeat(localStorage.getItem(HEARTBEAT_KEY))?.tabId === tabId)
      localStorage.removeItem(HEARTBEAT_KEY);
  });
}
