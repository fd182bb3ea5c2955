import { once } from 'node:events';
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';

/**
 * docs/decisions/0047-backups-and-key-rotation.md: the running server backs up its own PGlite folder
 * when `npm run backup` asks it over a Unix socket beside the folder. The socket is the folder
 * owner's alone (mode 0600): whoever may connect could read the folder itself, so it asks for no
 * token. The answer is one line, `ok <bytes>` or `error <message>`, then the gzipped tarball.
 */
export const backupSocketOf = (dataDir: string) => `${dataDir}.backup.sock`;

/** Unix socket paths are limited to 107 bytes on Linux: a deeper folder is told so, not truncated. */
const longestSocketPath = 107;

/** Answers backup requests until the returned function is called; one backup at a time. */
export async function serveBackups(dataDir: string, backUp: () => Promise<Buffer>, warn: (message: string) => void): Promise<() => Promise<void>> {
  const path = backupSocketOf(dataDir);
  if (Buffer.byteLength(path) > longestSocketPath) {
    warn(`The data folder's path is too long for its backup socket (${path}): npm run backup works only while the server is stopped`);
    return async () => {};
  }
  // A socket file left by a server that was killed: the folder's lock already proved it is gone.
  await rm(path, { force: true });
  let running: Promise<Buffer> | null = null;
  const server = createServer((socket: Socket) => {
    running ??= backUp().finally(() => {
      running = null;
    });
    running.then(
      (archive) => socket.end(Buffer.concat([Buffer.from(`ok ${archive.length}\n`), archive])),
      (error: unknown) => socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`),
    );
    socket.on('error', () => socket.destroy());
  });
  server.listen(path);
  await once(server, 'listening');
  await chmod(path, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(path, { force: true });
  };
}

/** Asks the server running on the folder for a backup; rejects when none answers or it failed. */
export async function requestBackup(dataDir: string): Promise<Buffer> {
  const socket = createConnection(backupSocketOf(dataDir));
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'end');
  const answer = Buffer.concat(chunks);
  const lineEnd = answer.indexOf('\n');
  const line = answer.subarray(0, lineEnd).toString('utf8');
  const ok = /^ok (\d+)$/.exec(line);
  if (ok === null) throw new Error(`The running server could not back up: ${line.replace(/^error /, '')}`);
  const archive = answer.subarray(lineEnd + 1);
  if (archive.length !== Number(ok[1])) throw new Error(`The backup arrived incomplete (${archive.length} of ${ok[1]} bytes)`);
  return archive;
}
