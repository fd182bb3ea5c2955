import type { AddressInfo } from 'node:net';
import { buildSimulators, type SimulatorsConfig, simulatorTestCredentials } from '../../../server/src/simulators/simulators-app';

export interface WalletSimulators {
  /** Their origin: Jazzcash under /jazzcash, Easypaisa under /easypaisa, the control endpoints at the root. */
  base: string;
  /** A test server's environment with both wallets configured at them, as an operator configures the real ones (docs/providers.md). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Wallet simulators of a test's own, in memory, for a test that changes how they behave (an expiry window)
 * or reads everything they hold; other tests reach the run's (./simulators.ts) by default.
 */
export async function startWalletSimulators(options: Omit<SimulatorsConfig, 'jazzcash' | 'easypaisa'> = {}): Promise<WalletSimulators> {
  const credentials = simulatorTestCredentials;
  const app = buildSimulators({ ...credentials, logLevel: 'silent', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    env: {
      JAZZCASH_BASE_URL: `${base}/jazzcash`,
      JAZZCASH_MERCHANT_ID: credentials.jazzcash.merchantId,
      JAZZCASH_PASSWORD: credentials.jazzcash.password,
      JAZZCASH_INTEGRITY_SALT: credentials.jazzcash.integritySalt,
      EASYPAISA_BASE_URL: `${base}/easypaisa`,
      EASYPAISA_STORE_ID: credentials.easypaisa.storeId,
      EASYPAISA_USERNAME: credentials.easypaisa.username,
      EASYPAISA_PASSWORD: credentials.easypaisa.password,
    },
    close: () => app.close(),
  };
}
