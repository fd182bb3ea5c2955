import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { CheckoutAttempts } from './checkout-attempts.repository';
import type { CheckoutPayments } from './checkout-payments.service';

const attemptsPerRound = 100;

/**
 * docs/decisions/0031-hosted-checkout.md: asks the provider again about attempts left in flight (a lost
 * answer, a server stopped mid-payment, a customer who never came back) and about late charges not
 * yet refunded, so what a provider charged reaches the books. Each attempt is settled by the same
 * conditional steps as a page's status check, so two servers sweeping at once change nothing twice.
 */
export function startAttemptsSweep(deps: { db: Kysely<DatabaseSchema>; payments: CheckoutPayments; now: () => Date; everyMs: number; afterMs: number; onError: (error: unknown) => void }): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const due = await CheckoutAttempts.toResolve(deps.db, new Date(deps.now().getTime() - deps.afterMs), attemptsPerRound);
      for (const attempt of due) await deps.payments.resolve(attempt);
    } catch (error) {
      deps.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), deps.everyMs);
  timer.unref();
  void round();
  return () => clearInterval(timer);
}
