// The reference server, and other TypeScript entry points, each in its own Node process: for the
// benches (bench/) and for the API tests that need real processes (tests/api/server-processes.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { nodeArgumentsOf } from '../shared/node-entry';

/** Runs a TypeScript entry point in its own Node process (no npx wrapper, so its pid is the process). */
export function runTs(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...nodeArgumentsOf(entry), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Runs a command to its end; rejects on a non-zero exit. */
export async function runToEnd(child: ChildProcess, onLine: (line: string) => void = () => undefined): Promise<void> {
  child.stdout?.setEncoding('utf8').on('data', (text: string) => text.split('\n').filter(Boolean).forEach(onLine));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`process exited with ${String(code)}`);
}

/** Waits until `url` answers 2xx; throws when the process exits first or nothing answers within `ms` (a loaded machine may take minutes). */
export async function untilAnswering(child: ChildProcess, url: string, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

/** Starts the reference server on its own process and waits for its health call. */
export async function startServer(
  env: Record<string, string>,
): Promise<{ origin: string; pid: number; stop: () => Promise<void>; crash: () => Promise<void> }> {
  const port = await freePort();
  const child = runTs('server/src/main.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_DIST: '/nonexistent-portal' });
  child.stdout?.resume();
  const origin = `http://127.0.0.1:${port}`;
  await untilAnswering(child, `${origin}/api/health`).catch((error: unknown) => {
    // A server that never answered is not left running.
    child.kill('SIGKILL');
    throw error;
  });
  return {
    origin,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
    /** SIGKILL: no hook runs, nothing is let go; answers once the process is gone (and reaped). */
    crash: async () => {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
  };
}
