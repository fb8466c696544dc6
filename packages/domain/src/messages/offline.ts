import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/offline.ts';

const m = defineMessages('offline', ptBR);

// Online-only actions attempted offline (spec §8). Verbatim.

export const CANNOT_PERFORM_ACTION = (): string => m.text('CANNOT_PERFORM_ACTION');
export const NO_INTERNET = (): string => m.text('NO_INTERNET');
export const FORGOT_PASSWORD_OFFLINE = (): string => m.text('FORGOT_PASSWORD_OFFLINE');
export const FILE_DOWNLOAD_FAILED = (): string => m.text('FILE_DOWNLOAD_FAILED');

// Problems of the device's own database (the spec has no text for them; docs/DECISIONS.md).
export const DEVICE_STORAGE_FULL = (): string => m.text('DEVICE_STORAGE_FULL');
export const DEVICE_DB_BLOCKED = (): string => m.text('DEVICE_DB_BLOCKED');
export const DEVICE_DB_OUTDATED = (): string => m.text('DEVICE_DB_OUTDATED');
