import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * How long a lock nobody refreshes stays taken when its owner cannot be checked (another host on a
 * shared disk, an owner record missing). PGlite runs on the server's own thread, so a long statement
 * (a migration building an index) delays the refresh; a minute leaves room for that.
 */
const staleAfterMs = 60_000;

/** A second process on the same PGlite folder: refused before it opens a single file. */
export class DataFolderInUse extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another server or script. Stop it, or set DATA_DIR to another folder. ` +
        'If none is running on another host, the last one stopped abruptly there and the folder frees itself within a minute.',
    );
    this.name = 'DataFolderInUse';
  }
}

/** Who holds the lock: written beside it once it is taken, read by the next process that finds it taken. */
interface LockOwner {
  pid: number;
  host: string;
}

const ownerFileOf = (dataDir: string) => `${dataDir}.lock-owner`;

async function ownerOf(dataDir: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(ownerFileOf(dataDir), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

/** A process that is gone, or a zombie its parent has not reaped yet (it holds no file any more). */
async function processIsGone(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return /^\d+ \(.*\) Z /s.test(stat);
}

/** A lock left by a process of this host that no longer runs: taking it over at once is safe. */
async function heldByTheDead(dataDir: string): Promise<boolean> {
  const owner = await ownerOf(dataDir);
  return owner !== null && owner.host === hostname() && owner.pid !== process.pid && (await processIsGone(owner.pid));
}

function takeLock(dataDir: string): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    stale: staleAfterMs,
    retries: 0,
    // A refresh that came too late: log it rather than end the process mid-request.
    onCompromised: (error) => process.emitWarning(`The data folder lock of ${dataDir} was not refreshed in time: ${error.message}`),
  });
}

/**
 * Takes the PGlite folder for this process alone, and gives back what lets it go. Two embedded
 * PostgreSQL instances on one folder each keep their own buffers and write-ahead log, and
 * overwrite each other's pages: PostgreSQL guards its folder with postmaster.pid, which PGlite
 * writes but does not check. The lock is `<folder>.lock`, refreshed while the process lives
 * (proper-lockfile), and `<folder>.lock-owner` names its process. A lock whose process of this host
 * is gone (killed, crashed) is taken over at once, so a supervisor's restart does not wait for it to
 * go stale; a live owner, or one on another host, is never overridden
 * (docs/decisions/0042-data-folder-takeover.md).
 *
 * Taking the lock, and taking over a dead one, happen under a short gate lock: two processes
 * restarting at once could otherwise both find the owner dead, and the second would remove the lock
 * the first had just taken.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  // proper-lockfile knows its locks by the locked path: the gate is a lock of its own name, not the folder's.
  const releaseGate = await lockfile.lock(`${dataDir}.gate`, {
    realpath: false,
    // The gate is held for milliseconds; one left by a process killed while holding it frees itself soon.
    stale: 5_000,
    retries: { retries: 50, minTimeout: 50, maxTimeout: 200 },
  });
  try {
    let unlock: () => Promise<void>;
    try {
      unlock = await takeLock(dataDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (!(await heldByTheDead(dataDir))) throw new DataFolderInUse(dataDir);
      await rm(`${dataDir}.lock`, { recursive: true, force: true });
      unlock = await takeLock(dataDir);
    }
    await writeFile(ownerFileOf(dataDir), JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockOwner));
    return async () => {
      await rm(ownerFileOf(dataDir), { force: true });
      await unlock();
    };
  } finally {
    await releaseGate();
  }
}
