import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { sql } from 'kysely';
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
 * A database made once (migrated and seeded) that isolated databases start as a copy of, instead of
 * migrating and seeding each their own: a PGlite data folder dumped to a file, or a PostgreSQL
 * database that `create database … template` copies.
 */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; database: string };

/** The same server and credentials, another database. */
function urlOfDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new PostgreSQL database copied from `template` (empty when absent), reached at the answered URL. */
async function copyPostgresDatabase(databaseUrl: string, name: string, template: string | undefined): Promise<string> {
  await runAdminStatement(databaseUrl, `create database "${name}"${template === undefined ? '' : ` template "${template}"`}`);
  return urlOfDatabase(databaseUrl, name);
}

async function dropPostgresDatabase(databaseUrl: string, name: string): Promise<void> {
  await runAdminStatement(databaseUrl, `drop database if exists "${name}" with (force)`);
}

/**
 * A fresh database that nothing else sees: PGlite in memory, or on PostgreSQL a new schema
 * `t_<random>` that is dropped on close. With a template it starts as the template's copy (on
 * PostgreSQL then a database `t_<random>`, dropped on close). Used by tests so each server starts clean.
 */
export async function openIsolatedDatabase(databaseUrl: string | undefined, template?: DatabaseTemplate): Promise<DatabaseHandle> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (template?.kind === 'pglite') return openPgliteDatabase('memory://', await openAsBlob(template.file));
  if (databaseUrl === undefined) {
    if (template !== undefined) throw new Error('A PostgreSQL template needs DATABASE_URL');
    return openPgliteDatabase('memory://');
  }
  if (template?.kind === 'postgres') {
    return openPostgresDatabase({
      connectionString: await copyPostgresDatabase(databaseUrl, name, template.database),
      afterClose: () => dropPostgresDatabase(databaseUrl, name),
    });
  }
  await runAdminStatement(databaseUrl, `create schema "${name}"`);
  return openPostgresDatabase({
    connectionString: databaseUrl,
    schema: name,
    afterClose: () => runAdminStatement(databaseUrl, `drop schema "${name}" cascade`),
  });
}

/** Where a template named `name` is kept: a file in `folder` for PGlite, a database on PostgreSQL. */
export function databaseTemplateAt(databaseUrl: string | undefined, folder: string, name: string): DatabaseTemplate {
  return databaseUrl === undefined ? { kind: 'pglite', file: `${folder}/${name}.tar` } : { kind: 'postgres', database: name };
}

/**
 * Every PGlite copy of a template unpacks the whole dump into memory. PostgreSQL keeps 16 MB WAL
 * segments for reuse up to min_wal_size (80 MB): four of them were half of the seeded template's
 * 128 MB. A template starts with 1 MB segments that are dropped, not kept, once a checkpoint has passed
 * them: 62 MB, of which 1 MB is WAL (docs/decisions/0052-test-run-time.md). Its copies inherit both.
 */
const templateWal = {
  initDbStartParams: ['--wal-segsize=1'],
  postgresqlconf: ['wal_recycle = off', 'min_wal_size = 2MB'],
};

/**
 * Makes `template`: a database (a copy of `from`, or empty) that `prepare` fills, then kept as it is.
 * A PostgreSQL template is closed before it is used, since no one may be connected to a database
 * that is being copied.
 */
export async function createDatabaseTemplate(
  databaseUrl: string | undefined,
  template: DatabaseTemplate,
  prepare: (database: DatabaseHandle) => Promise<void>,
  from?: DatabaseTemplate,
): Promise<void> {
  if (template.kind === 'pglite') {
    const database = await openPgliteDatabase(
      'memory://',
      from?.kind === 'pglite' ? await openAsBlob(from.file) : undefined,
      from === undefined ? templateWal : {},
    );
    try {
      await prepare(database);
      // A copy starts from the dump as after a crash: from a checkpoint it replays no WAL.
      await sql`checkpoint`.execute(database.db);
      await writeFile(template.file, new Uint8Array(await (await database.dumpDataDir()).arrayBuffer()));
    } finally {
      await database.close();
    }
    return;
  }
  if (databaseUrl === undefined) throw new Error('A PostgreSQL template needs DATABASE_URL');
  const database = openPostgresDatabase({
    connectionString: await copyPostgresDatabase(databaseUrl, template.database, from?.kind === 'postgres' ? from.database : undefined),
  });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
}

/** Removes a template made by createDatabaseTemplate. */
export async function dropDatabaseTemplate(databaseUrl: string | undefined, template: DatabaseTemplate): Promise<void> {
  if (template.kind === 'pglite') await rm(template.file, { force: true });
  else await dropPostgresDatabase(databaseUrl ?? '', template.database);
}
