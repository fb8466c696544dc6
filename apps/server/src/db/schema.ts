/** Kysely table types. Each migration that adds a table adds its type here. */
export type AppSettingsTable = {
  key: string;
  value: string;
};

export type Database = {
  app_settings: AppSettingsTable;
};
