import { EXPORT_COLUMN_KEYS } from '@gestar/domain/exports/columns';

// Spec §9: the custom export's field choice is kept on the device and can be reset.
const KEY = 'gestar.export-fields';

export function storedExportFields(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!Array.isArray(stored)) return [...EXPORT_COLUMN_KEYS];
    const kept = stored.filter(
      (key): key is string => typeof key === 'string' && EXPORT_COLUMN_KEYS.includes(key),
    );
    return kept.length > 0 ? kept : [...EXPORT_COLUMN_KEYS];
  } catch {
    return [...EXPORT_COLUMN_KEYS];
  }
}

export function storeExportFields(fields: readonly string[]): void {
  localStorage.setItem(KEY, JSON.stringify(fields));
}

export function resetExportFields(): string[] {
  localStorage.removeItem(KEY);
  return [...EXPORT_COLUMN_KEYS];
}
