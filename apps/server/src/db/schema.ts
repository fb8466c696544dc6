import type { AccountsTables } from './schema-accounts.ts';
import type { SyncTables } from './schema-sync.ts';

/** Kysely table types: each area keeps its tables' types in its own file; this composes them. */
export type AppSettingsTable = {
  key: string;
  value: string;
};

/** A farm's saved own-workbook mapping (migration 0012): JSON text ownSheetMappingSchema accepts. */
export type OwnSheetMappingsTable = {
  fazendaId: string;
  mapping: string;
  usuarioId: string;
  at: string;
};

export type Database = AccountsTables &
  SyncTables & {
    app_settings: AppSettingsTable;
    own_sheet_mappings: OwnSheetMappingsTable;
  };
