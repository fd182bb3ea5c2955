import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { periodicWorker } from '../workers/periodic-worker';
import { exponentialBackoff, WorkerLoop, type WorkerLog } from '../workers/worker-loop';
import { CheckoutAttempts } from './checkout-attempts.repository';
import type { CheckoutPayments } from './checkout-payments.service';

const attemptsPerRound = 100;

/**
 * docs/decisions/0031-hosted-checkout.md: asks the provider again about attempts left in flight (a lost
 * answer, a server stopped mid-payment, a customer who never came back) and about late charges not
 * yet refunded, so what a provider charged reaches the books. Each attempt is settled by the same
 * conditional steps as a page's status check, so two servers sweeping at once change nothing twice.
 * A periodic worker (docs/decisions/0040-workers.md): a round at start, then every `everyMs`.
 */
export function attemptsSweep(deps: {
  db: Kysely<DatabaseSchema>;
  payments: CheckoutPayments;
  now: () => Date;
  everyMs: number;
  afterMs: number;
  log: WorkerLog;
}): WorkerLoop<'round'> {
  return new WorkerLoop(
    periodicWorker({
      name: 'checkout attempts sweep',
      everyMs: deps.everyMs,
      firstAfterMs: 0,
      // A failed round (the provider or the database down) waits one period, then longer, up to ten.
      backoff: exponentialBackoff(deps.everyMs, 10 * deps.everyMs),
      round: async (stopping) => {
        const due = await CheckoutAttempts.toResolve(deps.db, new Date(deps.now().getTime() - deps.afterMs), attemptsPerRound);
        for (const attempt of due) {
          if (stopping()) break;
          await deps.payments.resolve(attempt);
        }
      },
    }),
    deps.log,
  );
}
