import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../server/src/db/database';
import { runAdminStatement } from '../../server/src/db/isolated-database';
import type { DatabaseSchema } from '../../server/src/db/database-schema';

/**
 * Where one fault run keeps its books: a fresh PostgreSQL database (DATABASE_URL set) or a PGlite data
 * folder, an export folder and the sandbox payout provider's book file, all thrown away afterwards.
 */
export interface Books {
  kind: 'postgres' | 'pglite';
  workDir: string;
  exportDir: string;
  payoutBook: string;
  /** DATA_DIR or DATABASE_URL for the server process. */
  serverEnv: Record<string, string>;
  /** PGlite's folder is one process's: open it only while the server is stopped. */
  dataDir: string | undefined;
  open(): Promise<{ db: Kysely<DatabaseSchema>; close(): Promise<void> }>;
  dispose(): Promise<void>;
}

export async function createBooks(databaseUrl: string | undefined): Promise<Books> {
  const workDir = await mkdtemp(join(tmpdir(), 'pgw-faults-'));
  const common = { workDir, exportDir: join(workDir, 'exports'), payoutBook: join(workDir, 'sandbox-payouts.jsonl') };
  if (databaseUrl === undefined) {
    const dataDir = join(workDir, 'pglite');
    return {
      ...common,
      kind: 'pglite',
      dataDir,
      serverEnv: { DATA_DIR: dataDir },
      open: () => openDatabase({ databaseUrl: undefined, dataDir }),
      dispose: () => rm(workDir, { recursive: true, force: true }),
    };
  }
  const name = `pgw_faults_${randomBytes(4).toString('hex')}`;
  await runAdminStatement(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    ...common,
    kind: 'postgres',
    dataDir: undefined,
    serverEnv: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    dispose: async () => {
      await runAdminStatement(databaseUrl, `drop database if exists ${name} with (force)`);
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
