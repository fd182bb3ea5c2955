import type Stripe from 'stripe';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { formatDecimal } from '../../../src/domain/money/decimal';
import { fromMinor, toDecimal } from '../../../src/domain/money/money';
import { dayRangeUtc } from '../../../src/domain/time/business-day';
import { ProviderCallError } from './wire/provider-http';
import { reconciliationStatementOf, type WireStatementEntry } from './wire/wire-statement';

/** A balance transaction's source, expanded: the charge or refund with the metadata we gave it. */
type Source = { id: string; metadata?: Record<string, string> | null };

/**
 * docs/providers.md "Daily statements": the card processor's statement of one business day is its
 * balance transactions created in that day (Stripe's `GET /v1/balance_transactions`, through the SDK,
 * every page), sources expanded: a charge is a CHARGE and a refund a REFUND under our reference (the
 * metadata's merchantRefNumber, the reference our books keep), amounts from minor units. Anything else
 * (payouts to the bank, fees, adjustments) is the processor's and no line here.
 */
export class CardStatementAdapter {
  readonly provider = 'card' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly zone: string,
  ) {}

  async statementOf(day: string): Promise<string> {
    const range = dayRangeUtc(day, this.zone);
    const created = { gte: Math.ceil(Date.parse(range.startUtc) / 1000), lt: Math.ceil(Date.parse(range.endUtc) / 1000) };
    const entries: WireStatementEntry[] = [];
    try {
      for await (const txn of this.stripe.balanceTransactions.list({ created, limit: 100, expand: ['data.source'] })) {
        const kind = txn.type === 'charge' || txn.type === 'payment' ? 'charge' : txn.type === 'refund' || txn.type === 'payment_refund' ? 'refund' : null;
        if (kind === null) continue;
        const currency = txn.currency.toUpperCase();
        if (!Number.isSafeInteger(txn.amount) || !isCurrencyCode(currency))
          throw new ProviderCallError('bad-answer', `balance transaction ${txn.id} has amount ${txn.amount} ${txn.currency}`, 1);
        const source = (typeof txn.source === 'object' && txn.source !== null ? txn.source : { id: String(txn.source) }) as Source;
        const reference = source.metadata?.merchantRefNumber ?? source.id;
        entries.push({
          at: new Date(txn.created * 1000),
          providerReference: reference,
          merchantReference: reference,
          kind,
          amount: formatDecimal(toDecimal(fromMinor(BigInt(Math.abs(txn.amount)), currency)), 2),
          currency,
          status: 'SUCCESS',
        });
      }
    } catch (error) {
      if (error instanceof ProviderCallError) throw error;
      throw new ProviderCallError('network', `the card processor's balance transactions: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
    return reconciliationStatementOf(entries.reverse(), day, this.zone);
  }
}
