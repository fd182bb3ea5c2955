import { startServer } from '../../server/src/dev/server-process';
import type { Books } from './books';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The reference server as its own process over the run's books, killed with SIGKILL and started
 * again on the same database. Clients read `origin` on every call: a restart listens on a new port.
 */
export class ServerUnderTest {
  #server: Awaited<ReturnType<typeof startServer>> | undefined;
  kills = 0;
  starts = 0;

  constructor(
    private readonly books: Books,
    private readonly env: Record<string, string>,
  ) {}

  get origin(): string | undefined {
    return this.#server?.origin;
  }

  async start(): Promise<void> {
    this.#server = await startServer({ ...this.env, ...this.books.serverEnv });
    this.starts += 1;
  }

  /** SIGKILL: no hook runs, no transaction commits, the workers stop mid-step. */
  async kill(): Promise<void> {
    const server = this.#server;
    if (server === undefined) return;
    this.#server = undefined;
    // The restart takes the dead process's PGlite folder lock over at once (data-folder-lock.ts).
    await server.crash();
    this.kills += 1;
  }

  /** A graceful stop (SIGTERM): the workers finish their step and the database closes. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    await server?.stop();
  }
}

export interface KillLoopOptions {
  /** Kills at least this many times, then stops killing once `done()` says the workload ended. */
  minKills: number;
  /** The server lives a random time in this range (ms) between its start and its kill. */
  upMs: [number, number];
  done: () => boolean;
  random?: () => number;
}

/** Kills the server at random moments and starts it again at once, while the workload runs. */
export async function runKillLoop(server: ServerUnderTest, options: KillLoopOptions): Promise<void> {
  const random = options.random ?? Math.random;
  while (server.kills < options.minKills || !options.done()) {
    const [low, high] = options.upMs;
    const until = Date.now() + low + random() * (high - low);
    while (Date.now() < until && !(server.kills >= options.minKills && options.done())) await pause(50);
    if (server.kills >= options.minKills && options.done()) break;
    await server.kill();
    await server.start();
  }
}
