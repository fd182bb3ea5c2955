import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { periodicWorker } from '../workers/periodic-worker';
import { exponentialBackoff, WorkerLoop, type WorkerLog } from '../workers/worker-loop';
import { purgeExpiredKeys } from './idempotency';

/** How often keys past their lifetime are removed (the first round at start), on the server's clock. */
const purgeEveryMs = 15 * 60_000;
const lookEveryMs = 60_000;

/**
 * docs/decisions/0021-idempotency.md: a key is answered for 24 hours; this periodic job removes the
 * older ones, so the table holds a day of keys whatever area wrote them.
 */
export function idempotencyKeyPurge(
  db: Kysely<DatabaseSchema>,
  now: () => Date,
  log: WorkerLog & { info(object: object, message: string): void },
): WorkerLoop<'round'> {
  return new WorkerLoop(
    periodicWorker({
      name: 'idempotency key purge',
      everyMs: purgeEveryMs,
      firstAfterMs: 0,
      backoff: exponentialBackoff(60_000, purgeEveryMs),
      clock: { now, lookEveryMs },
      round: async () => {
        const removed = await purgeExpiredKeys(db, now());
        if (removed > 0) log.info({ removed }, 'expired idempotency keys');
      },
    }),
    log,
  );
}
