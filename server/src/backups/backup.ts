import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '../config';
import { backUpPgliteFolder } from '../db/pglite-backup';

// npm run backup [-- <file.tar.gz>]: the PGlite folder (DATA_DIR), consistent whether or not a server
// runs on it (docs/decisions/0047-backups-and-key-rotation.md). PostgreSQL is backed up with
// pg_dump (docs/operations.md "Back up and restore").
const config = loadConfig();
if (config.databaseUrl !== undefined) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom (docs/operations.md "Back up and restore").');
  process.exit(2);
}
const file = resolve(process.argv[2] ?? `backups/pglite-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
await mkdir(dirname(file), { recursive: true });
try {
  const { bytes, by } = await backUpPgliteFolder(config.dataDir, file);
  console.info(`Backed up ${config.dataDir} (taken by ${by}) to ${file}: ${bytes} bytes`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
