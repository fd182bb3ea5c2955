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
  /**
   * Measures the period on this clock (the server's, which tests move) instead of sleeping it: the
   * worker looks every `lookEveryMs` whether `everyMs` went by since the last round.
   */
  clock?: { now: () => Date; lookEveryMs: number };
}

/**
 * A task done every so often (a purge, the daily look, the PGlite vacuum) as a worker whose one job
 * per pass is the round: the loop sleeps `everyMs` between two rounds (or looks every
 * `clock.lookEveryMs` whether the round is due on that clock), and a failed round is retried after
 * the backoff, as any failed pass.
 */
export function periodicWorker(task: PeriodicTask): Worker<'round'> {
  const { clock } = task;
  let lastRound = Number.NEGATIVE_INFINITY;
  return {
    name: task.name,
    intervalMs: clock?.lookEveryMs ?? task.everyMs,
    firstLookMs: task.firstAfterMs,
    backoff: task.backoff,
    jobsPerPass: 1,
    claim: async () => {
      if (clock === undefined) return 'round';
      const at = clock.now().getTime();
      if (at - lastRound < task.everyMs) return null;
      lastRound = at;
      return 'round';
    },
    run: async (_round, stopping) => {
      try {
        await task.round(stopping);
      } catch (error) {
        // Still due: the retry after the backoff runs it.
        lastRound = Number.NEGATIVE_INFINITY;
        throw error;
      }
    },
  };
}
