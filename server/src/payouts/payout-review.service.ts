import type { Kysely } from 'kysely';
import type { Decimal } from '../../../src/domain/money/decimal';
import type { Money } from '../../../src/domain/money/money';
import type { PayoutDecision, PayoutProvider } from '../../../src/domain/payouts/payout-request';
import { AuditLog } from '../db/audit-log';
import type { DatabaseSchema } from '../db/database-schema';
import type { Actor } from '../http/actor';
import type { DisbursalStatus } from '../providers/payout-disbursal.port';
import { decidePayoutRequest, type PayoutDecisionOutcome } from './payout-decision';
import type { PayoutDisbursals } from './payout-disbursals';
import type { PayoutWorker } from './payout-worker';

export interface PayoutReviewDeps {
  db: Kysely<DatabaseSchema>;
  disbursals: PayoutDisbursals;
  worker: Pick<PayoutWorker, 'wake'>;
  fourEyesAbove: Decimal | null;
  now: () => Date;
}

/** A request as the refresh reads it from the list (the caller has already found it in its scope). */
export interface RefreshedRequest {
  id: string;
  loanId: string;
}

/**
 * spec 3 §4 and §7: what platform staff do to one payout request from the screen, each in its own
 * transaction: decide it (docs/decisions/0025-payouts.md, through the same path as a file) and refresh
 * it from its provider.
 */
export class PayoutReviewService {
  constructor(private readonly deps: PayoutReviewDeps) {}

  /** Decides in one transaction; an approval wakes the payout worker once it commits. */
  async decide(actor: Actor, request: { id: string; decision: PayoutDecision; amountSeen: Money }): Promise<PayoutDecisionOutcome> {
    const { db, fourEyesAbove, now } = this.deps;
    const outcome = await db.transaction().execute((trx) =>
      decidePayoutRequest(trx, {
        payoutRequestId: request.id,
        decision: request.decision,
        amountSeen: request.amountSeen,
        decider: { kind: 'user', userId: actor.userId },
        fourEyesAbove,
        via: 'portal',
        now: now(),
      }),
    );
    if (outcome.ok && outcome.value.status === 'Approved') this.deps.worker.wake();
    return outcome;
  }

  /** Asks the provider what it knows of the payout; a payout in flight (e.g. after a timeout) is settled by the answer. */
  async refresh(actor: Actor, request: RefreshedRequest, provider: PayoutProvider): Promise<DisbursalStatus> {
    const { db, disbursals } = this.deps;
    return db.transaction().execute(async (trx) => {
      const job = await disbursals.lockJobOf(trx, request.id);
      const known = await disbursals.providerFor(provider).statusOf(request.loanId);
      const now = this.deps.now();
      if (job !== undefined && known.outcome === 'paid') await disbursals.complete(trx, job, known.reference, job.attempts + 1, now);
      if (job !== undefined && known.outcome === 'refused') await disbursals.fail(trx, job, known.message, job.attempts + 1, now);
      await AuditLog.record(trx, {
        actor: { userId: actor.userId },
        action: 'payout.refreshed',
        target: { type: 'loan-request', id: request.id },
        details: {
          loanId: request.loanId,
          provider,
          answer: known.outcome,
          settled: job !== undefined && (known.outcome === 'paid' || known.outcome === 'refused'),
        },
      });
      return known;
    });
  }
}
