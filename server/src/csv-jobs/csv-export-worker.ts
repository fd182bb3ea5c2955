import { mkdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { CopyOut } from '../db/copy-out';
import type { DatabaseSchema } from '../db/database-schema';
import type { CsvJobsRepository } from './csv-jobs.repository';
import { exponentialBackoff, WorkerLoop } from '../workers/worker-loop';
import { runExportJob } from './run-export-job';

export interface CsvExportWorkerOptions {
  db: Kysely<DatabaseSchema>;
  jobs: CsvJobsRepository;
  exportDir: string;
  timeZone: string;
  /** How long an inprogress job may go untouched before another worker takes it over (a crash). */
  staleAfterMs: number;
  /**
   * True when no other process can be running jobs (PGlite: one process owns the data folder), so
   * every inprogress job found at start-up is a crash's and is resumed at once.
   */
  resumeAllAtStart: boolean;
  /** Idle polling period; a new job also wakes the worker at once. */
  pollMs?: number;
  chunkSize?: number;
  /** PostgreSQL: exports stream one COPY … TO STDOUT through it (run-export-job.ts). */
  copyOut?: CopyOut;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

/** A failed look for jobs (the database closing or unreachable) is tried again after 1 s, 2 s, … up to 30 s. */
const lookBackoff = exponentialBackoff(1000, 30_000);

/**
 * The export worker inside the server process (a worker loop, docs/decisions/0040-workers.md): takes
 * one job at a time (pending ones, and inprogress ones a crashed process left behind), runs it to its
 * end and looks for the next. `stop()` lets the running job finish its page and leaves it resumable.
 */
export class CsvExportWorker {
  readonly #jobs: CsvJobsRepository;
  readonly #loop: WorkerLoop<string>;
  #resumeAll = false;

  constructor(private readonly options: CsvExportWorkerOptions) {
    this.#jobs = options.jobs;
    this.#loop = new WorkerLoop(
      {
        name: 'csv export',
        claim: () => this.#claim(),
        run: (jobId, stopping) => this.#run(jobId, stopping),
        intervalMs: options.pollMs ?? 1000,
        backoff: lookBackoff,
      },
      options.log,
    );
  }

  get name(): string {
    return this.#loop.name;
  }

  get running(): boolean {
    return this.#loop.running;
  }

  async start(): Promise<void> {
    await mkdir(this.options.exportDir, { recursive: true });
    this.#resumeAll = this.options.resumeAllAtStart;
    this.#loop.start();
  }

  /** Look for work now (a job was just created). */
  wake(): void {
    this.#loop.wake();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #claim(): Promise<string | null> {
    const staleBefore = this.#resumeAll ? null : new Date(Date.now() - this.options.staleAfterMs);
    const jobId = await this.#jobs.claimNext(staleBefore);
    if (jobId !== undefined) return jobId;
    this.#resumeAll = false;
    return null;
  }

  async #run(jobId: string, stopping: () => boolean): Promise<void> {
    const started = Date.now();
    try {
      const outcome = await runExportJob(this.options.db, jobId, {
        exportDir: this.options.exportDir,
        timeZone: this.options.timeZone,
        chunkSize: this.options.chunkSize,
        shouldStop: stopping,
        ...(this.options.copyOut === undefined ? {} : { copyOut: this.options.copyOut }),
      });
      this.options.log.info({ jobId, outcome, ms: Date.now() - started }, 'csv export job');
    } catch (error) {
      // The job's own failure is the job's outcome (failed, shown to its owner), not the loop's.
      this.options.log.error({ jobId, err: error }, 'csv export job failed');
      await this.#jobs.fail(jobId, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    }
  }
}
