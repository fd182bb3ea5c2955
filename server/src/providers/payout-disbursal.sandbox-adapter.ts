import type { PayoutProvider } from '../../../src/domain/payouts/payout-request';
import type { BookEntry, ProviderBooks } from './provider-books';
import type { DisbursalOrder, DisbursalResult, DisbursalStatus, PayoutDisbursalPort } from './payout-disbursal.port';
import { SandboxPayoutBook } from './sandbox-payout-book';

/**
 * Test wallet numbers of the sandbox payout APIs (README "Sandbox test numbers"), as card networks
 * publish test cards: each forces one outcome whatever the amount.
 */
export const sandboxPayoutNumbers = {
  /** Refused for good: the wallet does not exist. */
  refused: '03000000001',
  /** Never answers in time: every attempt times out until the retries run out. */
  timeout: '03000000002',
  /** Times out on the first attempt, pays on the second. */
  slow: '03000000003',
} as const;

const providerNames: Record<PayoutProvider, { prefix: string; refused: string; timeout: string }> = {
  easypaisa: { prefix: 'EP', refused: 'Easypaisa: 0013 account does not exist', timeout: 'Easypaisa: 0017 operator timeout' },
  jazzcash: { prefix: 'JC', refused: 'Jazzcash: 124 invalid wallet account', timeout: 'Jazzcash: 199 no response from the wallet switch' },
};

/**
 * A provider's payout sandbox: answers at once, remembers what it paid in its book (by loanId, so a
 * repeated send answers the first payment, also after our server crashed) and forces failures for
 * the published test numbers.
 */
export class SandboxPayoutDisbursal implements PayoutDisbursalPort {
  #sequence = 0;

  constructor(
    readonly provider: PayoutProvider,
    private readonly book: SandboxPayoutBook = new SandboxPayoutBook(),
    /** The provider's own book (docs/decisions/0035-reconciliation.md): a payout made is an entry. */
    private readonly books?: ProviderBooks,
  ) {}

  /**
   * The payout worker asks inside its own database transaction, and PGlite has one connection: the
   * provider's statement book is written as soon as that connection is free, not awaited here (a real
   * provider's book is another system altogether). A write lost in a crash shows as ours_only; what
   * was paid stays in `book`, which is what keeps a payout from being paid twice.
   */
  #book(entry: BookEntry): void {
    void this.books?.record(entry).catch(() => undefined);
  }

  async disburse(order: DisbursalOrder): Promise<DisbursalResult> {
    const names = providerNames[this.provider];
    const known = this.book.latest(this.provider, order.loanId);
    if (known?.outcome === 'paid' && known.reference !== null) return { outcome: 'paid', reference: known.reference };
    const entry = { provider: this.provider, loanId: order.loanId, amount: order.amount, walletNumber: order.walletNumber, at: new Date().toISOString() };
    if (order.walletNumber === sandboxPayoutNumbers.refused) {
      this.book.record({ ...entry, outcome: 'refused', reference: null, message: names.refused });
      return { outcome: 'refused', reason: names.refused };
    }
    if (order.walletNumber === sandboxPayoutNumbers.timeout || (order.walletNumber === sandboxPayoutNumbers.slow && order.attempt < 2)) {
      this.book.record({ ...entry, outcome: 'pending', reference: null, message: names.timeout });
      return { outcome: 'retry', reason: names.timeout };
    }
    this.#sequence += 1;
    const reference = `${names.prefix}${Date.now().toString().slice(-8)}${String(this.#sequence).padStart(4, '0')}`;
    this.book.record({ ...entry, outcome: 'paid', reference, message: `Paid ${order.amount} PKR to ${order.walletNumber}` });
    this.#book({
      provider: this.provider,
      kind: 'payout',
      providerReference: reference,
      merchantReference: order.loanId,
      amount: order.amount,
      currency: 'PKR',
      status: 'SUCCESS',
    });
    return { outcome: 'paid', reference };
  }

  async statusOf(loanId: string): Promise<DisbursalStatus> {
    const known = this.book.latest(this.provider, loanId);
    if (known === undefined) return { outcome: 'unknown', message: `${this.provider === 'easypaisa' ? 'Easypaisa' : 'Jazzcash'} has no payout for ${loanId}` };
    if (known.outcome === 'paid' && known.reference !== null) return { outcome: 'paid', reference: known.reference, message: known.message };
    return known.outcome === 'refused' ? { outcome: 'refused', message: known.message } : { outcome: 'pending', message: known.message };
  }
}
