import type { SimulatedRecord } from './simulator-store';

/**
 * docs/providers.md "Pending payments expire": a payment still waiting for the customer when its window
 * ends turns expired, with the provider's code, and its result is posted to the merchant's callback.
 * Looked at before every call the simulators answer (so an inquiry never sees a payment past its window
 * as pending) and on a timer (so the callback goes out without one).
 */
export class PendingExpiry {
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly records: () => SimulatedRecord[],
    private readonly now: () => Date,
    /** Marks the payment expired before its first await (so a second sweep never sees it pending), then posts the callback. */
    private readonly expire: (payment: SimulatedRecord) => Promise<unknown>,
  ) {}

  /** Expires what is due now; the callbacks are posted in the background, as a provider's are. */
  sweep(): void {
    const now = this.now().getTime();
    for (const row of this.records()) {
      if (row.kind !== 'payment' || row.status !== 'pending' || row.expiresAt === undefined || Date.parse(row.expiresAt) > now) continue;
      void this.expire(row).catch(() => undefined);
    }
  }

  start(everyMs: number): void {
    this.#timer ??= setInterval(() => this.sweep(), everyMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }
}
