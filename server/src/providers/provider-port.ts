import type { ServerMetrics } from '../metrics/server-metrics';
import { withFaults, type FaultPlan } from './faulty-provider';
import { withMeasurement } from './measured-provider';

/**
 * The one wrapping every provider adapter gets where it is chosen: measured (docs/operations.md
 * "Metrics"), and misbehaving only when SANDBOX_FAULTS asks (docs/decisions/0039-crash-and-fault-safety.md).
 * The faults sit inside the measurement, so an injected timeout is measured as a real one would be.
 */
export interface ProviderPortOptions {
  metrics: ServerMetrics;
  faults: FaultPlan | undefined;
}

export function providerPort<T extends object>(adapter: T, provider: string, options: ProviderPortOptions): T {
  return withMeasurement(withFaults(adapter, options.faults), provider, options.metrics);
}
