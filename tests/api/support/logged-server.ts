import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort, runTs } from '../../../server/src/dev/server-process';

/** A server in its own process whose JSON log lines a test reads. */
export interface LoggedServer {
  origin: string;
  child: ChildProcess;
  /** Every JSON line of its log so far. */
  lines: Array<Record<string, unknown>>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Waits for a log line that satisfies `test`. */
  waitForLine(test: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts server/src/main.ts with JSON logs at info (or `env`'s level); resolves once it logged "Ready". `port`: a free one when absent. */
export async function startLoggedServer(env: Record<string, string>, chosenPort?: number): Promise<LoggedServer> {
  const port = chosenPort ?? (await freePort());
  const child = runTs('server/src/main.ts', [], {
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    RECONCILIATION_DAILY: 'false',
    PORTAL_DIST: '/nonexistent-portal',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const lines: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    const parts = (partial + text).split('\n');
    partial = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
    for (const wake of waiters) wake();
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const waitForLine = (test: (line: Record<string, unknown>) => boolean, timeoutMs = 120_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const look = () => {
        const found = lines.find(test);
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(look);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no such log line within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(look);
      void exited.then(() => {
        if (waiters.delete(look)) {
          clearTimeout(timer);
          reject(new Error('server exited'));
        }
      });
      look();
    });
  // A loaded machine may take minutes to seed; a server that never got ready is not left running.
  await waitForLine((line) => typeof line.msg === 'string' && line.msg.startsWith('Ready in'), 300_000).catch(async (error: unknown) => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    throw error;
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    lines,
    exited,
    waitForLine,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
