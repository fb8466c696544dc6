// Spec §9: the import's tour guide is 'stored as finished once', per device.

export const IMPORT_TOUR_KEY = 'gestar.importTour.done';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked by the browser's settings: the tour then shows on each visit, nothing breaks.
    return null;
  }
}

/** True once the user finished or skipped the tour on this device. */
export function isImportTourDone(storage: KeyValueStore | null = browserStorage()): boolean {
  try {
    return storage?.getItem(IMPORT_TOUR_KEY) === '1';
  } catch {
    return false;
  }
}

export function markImportTourDone(storage: KeyValueStore | null = browserStorage()): void {
  try {
    storage?.setItem(IMPORT_TOUR_KEY, '1');
  } catch {
    // A full or blocked storage only means the tour shows again next time.
  }
}
