import { sql, type Kysely } from 'kysely';
import { money } from '../../../src/domain/money/money';
import { failedPayoutMessage, mayRetry, retryDelayMs, type PayoutProvider, type RetryPolicy } from '../../../src/domain/payouts/payout-request';
import type { DatabaseSchema } from '../db/database-schema';
import type { PayoutDisbursalPort } from '../providers/payout-disbursal.port';
import { AuditLog } from '../db/audit-log';
import { PayoutLedger } from '../payout-ledger';

type Db = Kysely<DatabaseSchema>;

export const paidMessage = 'Payout successful';

export interface LockedDisbursal {
  jobId: number;
  attempts: number;
  provider: PayoutProvider;
  requestId: string;
  loanId: string;
  merchantId: string;
  amount: string;
  msisdn: string;
  bankNo: string;
  /** When the job was queued (its approval): the start of the disbursal lag. */
  queuedAt: Date;
}

/**
 * docs/decisions/0025-payouts.md: what happens to an approved request after its approval. A job is
 * locked with its request; the provider is asked (sends are idempotent by loanId there); a payment
 * completes the job, a refusal or the last failed attempt reverses the debit (`payout-reversal`) and
 * marks the request Rejected with the reason, and a retryable failure waits with backoff, shown as
 * the request's job (nextTry, nextTryReason).
 */
export class PayoutDisbursals {
  constructor(
    private readonly db: Db,
    private readonly providers: Readonly<Record<PayoutProvider, PayoutDisbursalPort>>,
    private readonly policy: RetryPolicy,
  ) {}

  providerFor(provider: PayoutProvider): PayoutDisbursalPort {
    return this.providers[provider];
  }

  /** The queued job of one request, locked (waits for a worker that holds it). */
  async lockJobOf(trx: Db, requestId: string): Promise<LockedDisbursal | undefined> {
    return this.locked(trx, (query) => query.where('j.loan_request_id', '=', requestId).where('j.state', '=', 'queued').forUpdate());
  }

  /** The oldest due job nobody holds (`FOR UPDATE SKIP LOCKED`: several servers may share PostgreSQL). */
  async claimDue(trx: Db, now: Date): Promise<LockedDisbursal | undefined> {
    return this.locked(trx, (query) =>
      query.where('j.state', '=', 'queued').where('j.next_run_at', '<=', now).orderBy('j.next_run_at').limit(1).forUpdate().skipLocked(),
    );
  }

  private async locked(trx: Db, narrow: (query: ReturnType<typeof this.jobQuery>) => ReturnType<typeof this.jobQuery>): Promise<LockedDisbursal | undefined> {
    const job = await narrow(this.jobQuery(trx)).executeTakeFirst();
    if (job === undefined) return undefined;
    // The request is locked too, so a refresh or a second worker waits for this one.
    const request = await trx
      .selectFrom('loan_requests')
      .select(['loan_id', 'merchant_id', 'amount', 'msisdn', 'bank_no'])
      .where('id', '=', job.loan_request_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return {
      jobId: Number(job.id),
      attempts: job.attempts,
      provider: job.provider,
      requestId: job.loan_request_id,
      loanId: request.loan_id,
      merchantId: request.merchant_id,
      amount: request.amount,
      msisdn: request.msisdn,
      bankNo: request.bank_no,
      queuedAt: new Date(job.created_at),
    };
  }

  private jobQuery(trx: Db) {
    return trx.selectFrom('payout_jobs as j').select(['j.id', 'j.attempts', 'j.provider', 'j.loan_request_id', 'j.created_at']);
  }

  /** Sends a locked job once and records the outcome in the same transaction. */
  async send(trx: Db, job: LockedDisbursal, now: Date): Promise<'paid' | 'failed' | 'retry'> {
    const attempt = job.attempts + 1;
    const result = await this.providers[job.provider].disburse({
      loanId: job.loanId,
      amount: job.amount,
      walletNumber: job.bankNo,
      msisdn: job.msisdn,
      attempt,
    });
    if (result.outcome === 'paid') {
      await this.complete(trx, job, result.reference, attempt, now);
      return 'paid';
    }
    if (result.outcome === 'retry' && mayRetry(this.policy, attempt)) {
      const nextTry = new Date(now.getTime() + retryDelayMs(this.policy, attempt));
      await trx
        .updateTable('payout_jobs')
        .set({ attempts: attempt, next_run_at: nextTry, last_error: result.reason, updated_at: now })
        .where('id', '=', job.jobId)
        .execute();
      await trx
        .updateTable('loan_requests')
        .set({ job_next_try: nextTry, job_next_try_reason: `${result.reason}; retrying (attempt ${attempt} of ${this.policy.maxAttempts})`, updated_at: now })
        .where('id', '=', job.requestId)
        .execute();
      return 'retry';
    }
    const reason = result.outcome === 'refused' ? result.reason : `no answer from the provider after ${attempt} attempts (${result.reason})`;
    await this.fail(trx, job, reason, attempt, now);
    return 'failed';
  }

  async complete(trx: Db, job: LockedDisbursal, reference: string, attempts: number, now: Date): Promise<void> {
    await trx.updateTable('payout_jobs').set({ state: 'done', attempts, last_error: null, updated_at: now }).where('id', '=', job.jobId).execute();
    await trx
      .updateTable('loan_requests')
      .set({ provider_reference: reference, message: paidMessage, job_next_try: null, job_next_try_reason: null, updated_at: now })
      .where('id', '=', job.requestId)
      .execute();
  }

  /** A payout that will not happen: the debit is reversed and the request says why (docs/decisions/0025-payouts.md). */
  async fail(trx: Db, job: LockedDisbursal, reason: string, attempts: number, now: Date): Promise<void> {
    await trx.updateTable('payout_jobs').set({ state: 'failed', attempts, last_error: reason, updated_at: now }).where('id', '=', job.jobId).execute();
    const reversed = await PayoutLedger.post(trx, {
      merchantId: job.merchantId,
      kind: 'payout-reversal',
      amount: money(job.amount, 'PKR'),
      referenceType: 'loan-request',
      referenceId: job.requestId,
      description: `Reversal of payout ${job.loanId}: ${reason}`.slice(0, 500),
      createdBy: null,
    });
    if (!reversed.ok) throw new Error(`Reversal of ${job.loanId} refused: ${reversed.issues.map((issue) => issue.code).join(', ')}`);
    await trx
      .updateTable('loan_requests')
      .set({ status: 'Rejected', message: failedPayoutMessage(reason), job_next_try: null, job_next_try_reason: null, updated_at: now })
      .where('id', '=', job.requestId)
      .execute();
    await AuditLog.record(trx, {
      actor: { userId: `system:payout-${job.provider}` },
      action: 'payout.reversed',
      target: { type: 'loan-request', id: job.requestId },
      details: { loanId: job.loanId, amount: job.amount, reason },
    });
  }

  /** Queued jobs (for the tests and the bench). */
  async queuedCount(): Promise<number> {
    const row = await this.db.selectFrom('payout_jobs').select(sql<string>`count(*)`.as('n')).where('state', '=', 'queued').executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
