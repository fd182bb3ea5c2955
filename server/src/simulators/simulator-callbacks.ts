import type { SimulatedProvider, SimulatorFaults } from './simulator-faults';

/**
 * Where a simulated provider posts a payment's result once the customer acts (registered with
 * `POST /control/callbacks`, as a merchant registers its IPN URL with the provider). A queued
 * duplicate-callback fault posts it twice, as providers do; a receiver that fails is not retried.
 */
export class SimulatorCallbacks {
  readonly #urls = new Map<SimulatedProvider, string>();

  constructor(private readonly faults: SimulatorFaults) {}

  register(provider: SimulatedProvider, url: string): void {
    this.#urls.set(provider, url);
  }

  async post(provider: SimulatedProvider, body: Record<string, unknown>): Promise<number> {
    const url = this.#urls.get(provider);
    if (url === undefined) return 0;
    const times = this.faults.take(provider, ['duplicate-callback']) === null ? 1 : 2;
    let delivered = 0;
    for (let sent = 0; sent < times; sent += 1) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
        if (response.ok) delivered += 1;
      } catch {
        // The receiver is the merchant's; the provider does not wait for it.
      }
    }
    return delivered;
  }
}
