import { sql, type Kysely, type Transaction } from 'kysely';
import { redirectStatusOf, statusesThatMayBecome } from '../../../src/domain/checkout/checkout-status';
import { currencyCodes, type CurrencyCode } from '../../../src/domain/money/currencies';
import { decimal } from '../../../src/domain/money/decimal';
import { money, toAmountString } from '../../../src/domain/money/money';
import { operatorOfPayment } from '../../../src/domain/transactions/payment-operator';
import { transactionShares } from '../../../src/domain/transactions/transaction-shares';
import type { CheckoutProvider } from '../db/business/checkout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import type { ServerMetrics } from '../metrics/server-metrics';
import type { ProviderPayment } from '../providers/checkout-provider.port';
import { CheckoutAttempts } from './checkout-attempts.repository';
import { writeCheckoutLog } from '../checkout-logs';
import type { CheckoutSessions, SessionView } from './checkout-sessions.service';

type Trx = Transaction<DatabaseSchema>;

/** transactions.provider knows easypaisa, jazzcash and card: a reference is collected on the Easypaisa network (docs/decisions/0031-hosted-checkout.md). */
const transactionProviderOf = (provider: CheckoutProvider) => (provider === 'fawry' ? 'easypaisa' : provider);
const transactionPrefixOf = { easypaisa: 'EP', jazzcash: 'JC', card: 'CC' } as const;

/** How a final provider answer landed: it ended its attempt (and the session), or found it ended already, or came too late. */
export type SettleOutcome = { kind: 'settled' } | { kind: 'already' } | { kind: 'late' };

/**
 * The one step that makes a payment final (docs/decisions/0031-hosted-checkout.md): the attempt leaves
 * in_flight and the session moves forward, conditionally, in one transaction with the transaction
 * row, its checkout log and the merchant notification. Only the update that ended the attempt writes
 * them, so a replayed answer changes nothing; a PAID whose session can no longer be paid is `late`.
 */
export class CheckoutSettlement {
  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      sessions: CheckoutSessions;
      now: () => Date;
      /** Called after a session reached a final status (wakes the notification worker). */
      onFinal?: () => void;
      /** docs/operations.md "Metrics": payments by method and outcome. */
      metrics?: Pick<ServerMetrics, 'payments'>;
    },
  ) {}

  async settle(ref: string, to: 'Paid' | 'Failed', payment: ProviderPayment): Promise<SettleOutcome> {
    const { db, now } = this.deps;
    let method = 'card';
    const outcome = await db.transaction().execute(async (trx): Promise<SettleOutcome> => {
      const at = now();
      const attempt = await CheckoutAttempts.finish(trx, ref, to === 'Paid' ? 'paid' : 'failed', to === 'Paid' ? null : payment.responseDesc, at);
      if (attempt === undefined) return { kind: 'already' };
      const updated = await trx
        .updateTable('checkout_sessions')
        .set({ status: to, updated_at: at, ...(to === 'Paid' ? { paid_at: at } : {}) })
        .where('id', '=', attempt.session_id)
        .where('merchant_ref_number', '=', ref)
        .where('status', 'in', statusesThatMayBecome(to))
        .returning('id')
        .executeTakeFirst();
      if (updated === undefined) {
        // The session ended without this attempt: its failure changes nothing, its charge is given back.
        await trx.updateTable('checkout_attempts').set({ state: 'cancelled', note: 'The session had ended' }).where('merchant_ref_number', '=', ref).execute();
        return to === 'Paid' ? { kind: 'late' } : { kind: 'already' };
      }
      const session = await this.deps.sessions.view(trx, { id: attempt.session_id });
      if (session === undefined) throw new Error('Session vanished');
      method = session.provider ?? 'card';
      const transactionId = await this.recordTransaction(trx, session, to, payment, at);
      await trx.updateTable('checkout_sessions').set({ transaction_id: transactionId }).where('id', '=', session.id).execute();
      await this.queueNotification(trx, session, to, transactionId, at);
      return { kind: 'settled' };
    });
    if (outcome.kind === 'settled') {
      this.deps.metrics?.payments.inc({ method, outcome: to === 'Paid' ? 'paid' : 'failed' });
      this.deps.onFinal?.();
    }
    return outcome;
  }

  private async recordTransaction(trx: Trx, session: SessionView, to: 'Paid' | 'Failed', payment: ProviderPayment, at: Date): Promise<string> {
    const service = await trx
      .selectFrom('services')
      .select(['country', 'service_name', 'walee_share', 'operator_name', 'service_provider'])
      .where('id', '=', session.service_id)
      .executeTakeFirstOrThrow();
    const provider = transactionProviderOf(session.provider ?? 'card');
    const currency = currencyCodes.find((code) => code === session.currency) ?? ('PKR' satisfies CurrencyCode);
    const shares = transactionShares(money(session.amount, currency), decimal(service.walee_share));
    const number = await sql<{ n: string }>`select nextval('transaction_number_seq')::text as n`.execute(trx);
    const inserted = await trx
      .insertInto('transactions')
      .values({
        id: newRecordId(),
        transaction_id: `${transactionPrefixOf[provider]}${(number.rows[0]?.n ?? '0').padStart(10, '0')}`,
        order_id: session.order_id,
        merchant_id: session.merchant_id,
        service_id: session.service_id,
        provider,
        msisdn: session.msisdn ?? '',
        country: service.country,
        operator: operatorOfPayment(provider, service.service_provider === 'Credit Card' ? service.operator_name : null),
        product_name: session.product,
        service_name: service.service_name,
        transaction_date: at,
        amount: session.amount,
        currency: session.currency,
        merchant_share_value: toAmountString(shares.merchantShare),
        walee_share_value: toAmountString(shares.platformShare),
        net_amount: toAmountString(shares.netAmount),
        status: to === 'Paid' ? 'Success' : 'Failed',
        failure_message: to === 'Paid' ? null : payment.responseDesc,
        // docs/decisions/0035-reconciliation.md: the reference the provider knows this payment by.
        provider_reference: payment.merchantRefNumber,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeCheckoutLog(trx, {
      provider: session.provider ?? 'card',
      orderId: session.order_id,
      serviceId: session.public_service_id,
      request: { ...payment.exchange.request, orderId: session.order_id, transactionAmount: session.amount, mobileAccountNo: session.msisdn },
      response: { ...payment.exchange.response, responseDesc: payment.responseDesc },
    });
    return inserted.id;
  }

  private async queueNotification(trx: Trx, session: SessionView, to: 'Paid' | 'Failed', transactionId: string, at: Date): Promise<void> {
    const service = await trx.selectFrom('services').select(['notification_api']).where('id', '=', session.service_id).executeTakeFirstOrThrow();
    if (service.notification_api === null || service.notification_api.trim() === '') return;
    await trx
      .insertInto('checkout_notifications')
      .values({
        session_id: session.id,
        merchant_id: session.merchant_id,
        url: service.notification_api,
        payload: JSON.stringify({
          orderId: session.order_id,
          serviceId: session.public_service_id,
          status: redirectStatusOf(to),
          amount: session.amount,
          currency: session.currency,
          transactionId,
          ...(session.card_last4 === null ? {} : { cardBrand: session.card_brand, cardLast4: session.card_last4 }),
          at: at.toISOString(),
        }),
      })
      .onConflict((oc) => oc.column('session_id').doNothing())
      .execute();
  }
}
