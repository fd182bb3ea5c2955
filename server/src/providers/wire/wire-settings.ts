import { type ProviderCallOptions, ProviderHttp, providerCircuit } from './provider-http';

/** docs/decisions/0043-provider-wire-adapters.md: the bounds of every provider call. */
export const providerCallDefaults: ProviderCallOptions = { timeoutMs: 10_000, retries: 0, retryDelayMs: 300 };
/** An inquiry asks by the provider's own reference: asking again changes nothing, so it is retried. */
export const inquiryRetries = 2;
export const breakerDefaults = { failureThreshold: 5, openMs: 30_000 };

export function providerHttp(
  provider: string,
  baseUrl: string,
  bounds: Partial<ProviderCallOptions & { failureThreshold: number; openMs: number }> = {},
): ProviderHttp {
  const circuit = providerCircuit(bounds.failureThreshold ?? breakerDefaults.failureThreshold, bounds.openMs ?? breakerDefaults.openMs);
  return new ProviderHttp(provider, baseUrl.replace(/\/+$/, ''), circuit, { ...providerCallDefaults, ...bounds });
}
