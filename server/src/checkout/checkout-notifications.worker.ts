import { sql, type Kysely } from 'kysely';
import { notificationMaxAttempts, notificationRetryDelayMs } from '../../../src/domain/checkout/notification-retry';
import { writeCheckoutLog } from '../checkout-logs';
import type { DatabaseSchema } from '../db/database-schema';
import { openedSecret } from '../shared/merchant-secrets';
import type { SecretBox } from '../crypto/secret-box';
import { hmacHex } from './request-signature';

/**
 * docs/decisions/0031-hosted-checkout.md: delivers the signed merchant notifications queued with a
 * final payment (checkout_notifications), oldest due first. Each claim moves next_attempt_at ahead
 * in the same statement, so two servers never send one attempt twice; every attempt is logged in
 * checkout_logs (provider 'merchant-notification'). Signature: hex HMAC-SHA256 of
 * `<timestamp>.<body>` with the merchant's secret key, in x-pgw-signature with x-pgw-timestamp.
 */
export class CheckoutNotificationsWorker {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private stopped = true;

  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      secretBox: () => Promise<SecretBox>;
      /** The server's own address, for relative notification URLs (the sandbox receiver). */
      baseUrl: () => string;
      now: () => Date;
      fetch?: typeof fetch;
      idleMs?: number;
    },
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
  }

  /** Runs soon (a payment just became final). */
  wake(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = true;
    try {
      while (!this.stopped && (await this.deliverOne())) {
        /* next due notification */
      }
    } catch {
      // The database is closing or failed; the next tick tries again.
    } finally {
      this.running = false;
      if (!this.stopped) this.schedule(this.deps.idleMs ?? 1000);
    }
  }

  /** Claims and sends one due notification; false when none is due. */
  async deliverOne(): Promise<boolean> {
    const { db, now } = this.deps;
    const at = now();
    const claimed = await sql<{ id: string; merchant_id: string; url: string; payload: Record<string, unknown>; attempts: number; order_id: string; service_id: string }>`
      update checkout_notifications n
         set attempts = n.attempts + 1, next_attempt_at = ${new Date(at.getTime() + 60_000)}, updated_at = ${at}
       where n.id = (select id from checkout_notifications where status = 'Queued' and next_attempt_at <= ${at}
                     order by next_attempt_at limit 1 for update skip locked)
      returning n.id, n.merchant_id, n.url, n.payload, n.attempts,
        n.payload->>'orderId' as order_id, n.payload->>'serviceId' as service_id`.execute(db);
    const job = claimed.rows[0];
    if (job === undefined) return false;
    const merchant = await db.selectFrom('merchants').select(['private_key']).where('id', '=', job.merchant_id).executeTakeFirstOrThrow();
    const key = openedSecret(await this.deps.secretBox(), job.merchant_id, 'private_key', merchant.private_key).plain;
    const body = JSON.stringify(job.payload);
    const timestamp = String(Math.floor(at.getTime() / 1000));
    const url = /^https?:\/\//i.test(job.url) ? job.url : `${this.deps.baseUrl()}${job.url.startsWith('/') ? '' : '/'}${job.url}`;
    let outcome: { ok: boolean; status: number | null; text: string };
    try {
      const response = await (this.deps.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pgw-timestamp': timestamp, 'x-pgw-signature': hmacHex(key, `${timestamp}.${body}`) },
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
    return true;
  }
}
