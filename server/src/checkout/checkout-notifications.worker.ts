import { sql, type Kysely } from 'kysely';
import { notificationMaxAttempts, notificationRetryDelayMs } from '../../../src/domain/checkout/notification-retry';
import { writeCheckoutLog } from '../checkout-logs';
import type { DatabaseSchema } from '../db/database-schema';
import { signingKeysOf } from '../shared/merchant-secrets';
import type { SecretBox } from '../crypto/secret-box';
import { exponentialBackoff, WorkerLoop, type WorkerLog } from '../workers/worker-loop';
import { hmacHex } from './request-signature';

/** A notification claimed for one attempt, with the moment of the claim. */
interface ClaimedNotification {
  id: string;
  merchant_id: string;
  url: string;
  payload: Record<string, unknown>;
  attempts: number;
  order_id: string;
  service_id: string;
  at: Date;
}

/** The old key's signature, sent beside the new one while a rotation overlaps. */
export const previousSignatureHeader = 'x-pgw-signature-previous';

/**
 * docs/decisions/0031-hosted-checkout.md: delivers the signed merchant notifications queued with a
 * final payment (checkout_notifications), oldest due first. Each claim moves next_attempt_at ahead
 * in the same statement, so two servers never send one attempt twice; every attempt is logged in
 * checkout_logs (provider 'merchant-notification'). Signature: hex HMAC-SHA256 of
 * `<timestamp>.<body>` with the merchant's secret key, in x-pgw-signature with x-pgw-timestamp; while a
 * rotated-out key overlaps, its signature too, in x-pgw-signature-previous. A worker loop (docs/decisions/0040-workers.md).
 */
export class CheckoutNotificationsWorker {
  readonly #loop: WorkerLoop<ClaimedNotification>;

  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      secretBox: () => Promise<SecretBox>;
      /** The server's own address, for relative notification URLs (the sandbox receiver). */
      baseUrl: () => string;
      now: () => Date;
      fetch?: typeof fetch;
      idleMs?: number;
      log: WorkerLog;
    },
  ) {
    const idleMs = deps.idleMs ?? 1000;
    this.#loop = new WorkerLoop(
      {
        name: 'checkout notifications',
        claim: () => this.#claim(),
        run: (job) => this.#deliver(job),
        intervalMs: idleMs,
        backoff: exponentialBackoff(idleMs, 30_000),
      },
      deps.log,
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

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** Runs soon (a payment just became final). */
  wake(): void {
    this.#loop.wake();
  }

  /** Claims the oldest due notification (its next attempt moved ahead); null when none is due. */
  async #claim(): Promise<ClaimedNotification | null> {
    const at = this.deps.now();
    const claimed = await sql<Omit<ClaimedNotification, 'at'>>`
      update checkout_notifications n
         set attempts = n.attempts + 1, next_attempt_at = ${new Date(at.getTime() + 60_000)}, updated_at = ${at}
       where n.id = (select id from checkout_notifications where status = 'Queued' and next_attempt_at <= ${at}
                     order by next_attempt_at limit 1 for update skip locked)
      returning n.id, n.merchant_id, n.url, n.payload, n.attempts,
        n.payload->>'orderId' as order_id, n.payload->>'serviceId' as service_id`.execute(this.deps.db);
    const job = claimed.rows[0];
    return job === undefined ? null : { ...job, at };
  }

  /** Sends one claimed notification and records the attempt. */
  async #deliver(job: ClaimedNotification): Promise<void> {
    const { db, now } = this.deps;
    const { at } = job;
    const merchant = await db
      .selectFrom('merchants')
      .select(['id', 'private_key', 'previous_private_key', 'previous_key_expires_at'])
      .where('id', '=', job.merchant_id)
      .executeTakeFirstOrThrow();
    const keys = signingKeysOf(await this.deps.secretBox(), merchant, at);
    const body = JSON.stringify(job.payload);
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const url = /^https?:\/\//i.test(job.url) ? job.url : `${this.deps.baseUrl()}${job.url.startsWith('/') ? '' : '/'}${job.url}`;
    let outcome: { ok: boolean; status: number | null; text: string };
    try {
      const response = await (this.deps.fetch ?? fetch)(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-pgw-timestamp': timestamp,
          'x-pgw-signature': hmacHex(keys.current, `${timestamp}.${body}`),
          // During a rotation's overlap a receiver not yet given the new key still verifies the old one's
          // signature (docs/decisions/0047-backups-and-key-rotation.md).
          ...(keys.previous === null ? {} : { [previousSignatureHeader]: hmacHex(keys.previous, `${timestamp}.${body}`) }),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      outcome = { ok: response.ok, status: response.status, text: (await response.text()).slice(0, 500) };
    } catch (error) {
      outcome = { ok: false, status: null, text: error instanceof Error ? error.message : 'request failed' };
    }
    const delay = notificationRetryDelayMs(job.attempts);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('checkout_notifications')
        .set({
          status: outcome.ok ? 'Delivered' : delay === null || job.attempts >= notificationMaxAttempts ? 'Abandoned' : 'Queued',
          next_attempt_at: new Date(now().getTime() + (delay ?? 0)),
          last_error: outcome.ok ? null : `${outcome.status ?? 'no answer'}: ${outcome.text}`.slice(0, 500),
          updated_at: now(),
        })
        .where('id', '=', job.id)
        .execute();
      await writeCheckoutLog(trx, {
        provider: 'merchant-notification',
        orderId: job.order_id,
        serviceId: job.service_id,
        request: { url, attempt: job.attempts, timestamp, body: job.payload },
        response: { status: outcome.status, delivered: outcome.ok, body: outcome.text },
      });
    });
  }
}
