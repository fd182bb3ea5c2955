import type { SimulatorCallbacks } from './simulator-callbacks';
import type { SimulatorFaults } from './simulator-faults';
import type { SimulatorStore } from './simulator-store';

/** What every simulated provider shares: its records, the queued faults, the merchant's callbacks, the clock and the expiry window. */
export interface SimulatorParts {
  store: SimulatorStore;
  faults: SimulatorFaults;
  callbacks: SimulatorCallbacks;
  now: () => Date;
  /** SIMULATOR_PENDING_EXPIRY_MS: how long a payment may wait for the customer; unset, each provider's own window. */
  pendingExpiryMs: number | undefined;
}
