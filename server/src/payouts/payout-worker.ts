import { sql, type ControlledTransaction, type Kysely } from 'kysely';
import { formatDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { payoutProviders, type PayoutProvider } from '../../../src/domain/payouts/payout-request';
import type { DatabaseSchema } from '../db/database-schema';
import { AutoPayoutJobs } from '../auto-jobs';
import { decidePayoutRequest } from './payout-decision';
import { exponentialBackoff, WorkerLoop } from '../workers/worker-loop';
import type { LockedDisbursal, PayoutDisbursals } from './payout-disbursals';
import type { ServerMetrics } from '../metrics/server-metrics';

type Db = Kysely<DatabaseSchema>;

export interface PayoutWorkerOptions {
  db: Db;
  disbursals: PayoutDisbursals;
  fourEyesAbove: Decimal | null;
  /** Idle polling period; an approval also wakes the worker at once. */
  pollMs: number;
  /** How long the auto payment waits before trying a Pending request again that the balance could not pay. */
  autoRetryMs: number;
  now: () => Date;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
  /** docs/operations.md "Metrics": disbursal outcomes and the lag from approval to the provider's payment. */
  metrics?: Pick<ServerMetrics, 'payoutDisbursals' | 'payoutDisbursalLag'>;
}

/**
 * One claimed step, with the transaction that locked it: the step's writes commit with its claim,
 * so a crash between them leaves the row queued for the next claim.
 */
type PayoutStep = { trx: ControlledTransaction<DatabaseSchema>; now: Date } & (
  | { kind: 'disbursal'; job: LockedDisbursal }
  | { kind: 'auto-payment'; provider: PayoutProvider; candidate: { id: string; loan_id: string } }
);

const bankPrefix: Record<PayoutProvider, string> = { jazzcash: 'jazz%', easypaisa: 'eas%' };

/**
 * docs/decisions/0025-payouts.md: the payout worker inside the server process (a worker loop,
 * docs/decisions/0040-workers.md), started on Fastify's onReady and stopped on onClose. Each step
 * sends the oldest due disbursal job or, when none is due, approves the oldest due Pending request
 * of a provider whose auto payment is started, as the auto-payment job. Everything it does is in the
 * database, so a restart loses nothing queued.
 */
export class PayoutWorker {
  readonly #loop: WorkerLoop<PayoutStep>;

  constructor(private readonly options: PayoutWorkerOptions) {
    this.#loop = new WorkerLoop(
      {
        name: 'payout worker',
        claim: () => this.#claim(),
        run: (step) => this.#run(step),
        intervalMs: options.pollMs,
        backoff: exponentialBackoff(options.pollMs, 30_000),
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

  start(): void {
    this.#loop.start();
  }

  /** Runs a pass now, or once the calling request's transaction has committed (worker-loop.ts). */
  wake(): void {
    this.#loop.wake();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** The next due step, locked in its own transaction (`FOR UPDATE SKIP LOCKED`); null when none is due. */
  async #claim(): Promise<PayoutStep | null> {
    const now = this.options.now();
    const trx = await this.options.db.startTransaction().execute();
    try {
      const job = await this.options.disbursals.claimDue(trx, now);
      if (job !== undefined) return { trx, now, kind: 'disbursal', job };
      for (const provider of payoutProviders) {
        if ((await AutoPayoutJobs.stateOf(trx, provider)) !== 'start') continue;
        const candidate = await this.#dueAutoPayment(trx, provider, now);
        if (candidate !== undefined) return { trx, now, kind: 'auto-payment', provider, candidate };
      }
      await trx.commit().execute();
      return null;
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }
  }

  async #run(step: PayoutStep): Promise<void> {
    try {
      if (step.kind === 'disbursal') {
        const outcome = await this.options.disbursals.send(step.trx, step.job, step.now);
        this.options.log.info({ loanId: step.job.loanId, provider: step.job.provider, outcome }, 'payout disbursal');
        await step.trx.commit().execute();
        this.#measure(step.job, outcome);
        return;
      }
      await this.#autoPay(step.trx, step.provider, step.candidate, step.now);
      await step.trx.commit().execute();
    } catch (error) {
      await step.trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }
  }

  /** Counted once the step committed: a rolled back step is sent again and counted then. */
  #measure(job: LockedDisbursal, outcome: string): void {
    const metrics = this.options.metrics;
    if (metrics === undefined) return;
    metrics.payoutDisbursals.inc({ provider: job.provider, outcome });
    if (outcome === 'paid')
      metrics.payoutDisbursalLag.observe({ provider: job.provider }, Math.max(0, this.options.now().getTime() - job.queuedAt.getTime()) / 1000);
  }

  /** The oldest due Pending request of the provider's banks within the four-eyes limit, locked. */
  #dueAutoPayment(trx: Db, provider: PayoutProvider, now: Date): Promise<{ id: string; loan_id: string } | undefined> {
    let query = trx
      .selectFrom('loan_requests')
      .select(['id', 'loan_id'])
      .where('status', '=', 'Pending')
      .where(sql`lower(bank_name)`, 'like', bankPrefix[provider])
      .where((eb) => eb.or([eb('job_next_try', 'is', null), eb('job_next_try', '<=', now)]));
    const limit = this.options.fourEyesAbove;
    if (limit !== null) query = query.where('amount', '<=', formatDecimal(limit));
    return query.orderBy('created_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
  }

  /**
   * The auto payment (spec 3 §2 and §4): approves the request as staff would. Requests above the
   * four-eyes limit wait for a person; a request the balance cannot pay stays Pending with its next
   * try and reason.
   */
  async #autoPay(trx: Db, provider: PayoutProvider, candidate: { id: string; loan_id: string }, now: Date): Promise<void> {
    const decided = await decidePayoutRequest(trx, {
      payoutRequestId: candidate.id,
      decision: 'Approved',
      amountSeen: null,
      decider: { kind: 'system', name: `auto-payment-${provider}` },
      fourEyesAbove: this.options.fourEyesAbove,
      via: 'auto-payment',
      now,
    });
    if (!decided.ok) {
      const reason =
        decided.issues[0]?.code === 'ledger.insufficient-balance' ? 'Payout account balance too low, retrying' : (decided.issues[0]?.message ?? 'Not payable');
      await trx
        .updateTable('loan_requests')
        .set({ job_next_try: new Date(now.getTime() + this.options.autoRetryMs), job_next_try_reason: reason, updated_at: now })
        .where('id', '=', candidate.id)
        .execute();
    }
    this.options.log.info({ loanId: candidate.loan_id, provider, approved: decided.ok }, 'auto payment');
  }
}
