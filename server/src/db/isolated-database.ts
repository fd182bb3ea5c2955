import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from './database-handle';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** One statement on its own connection (create or drop a schema or database around a test or a run). */
export async function runAdminStatement(connectionString: string | undefined, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database that nothing else sees: PGlite in memory, or on PostgreSQL a new schema
 * `t_<random>` that is dropped on close. Used by tests so each server starts clean.
 */
export async function openIsolatedDatabase(databaseUrl: string | undefined): Promise<DatabaseHandle> {
  if (databaseUrl === undefined) return openPgliteDatabase('memory://');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(databaseUrl, `create schema "${schema}"`);
  return openPostgresDatabase({
    connectionString: databaseUrl,
    schema,
    afterClose: () => runAdminStatement(databaseUrl, `drop schema "${schema}" cascade`),
  });
}
