import { resolve } from 'node:path';
import { restorePgliteFolder } from '../db/pglite-backup';

// npm run restore -- <file.tar.gz> <new folder>: a PGlite backup into a new, empty folder, which a
// server then starts on (DATA_DIR). A filled folder is refused: a restore never overwrites a database.
const [file, folder] = process.argv.slice(2);
if (file === undefined || folder === undefined) {
  console.error('Usage: npm run restore -- <backup.tar.gz> <new empty folder>');
  process.exit(2);
}
try {
  const { tables } = await restorePgliteFolder(resolve(file), resolve(folder));
  console.info(`Restored ${resolve(file)} into ${resolve(folder)} (${tables} tables); start a server on it with DATA_DIR=${resolve(folder)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
