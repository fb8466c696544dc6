/** Where the last version this device ran is remembered; kept apart from the local DB, which logout clears. */
export const SEEN_VERSION_KEY = 'gestar.seen-version';

/** Numeric comparison of 'v2.2.4'-style labels; a missing part counts as 0, junk parts too. */
export function compareVersions(a: string, b: string): number {
  const parts = (label: string) =>
    label
      .replace(/^v/i, '')
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0);
  const left = parts(a);
  const right = parts(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/**
 * 'O que há de novo?' appears once after the app was updated: only when this device ran an older version
 * before. A first install has nothing "new" to compare with, and a downgrade has no news.
 */
export function shouldShowWhatsNew(seenVersion: string | null, currentVersion: string): boolean {
  return seenVersion !== null && compareVersions(seenVersion, currentVersion) < 0;
}

export type VersionStore = { get: () => string | null; set: (version: string) => void };

export const localVersionStore: VersionStore = {
  get: () => {
    try {
      return localStorage.getItem(SEEN_VERSION_KEY);
    } catch {
      return null;
    }
  },
  set: (version) => {
    try {
      localStorage.setItem(SEEN_VERSION_KEY, version);
    } catch {
      // Private mode without storage: the dialog may show again, nothing worse.
    }
  },
};
