import type { Kysely } from 'kysely';
import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import type { DatabaseSchema } from '../db/database-schema';
import { EasypaisaSandboxAdapter } from './easypaisa.sandbox-adapter';
import { withFaults, type FaultPlan } from './faulty-provider';
import { JazzcashSandboxAdapter } from './jazzcash.sandbox-adapter';
import { ProviderBooks } from './provider-books';
import { SandboxLedger } from './sandbox-ledger';
import { sandboxLatencyMs } from './sandbox-test-orders';
import type { WalletProviderPort } from './wallet-provider.port';

export type WalletProviders = Readonly<Record<InquireProvider, WalletProviderPort>>;

/**
 * docs/spec/decisions.md §4: the wallet providers are their sandbox adapters here; a real provider is a
 * different adapter of the same port, chosen in this one place (the inquire and call-centre areas use it).
 * `faults` (SANDBOX_FAULTS) makes them misbehave for the fault test (docs/decisions/0039-crash-and-fault-safety.md).
 */
export function walletProviders(db: Kysely<DatabaseSchema>, zone: string, now?: () => Date, faults?: FaultPlan): WalletProviders {
  const sandbox = { ledger: new SandboxLedger(db), books: new ProviderBooks(db), latencyMs: sandboxLatencyMs, ...(now === undefined ? {} : { now }) };
  return {
    easypaisa: withFaults<WalletProviderPort>(new EasypaisaSandboxAdapter(sandbox, zone), faults),
    jazzcash: withFaults<WalletProviderPort>(new JazzcashSandboxAdapter(sandbox, zone), faults),
  };
}
