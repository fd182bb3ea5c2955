import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ServerConfig } from '../config';

/**
 * Where export files go: EXPORT_DIR when set (shared storage, so any of several instances can hand
 * out a file another wrote); otherwise beside the PGlite data folder (`./data/exports` for
 * `./data/pglite`; not inside it, which belongs to PostgreSQL), or under the system's temporary
 * folder when the data lives in PostgreSQL or in memory.
 */
export function exportDirectoryOf(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'exportDir'>): string {
  if (config.exportDir !== undefined) return config.exportDir;
  if (config.databaseUrl !== undefined || config.dataDir.startsWith('memory://')) return join(tmpdir(), 'pgw-exports');
  return join(dirname(config.dataDir), 'exports');
}
