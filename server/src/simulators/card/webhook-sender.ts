import { createHmac } from 'node:crypto';
import { newId, nowSeconds, type StripeObject } from './simulator-store';

export type WebhookEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded';

/** Stripe's signature header: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.payload" with the endpoint's secret>`. */
export function stripeSignature(payload: string, secret: string, at: number = nowSeconds()): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
}

/**
 * Posts events to the configured endpoint as Stripe does: a JSON event, signed, retried a few times
 * with a growing pause when the endpoint does not answer 2xx (Stripe retries for days; three tries
 * are enough for a local run). Without an endpoint, events are only counted.
 */
export class WebhookSender {
  readonly sent: Array<{ id: string; type: WebhookEventType; delivered: boolean }> = [];
  #pending = new Set<Promise<void>>();

  constructor(private readonly options: { url: () => string | undefined; secret: string; retryBaseMs?: number; log?: (message: string) => void }) {}

  send(type: WebhookEventType, object: StripeObject): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2025-11-17.clover',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: this.options.url() === undefined ? 0 : 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    const entry = { id: event.id, type, delivered: false };
    this.sent.push(entry);
    const url = this.options.url();
    if (url === undefined) return;
    const delivery = this.deliver(url, JSON.stringify(event)).then((ok) => {
      entry.delivered = ok;
    });
    this.#pending.add(delivery);
    void delivery.finally(() => this.#pending.delete(delivery));
  }

  /** Waits for the deliveries under way (tests, and a clean stop). */
  async settled(): Promise<void> {
    await Promise.all([...this.#pending]);
  }

  private async deliver(url: string, payload: string): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, this.options.secret) },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return true;
        this.options.log?.(`webhook to ${url} answered ${response.status}`);
      } catch (error) {
        this.options.log?.(`webhook to ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, (this.options.retryBaseMs ?? 500) * 2 ** attempt));
    }
    return false;
  }
}
