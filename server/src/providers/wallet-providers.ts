import type { Kysely } from 'kysely';
import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import type { DatabaseSchema } from '../db/database-schema';
import { EasypaisaWalletAdapter } from './easypaisa/easypaisa.wallet-adapter';
import { EasypaisaSandboxAdapter } from './easypaisa.sandbox-adapter';
import { JazzcashWalletAdapter } from './jazzcash/jazzcash.wallet-adapter';
import { providerPort, type ProviderPortOptions } from './provider-port';
import { JazzcashSandboxAdapter } from './jazzcash.sandbox-adapter';
import { ProviderBooks } from './provider-books';
import { SandboxLedger } from './sandbox-ledger';
import { sandboxLatencyMs } from './sandbox-test-orders';
import type { WalletProviderPort } from './wallet-provider.port';
import { type WalletWireSettings, walletWireClients } from './wallet-wire-clients';
import { transactionReferences } from './wire/provider-references';

export type WalletProviders = Readonly<Record<InquireProvider, WalletProviderPort>>;

/**
 * docs/spec/decisions.md §4: the wallet providers, chosen in this one place (the inquire and call-centre areas
 * use it): a provider configured with its base URL (JAZZCASH_BASE_URL, EASYPAISA_BASE_URL) is spoken to over
 * its REST API (docs/decisions/0043-provider-wire-adapters.md); otherwise its in-process sandbox answers,
 * misbehaving under SANDBOX_FAULTS for the fault test. Each is measured (provider-port.ts).
 */
export function walletProviders(
  db: Kysely<DatabaseSchema>,
  zone: string,
  options: ProviderPortOptions,
  now?: () => Date,
  wire?: WalletWireSettings,
): WalletProviders {
  const sandbox = { ledger: new SandboxLedger(db), books: new ProviderBooks(db), latencyMs: sandboxLatencyMs, ...(now === undefined ? {} : { now }) };
  const clients = wire === undefined ? { jazzcash: undefined, easypaisa: undefined } : walletWireClients(wire);
  const references = transactionReferences(db);
  // The sandbox's faults are the sandbox's: a real provider misbehaves on its own.
  const measuredOnly = { ...options, faults: undefined };
  return {
    easypaisa:
      clients.easypaisa === undefined
        ? providerPort<WalletProviderPort>(new EasypaisaSandboxAdapter(sandbox, zone), 'easypaisa', options)
        : providerPort<WalletProviderPort>(new EasypaisaWalletAdapter(clients.easypaisa, references, now), 'easypaisa', measuredOnly),
    jazzcash:
      clients.jazzcash === undefined
        ? providerPort<WalletProviderPort>(new JazzcashSandboxAdapter(sandbox, zone), 'jazzcash', options)
        : providerPort<WalletProviderPort>(new JazzcashWalletAdapter(clients.jazzcash, references, now), 'jazzcash', measuredOnly),
  };
}
