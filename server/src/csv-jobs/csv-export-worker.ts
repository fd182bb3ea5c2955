import { mkdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { CopyOut } from '../db/copy-out';
import type { DatabaseSchema } from '../db/database-schema';
import type { CsvJobsRepository } from './csv-jobs.repository';
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

/**
 * The export worker inside the server process: takes one job at a time (pending ones, and
 * inprogress ones a crashed process left behind), runs it to its end and looks for the next.
 * `stop()` lets the running job finish its page and leaves it resumable.
 */
export class CsvExportWorker {
  readonly #jobs: CsvJobsRepository;
  #stopping = false;
  #running: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #wakeRequested = false;
  #resumeAll = false;

  constructor(private readonly options: CsvExportWorkerOptions) {
    this.#jobs = options.jobs;
  }

  async start(): Promise<void> {
    await mkdir(this.options.exportDir, { recursive: true });
    this.#stopping = false;
    this.#resumeAll = this.options.resumeAllAtStart;
    this.wake();
  }

  /** Look for work now (a job was just created). */
  wake(): void {
    if (this.#stopping) return;
    if (this.#running !== undefined) {
      this.#wakeRequested = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
      if (this.#stopping) return;
      if (this.#wakeRequested) {
        this.#wakeRequested = false;
        this.wake();
      } else {
        this.#timer = setTimeout(() => this.wake(), this.options.pollMs ?? 1000);
        this.#timer.unref();
      }
    });
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  async #drain(): Promise<void> {
    while (!this.#stopping) {
      let jobId: string | undefined;
      try {
        const staleBefore = this.#resumeAll ? null : new Date(Date.now() - this.options.staleAfterMs);
        jobId = await this.#jobs.claimNext(staleBefore);
      } catch (error) {
        // The database may be closing or briefly unreachable; the next poll tries again.
        this.options.log.error({ err: error }, 'csv export: could not look for jobs');
        return;
      }
      if (jobId === undefined) {
        this.#resumeAll = false;
        return;
      }
      await this.#run(jobId);
    }
  }

  async #run(jobId: string): Promise<void> {
    const started = Date.now();
    try {
      const outcome = await runExportJob(this.options.db, jobId, {
        exportDir: this.options.exportDir,
        timeZone: this.options.timeZone,
        chunkSize: this.options.chunkSize,
        shouldStop: () => this.#stopping,
        ...(this.options.copyOut === undefined ? {} : { copyOut: this.options.copyOut }),
      });
      this.options.log.info({ jobId, outcome, ms: Date.now() - started }, 'csv export job');
    } catch (error) {
      this.options.log.error({ jobId, err: error }, 'csv export job failed');
      await this.#jobs.fail(jobId, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    }
  }
}
