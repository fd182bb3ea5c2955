import type { ServerMetrics } from '../metrics/server-metrics';

/**
 * docs/operations.md "Metrics": the time and the failures of every call to a provider, by provider and
 * operation (the port's method). Wraps every method of a port through a Proxy, as faulty-provider.ts
 * does, so it fits any port; a method that throws counts as an error and throws on.
 */
export function withMeasurement<T extends object>(port: T, provider: string, metrics: ServerMetrics): T {
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || typeof property === 'symbol' || property === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      const labels = { provider, operation: property };
      return async (...args: unknown[]) => {
        const end = metrics.providerCallDuration.startTimer(labels);
        try {
          return await method.apply(target, args);
        } catch (error) {
          metrics.providerCallErrors.inc(labels);
          throw error;
        } finally {
          end();
        }
      };
    },
  });
}
