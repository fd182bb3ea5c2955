import { afterRequestCommit } from '../db/request-transaction';

/**
 * docs/decisions/0040-workers.md: one background worker of the server. Jobs live in the database, so a
 * claim is a statement that takes the next due job for this process alone (`FOR UPDATE SKIP LOCKED`
 * where several servers share PostgreSQL) and a restart loses nothing.
 */
export interface Worker<Job> {
  /** Named in the log lines of its failures. */
  readonly name: string;
  /** The next due job, taken for this process; null when none is due. */
  claim(): Promise<Job | null>;
  /** Does one claimed job. `stopping()` turns true on server close: a long job stops at a safe point. */
  run(job: Job, stopping: () => boolean): Promise<void>;
  /** How long after a pass that found nothing more the worker looks again. */
  readonly intervalMs: number;
  /** How long after a failed pass it tries again, by the number of failed passes in a row (1, 2, …). */
  backoff(failures: number): number;
  /** The first look after start (0, the default: at once). */
  readonly firstLookMs?: number;
  /** At most this many jobs in one pass (a periodic task: 1, its round); unlimited by default. */
  readonly jobsPerPass?: number;
}

/** What a failed pass logs. */
export interface WorkerFailure {
  err: unknown;
  worker: string;
  failures: number;
  retryInMs: number;
}

export interface WorkerLog {
  error(failure: WorkerFailure, message: string): void;
}

/** A delay that doubles with each failure in a row, from `baseMs` up to `maxMs`. */
export function exponentialBackoff(baseMs: number, maxMs: number): (failures: number) => number {
  return (failures) => Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
}

/**
 * Lets the event loop turn between two jobs. PGlite answers in the server's own thread and the
 * sandbox providers at once, so a pass over thousands of queued jobs would otherwise be one chain of
 * resolved promises that starves every socket (measured: a confirmed file's own answer waited ~33 s
 * for 5,000 payouts).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs a worker inside the server process: a pass claims and runs jobs until none is due, then the
 * loop sleeps `intervalMs`, or `backoff(failures)` after a pass that threw. `wake()` looks at once
 * (this process just queued a job). Never two passes of one worker at once: a wake during a pass
 * makes one more pass after it. `stop()` lets the job in hand finish (or stop at its safe point) and
 * starts nothing more, so the database may close after it.
 */
export class WorkerLoop<Job> {
  #stopping = true;
  #pass: Promise<void> | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #wakeRequested = false;
  #failures = 0;

  constructor(
    private readonly worker: Worker<Job>,
    private readonly log: WorkerLog,
  ) {}

  get name(): string {
    return this.worker.name;
  }

  /** Started and not told to stop (GET /api/ready lists it). */
  get running(): boolean {
    return !this.#stopping;
  }

  start(): void {
    if (!this.#stopping) return;
    this.#stopping = false;
    this.#failures = 0;
    this.#sleep(this.worker.firstLookMs ?? 0);
  }

  /**
   * Looks for work now, or once the calling request's transaction has committed: a pass started
   * inside a request would run its queries in the request's transaction (db/request-transaction.ts),
   * and the queued job is not visible to others before the commit anyway.
   */
  wake(): void {
    afterRequestCommit(() => this.#look());
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#cancelSleep();
    await this.#pass;
  }

  #look(): void {
    if (this.#stopping) return;
    if (this.#pass !== undefined) {
      this.#wakeRequested = true;
      return;
    }
    this.#cancelSleep();
    this.#pass = this.#runPass().then((sleepMs) => {
      this.#pass = undefined;
      if (this.#stopping) return;
      if (this.#wakeRequested) {
        this.#wakeRequested = false;
        this.#look();
      } else {
        this.#sleep(sleepMs);
      }
    });
  }

  /** One pass; answers how long to sleep after it. */
  async #runPass(): Promise<number> {
    try {
      const most = this.worker.jobsPerPass ?? Number.POSITIVE_INFINITY;
      for (let done = 0; done < most && !this.#stopping; done += 1) {
        const job = await this.worker.claim();
        if (job === null) break;
        await this.worker.run(job, () => this.#stopping);
        await nextTurn();
      }
      this.#failures = 0;
      return this.worker.intervalMs;
    } catch (error) {
      // The database may be closing or briefly unreachable, a provider down: the pass is tried again.
      this.#failures += 1;
      const retryInMs = this.worker.backoff(this.#failures);
      this.log.error({ err: error, worker: this.worker.name, failures: this.#failures, retryInMs }, `${this.worker.name}: pass failed`);
      return retryInMs;
    }
  }

  #sleep(ms: number): void {
    this.#cancelSleep();
    this.#timer = setTimeout(() => this.#look(), ms);
    // A sleeping worker never keeps the process alive on its own.
    this.#timer.unref();
  }

  #cancelSleep(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
