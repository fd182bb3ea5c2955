/**
 * What a migration may need beyond the database: the configured TOKEN_SECRET (absent: the one kept
 * in the settings table), for migrations that seal stored values with the server's secret box.
 */
export interface MigrationContext {
  tokenSecret: string | undefined;
}
