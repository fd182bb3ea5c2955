import type { TransactionStatus } from '../../../../src/domain/transactions/transaction-status';
import type { ReferenceOf } from '../wire/provider-references';
import {
  exchangeOf,
  type ProviderAccount,
  type RefundOrder,
  refundFailureReasons,
  type WalletInquiry,
  type WalletProviderPort,
  type WalletRefund,
} from '../wallet-provider.port';
import type { JazzcashClient, JazzcashExchange } from './jazzcash-client';
import { jazzcashCodes, jazzcashOutcomeOf, jazzcashRefundReference } from './jazzcash-wire';

const statusOfPayment = { paid: 'Success', pending: 'Pending' } as const;

/**
 * Jazzcash behind the wallet port (docs/providers.md): an inquiry is PaymentInquiry by the payment's
 * pp_TxnRefNo, a refund the wallet refund of that payment. One set of merchant credentials (the
 * platform's) asks for every order; `referenceOf` keeps a merchant to its own orders.
 */
export class JazzcashWalletAdapter implements WalletProviderPort {
  readonly provider = 'jazzcash' as const;

  constructor(
    private readonly client: JazzcashClient,
    private readonly referenceOf: ReferenceOf,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async inquire(orderId: string, account: ProviderAccount): Promise<WalletInquiry> {
    const startedAt = this.now();
    const reference = await this.referenceOf('jazzcash', orderId, account);
    // Not this merchant's order: answered as Jazzcash answers an unknown one, without asking it.
    if (reference === null) return { outcome: 'not-found', exchange: this.unasked(orderId, startedAt) };
    const answer = await this.client.inquire(reference);
    const exchange = this.exchangeOf('inquire' as const, answer, startedAt);
    if (answer.failure !== null) return { outcome: answer.failure.failure === 'timeout' ? 'timeout' : 'error', exchange };
    const outcome = jazzcashOutcomeOf(String(answer.response.pp_ResponseCode));
    if (outcome === 'not-found' || outcome === 'timeout') return { outcome, exchange };
    if (outcome !== 'paid') return { outcome: 'error', exchange };
    const payment = jazzcashOutcomeOf(String(answer.response.pp_PaymentResponseCode ?? ''));
    const status: TransactionStatus = payment === 'paid' || payment === 'pending' ? statusOfPayment[payment] : 'Failed';
    return { outcome: 'found', status, exchange };
  }

  async refund(order: RefundOrder, account: ProviderAccount): Promise<WalletRefund> {
    const startedAt = this.now();
    const txnRefNo = await this.referenceOf('jazzcash', order.orderId, account);
    if (txnRefNo === null)
      return {
        outcome: 'declined',
        reason: 'Jazzcash 210: no such order of this merchant',
        exchange: { ...this.unasked(order.orderId, startedAt), operation: 'refund' },
      };
    const answer = await this.client.refund({ txnRefNo, amount: order.amount, currency: order.currency });
    const exchange = this.exchangeOf('refund' as const, answer, startedAt);
    if (answer.failure !== null) {
      const outcome = answer.failure.failure === 'timeout' ? 'timeout' : 'error';
      return { outcome, reason: refundFailureReasons[outcome], exchange };
    }
    const outcome = jazzcashOutcomeOf(String(answer.response.pp_ResponseCode));
    if (outcome === 'paid') return { outcome: 'refunded', reference: jazzcashRefundReference(answer.response, txnRefNo), exchange };
    if (outcome === 'timeout' || outcome === 'error') return { outcome, reason: refundFailureReasons[outcome], exchange };
    // Declined: Jazzcash's own words (the code is in the exchange the checkout logs keep).
    return { outcome: 'declined', reason: String(answer.response.pp_ResponseMessage ?? 'Refund declined by Jazzcash'), exchange };
  }

  private unasked(orderId: string, startedAt: Date) {
    return {
      provider: this.provider,
      operation: 'inquire' as const,
      request: { pp_TxnRefNo: orderId },
      response: { pp_ResponseCode: jazzcashCodes.notFound, pp_ResponseMessage: 'Transaction not found.', pp_TxnRefNo: orderId },
      startedAt,
      durationMs: 0,
    };
  }

  private exchangeOf<Operation extends 'inquire' | 'refund'>(operation: Operation, answer: JazzcashExchange, startedAt: Date) {
    // The answer's signature was checked (jazzcash-client.ts); it tells whoever reads the exchange nothing.
    const response = Object.fromEntries(Object.entries(answer.response).filter(([field]) => field !== 'pp_SecureHash'));
    return exchangeOf({ provider: this.provider, operation, request: answer.request, response, startedAt }, this.now);
  }
}
