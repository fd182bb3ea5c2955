import { periodicWorker } from '../workers/periodic-worker';
import { exponentialBackoff, WorkerLoop, type WorkerLog } from '../workers/worker-loop';
import type { PayoutUploadService } from './payout-upload.service';

/** How often uploads nobody confirmed are looked for (the first round at start). */
const purgeEveryMs = 15 * 60_000;

/**
 * docs/decisions/0025-payouts.md, pending upload: uploads nobody confirmed go after their 24 hours even
 * when no one uploads again (an upload also removes them).
 */
export function expiredUploadsPurge(
  uploads: PayoutUploadService,
  clock: { now: () => Date; lookEveryMs: number },
  log: WorkerLog & { info(object: object, message: string): void },
): WorkerLoop<'round'> {
  return new WorkerLoop(
    periodicWorker({
      name: 'expired payout uploads purge',
      everyMs: purgeEveryMs,
      firstAfterMs: 0,
      backoff: exponentialBackoff(60_000, purgeEveryMs),
      // The period runs on the server's clock, looked at as often as the payout worker polls.
      clock,
      round: async () => {
        const removed = await uploads.purgeExpired();
        if (removed > 0) log.info({ removed }, 'expired payout uploads');
      },
    }),
    log,
  );
}
