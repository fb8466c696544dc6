import type { AccountsTables } from './schema-accounts.ts';
import type { SyncTables } from './schema-sync.ts';

/** Kysely table types: each area keeps its tables' types in its own file; this composes them. */
export type AppSettingsTable = {
  key: string;
  value: string;
};

export type Database = AccountsTables &
  SyncTables & {
    app_settings: AppSettingsTable;
  };
