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
import type { EasypaisaClient, EasypaisaExchange } from './easypaisa-client';
import { easypaisaCodes, easypaisaOutcomeOf, easypaisaRefundReference, easypaisaStatusOf } from './easypaisa-wire';

/**
 * Easypaisa behind the wallet port (docs/providers.md): an inquiry is inquire-transaction by the orderId
 * Easypaisa knows the payment by, a refund refund-transaction of it. The platform's store credentials
 * ask for every order; `referenceOf` keeps a merchant to its own orders.
 */
export class EasypaisaWalletAdapter implements WalletProviderPort {
  readonly provider = 'easypaisa' as const;

  constructor(
    private readonly client: EasypaisaClient,
    private readonly referenceOf: ReferenceOf,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async inquire(orderId: string, account: ProviderAccount): Promise<WalletInquiry> {
    const startedAt = this.now();
    const reference = await this.referenceOf('easypaisa', orderId, account);
    // Not this merchant's order: answered as Easypaisa answers an unknown one, without asking it.
    if (reference === null) return { outcome: 'not-found', exchange: this.unasked(orderId, startedAt) };
    const answer = await this.client.inquire(reference);
    const exchange = this.exchangeOf('inquire' as const, answer, startedAt);
    if (answer.failure !== null) return { outcome: answer.failure.failure === 'timeout' ? 'timeout' : 'error', exchange };
    const outcome = easypaisaOutcomeOf(String(answer.response.responseCode));
    if (outcome === 'not-found') return { outcome, exchange };
    if (outcome === 'pending') return { outcome: 'timeout', exchange };
    if (outcome !== 'success') return { outcome: 'error', exchange };
    return { outcome: 'found', status: easypaisaStatusOf(String(answer.response.transactionStatus ?? '')), exchange };
  }

  async refund(order: RefundOrder, account: ProviderAccount): Promise<WalletRefund> {
    const startedAt = this.now();
    const reference = await this.referenceOf('easypaisa', order.orderId, account);
    if (reference === null)
      return {
        outcome: 'declined',
        reason: 'Easypaisa 0013: no such order of this merchant',
        exchange: { ...this.unasked(order.orderId, startedAt), operation: 'refund' },
      };
    const answer = await this.client.refund({ orderId: reference, amount: order.amount });
    const exchange = this.exchangeOf('refund' as const, answer, startedAt);
    if (answer.failure !== null) {
      const outcome = answer.failure.failure === 'timeout' ? 'timeout' : 'error';
      return { outcome, reason: refundFailureReasons[outcome], exchange };
    }
    const outcome = easypaisaOutcomeOf(String(answer.response.responseCode));
    if (outcome === 'success') return { outcome: 'refunded', reference: easypaisaRefundReference(answer.response, reference), exchange };
    if (outcome === 'pending') return { outcome: 'timeout', reason: refundFailureReasons.timeout, exchange };
    if (outcome === 'error') return { outcome: 'error', reason: refundFailureReasons.error, exchange };
    // Declined: Easypaisa's own words (the code is in the exchange the checkout logs keep).
    return { outcome: 'declined', reason: String(answer.response.responseDesc ?? 'Refund declined by Easypaisa'), exchange };
  }

  private unasked(orderId: string, startedAt: Date) {
    return {
      provider: this.provider,
      operation: 'inquire' as const,
      request: { orderId },
      response: { orderId, responseCode: easypaisaCodes.notFound, responseDesc: 'Transaction not found against the given order id' },
      startedAt,
      durationMs: 0,
    };
  }

  private exchangeOf<Operation extends 'inquire' | 'refund'>(operation: Operation, answer: EasypaisaExchange, startedAt: Date) {
    return exchangeOf({ provider: this.provider, operation, request: answer.request, response: answer.response, startedAt }, this.now);
  }
}
