import type { ServerConfig } from '../config';
import type { DatabaseHandle } from './database-handle';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** docs/spec/decisions.md §1: PostgreSQL when DATABASE_URL is set, otherwise PGlite in the data folder. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl !== undefined) return openPostgresDatabase({ connectionString: config.databaseUrl });
  return openPgliteDatabase(config.dataDir);
}
