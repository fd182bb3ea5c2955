import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import type { ProviderBooks } from './provider-books';
import type { LedgerOrder, SandboxLedger } from './sandbox-ledger';
import { forcedOutcomeOf, pause, sandboxTestOrder } from './sandbox-test-orders';
import { exchangeOf, type ProviderAccount, type WalletInquiry } from './wallet-provider.port';

/** How one provider words its inquiry request and each kind of answer. */
export interface ProviderDialect {
  provider: InquireProvider;
  request(orderId: string, account: ProviderAccount, storeId: string | null): Record<string, unknown>;
  found(order: LedgerOrder): Record<string, unknown>;
  notFound(orderId: string): Record<string, unknown>;
  timeout(orderId: string): Record<string, unknown>;
  error(orderId: string): Record<string, unknown>;
}

export interface SandboxOptions {
  ledger: SandboxLedger;
  /** The provider's own book of money moved (docs/decisions/0035-reconciliation.md); refunds land there. */
  books?: ProviderBooks;
  /** Round-trip time of one call; the sandbox waits this long before answering. */
  latencyMs: () => number;
  now?: () => Date;
}

function testOrder(orderId: string, status: LedgerOrder['status'], failureMessage: string | null, at: Date): LedgerOrder {
  return { orderId, transactionId: `SBX${at.getTime()}`, ...sandboxTestOrder, status, failureMessage, transactionDate: at, storeId: null };
}

/** The common course of a sandbox inquiry: forced outcomes first, then the books, timed. */
export async function sandboxInquiry(dialect: ProviderDialect, options: SandboxOptions, orderId: string, account: ProviderAccount): Promise<WalletInquiry> {
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const forced = forcedOutcomeOf(orderId);
  const order =
    forced === null
      ? await options.ledger.findOrder(dialect.provider, orderId, account)
      : forced.kind === 'order'
        ? testOrder(orderId, forced.status, forced.failureMessage, startedAt)
        : null;
  await pause(options.latencyMs());
  const request = dialect.request(orderId, account, order?.storeId ?? null);
  const exchange = (response: Record<string, unknown>) =>
    exchangeOf({ provider: dialect.provider, operation: 'inquire' as const, request, response, startedAt }, now);
  if (forced !== null && forced.kind !== 'order') {
    const response = forced.kind === 'timeout' ? dialect.timeout(orderId) : forced.kind === 'error' ? dialect.error(orderId) : dialect.notFound(orderId);
    return { outcome: forced.kind, exchange: exchange(response) };
  }
  if (order === null) return { outcome: 'not-found', exchange: exchange(dialect.notFound(orderId)) };
  return { outcome: 'found', status: order.status, exchange: exchange(dialect.found(order)) };
}
