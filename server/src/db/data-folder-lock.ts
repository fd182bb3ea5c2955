import lockfile from 'proper-lockfile';

/**
 * How long a lock nobody refreshes stays taken. PGlite runs on the server's own thread, so a long
 * statement (a migration building an index) delays the refresh; a minute leaves room for that, and
 * a lock left by a process that died frees itself within it.
 */
const staleAfterMs = 60_000;

/** A second process on the same PGlite folder: refused before it opens a single file. */
export class DataFolderInUse extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another server or script. Stop it, or set DATA_DIR to another folder. ` +
        'If none is running, the last one stopped abruptly and the folder frees itself within a minute.',
    );
    this.name = 'DataFolderInUse';
  }
}

/**
 * Takes the PGlite folder for this process alone, and gives back what lets it go. Two embedded
 * PostgreSQL instances on one folder each keep their own buffers and write-ahead log, and
 * overwrite each other's pages: PostgreSQL guards its folder with postmaster.pid, which PGlite
 * writes but does not check. The lock is `<folder>.lock`, refreshed while the process lives
 * (proper-lockfile).
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: staleAfterMs,
      retries: 0,
      // A refresh that came too late: log it rather than end the process mid-request.
      onCompromised: (error) => process.emitWarning(`The data folder lock of ${dataDir} was not refreshed in time: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataFolderInUse(dataDir);
    throw error;
  }
}
