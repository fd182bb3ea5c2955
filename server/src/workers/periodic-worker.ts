import type { Worker } from './worker-loop';

export interface PeriodicTask {
  name: string;
  /** Time between two rounds. */
  everyMs: number;
  /** The first round after start (0: at once). */
  firstAfterMs: number;
  /** The wait after a failed round, by the number of failed rounds in a row. */
  backoff(failures: number): number;
  /** One round; `stopping()` turns true on server close. */
  round(stopping: () => boolean): Promise<void>;
}

/**
 * A task done every so often (a purge, the daily look, the PGlite vacuum) as a worker whose one job
 * per pass is the round, always due: the loop sleeps `everyMs` between two rounds, and a failed
 * round is retried after the backoff, as any failed pass.
 */
export function periodicWorker(task: PeriodicTask): Worker<'round'> {
  return {
    name: task.name,
    intervalMs: task.everyMs,
    firstLookMs: task.firstAfterMs,
    backoff: task.backoff,
    jobsPerPass: 1,
    claim: async () => 'round',
    run: (_round, stopping) => task.round(stopping),
  };
}
