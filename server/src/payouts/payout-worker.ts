import { sql, type Kysely } from 'kysely';
import { formatDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { payoutProviders, type PayoutProvider } from '../../../src/domain/payouts/payout-request';
import type { DatabaseSchema } from '../db/database-schema';
import { afterRequestCommit } from '../db/request-transaction';
import { AutoPayoutJobs } from '../auto-jobs';
import { decideLoanRequest } from './payout-decision';
import type { PayoutDisbursals } from './payout-disbursals';

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
  /** Tidy-up run by the worker at most every `everyMs` (first on start): answers how many rows it removed. */
  housekeeping?: { everyMs: number; run: () => Promise<number>; name: string };
}

/** Work done in one pass, so a pass that did something looks again at once. */
const batch = 50;

/**
 * Lets the event loop turn between two payouts. PGlite answers in the server's own thread and the
 * sandbox providers at once, so without it a pass over thousands of queued jobs (a confirmed file)
 * is one chain of resolved promises that starves every socket: measured, the confirmation's own
 * answer waited ~33 s for 5,000 sends.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const bankPrefix: Record<PayoutProvider, string> = { jazzcash: 'jazz%', easypaisa: 'eas%' };

/**
 * docs/decisions/0025-payouts.md: the payout worker inside the server process, started on Fastify's
 * onReady and stopped on onClose (like the CSV export worker). Each pass sends the due disbursal
 * jobs, then, for each provider whose auto payment is started, approves its Pending requests as the
 * auto-payment job. Everything it does is in the database, so a restart loses nothing queued.
 */
export class PayoutWorker {
  #stopping = true;
  #running: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #wakeRequested = false;
  #lastHousekeeping = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: PayoutWorkerOptions) {}

  start(): void {
    this.#stopping = false;
    this.wake();
  }

  /**
   * Runs a pass now, or once the calling request's transaction has committed: a pass started inside
   * a request would otherwise run its queries on the request's connection and transaction
   * (db/request-transaction.ts), and the queued job is not visible before the commit anyway.
   */
  wake(): void {
    afterRequestCommit(() => this.#wakeNow());
  }

  #wakeNow(): void {
    if (this.#stopping) return;
    if (this.#running !== undefined) {
      this.#wakeRequested = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#running = this.#pass()
      .catch((error: unknown) => {
        // The database may be closing or briefly unreachable; the next poll tries again.
        this.options.log.error({ err: error }, 'payout worker pass failed');
        return 0;
      })
      .then((done) => {
        this.#running = undefined;
        if (this.#stopping) return;
        if (this.#wakeRequested || done > 0) {
          this.#wakeRequested = false;
          this.#wakeNow();
        } else {
          this.#timer = setTimeout(() => this.#wakeNow(), this.options.pollMs);
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

  /** One pass; answers how many requests it moved. */
  async #pass(): Promise<number> {
    await this.#housekeeping();
    let done = 0;
    for (let index = 0; index < batch && !this.#stopping; index += 1) {
      if (!(await this.sendOne())) break;
      done += 1;
      await nextTurn();
    }
    for (const provider of payoutProviders) {
      if (this.#stopping) break;
      if ((await AutoPayoutJobs.stateOf(this.options.db, provider)) !== 'start') continue;
      for (let index = 0; index < batch && !this.#stopping; index += 1) {
        if (!(await this.autoPayOne(provider))) break;
        done += 1;
        await nextTurn();
      }
    }
    return done;
  }

  async #housekeeping(): Promise<void> {
    const task = this.options.housekeeping;
    const now = this.options.now().getTime();
    if (task === undefined || now - this.#lastHousekeeping < task.everyMs) return;
    this.#lastHousekeeping = now;
    const removed = await task.run();
    if (removed > 0) this.options.log.info({ removed }, task.name);
  }

  /** Sends the oldest due disbursal; false when none is due. */
  async sendOne(): Promise<boolean> {
    const now = this.options.now();
    return this.options.db.transaction().execute(async (trx) => {
      const job = await this.options.disbursals.claimDue(trx, now);
      if (job === undefined) return false;
      const outcome = await this.options.disbursals.send(trx, job, now);
      this.options.log.info({ loanId: job.loanId, provider: job.provider, outcome }, 'payout disbursal');
      return true;
    });
  }

  /**
   * The auto payment (spec 3 §2 and §4): approves the oldest due Pending request of the provider's
   * banks, as staff would. Requests above the four-eyes limit wait for a person; a request the
   * balance cannot pay stays Pending with its next try and reason. False when none is due.
   */
  async autoPayOne(provider: PayoutProvider): Promise<boolean> {
    const now = this.options.now();
    return this.options.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('loan_requests')
        .select(['id', 'loan_id'])
        .where('status', '=', 'Pending')
        .where(sql`lower(bank_name)`, 'like', bankPrefix[provider])
        .where((eb) => eb.or([eb('job_next_try', 'is', null), eb('job_next_try', '<=', now)]));
      const limit = this.options.fourEyesAbove;
      if (limit !== null) query = query.where('amount', '<=', formatDecimal(limit));
      const candidate = await query.orderBy('created_at').limit(1).forUpdate().skipLocked().executeTakeFirst();
      if (candidate === undefined) return false;
      const decided = await decideLoanRequest(trx, {
        loanRequestId: candidate.id,
        decision: 'Approved',
        amountSeen: null,
        decider: { kind: 'system', name: `auto-payment-${provider}` },
        fourEyesAbove: this.options.fourEyesAbove,
        via: 'auto-payment',
        now,
      });
      if (!decided.ok) {
        const reason = decided.issues[0]?.code === 'ledger.insufficient-balance' ? 'Payout account balance too low, retrying' : (decided.issues[0]?.message ?? 'Not payable');
        await trx
          .updateTable('loan_requests')
          .set({ job_next_try: new Date(now.getTime() + this.options.autoRetryMs), job_next_try_reason: reason, updated_at: now })
          .where('id', '=', candidate.id)
          .execute();
      }
      this.options.log.info({ loanId: candidate.loan_id, provider, approved: decided.ok }, 'auto payment');
      return true;
    });
  }
}
