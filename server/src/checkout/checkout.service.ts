import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';
import {
  merchantRedirectOf,
  redirectStatusOf,
  sessionStatusOfProvider,
  statusesThatMayBecome,
  type CheckoutSessionStatus,
} from '../../../src/domain/checkout/checkout-status';
import { currencyCodes, type CurrencyCode } from '../../../src/domain/money/currencies';
import { decimal } from '../../../src/domain/money/decimal';
import { money, toAmountString } from '../../../src/domain/money/money';
import { transactionShares } from '../../../src/domain/transactions/transaction-shares';
import type { CreateSessionBody } from '../../../src/contract/checkout.contract';
import type { CheckoutProvider, CheckoutSessionsTable } from '../db/business/checkout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { ApiFailure, conflict, failure, invalidInput, notFound } from '../http/api-failure';
import type { CardDetails, CheckoutMethod, CheckoutProviderPort, ProviderPayment } from '../providers/checkout-provider.port';
import type { BlacklistLookup } from '../shared/blacklist.repository';

type Db = Kysely<DatabaseSchema>;
type SessionRow = Selectable<CheckoutSessionsTable>;

/** A session as the checkout shows it, with its service's public id and name. */
export interface SessionView extends SessionRow {
  public_service_id: string;
  service_name: string;
}

/** Minutes a session stays payable after the merchant opened it. */
export const sessionLifetimeMinutes = 30;

export interface StatusResult {
  orderStatus: CheckoutSessionStatus;
  redirectStatus: 'SUCCESS' | 'PENDING' | 'FAILED';
  orderId: string;
  serviceId: string;
  paymentAmount: string;
  redirectUrl: string;
}

export interface AttemptResult {
  session: SessionView;
  payment: ProviderPayment;
  status: StatusResult;
}

const providerOfMethod: Record<CheckoutMethod, CheckoutProvider> = {
  CARD: 'card',
  'MWALLET-QR': 'easypaisa',
  'MWALLET-R2P': 'easypaisa',
  PAYATFAWRY: 'fawry',
  EASYPAISA: 'easypaisa',
  JAZZCASH: 'jazzcash',
};

/** transactions.provider knows easypaisa, jazzcash and card: a reference is collected on the Easypaisa network (docs/decisions.md "Hosted checkout"). */
const transactionProviderOf = (provider: CheckoutProvider) => (provider === 'fawry' ? 'easypaisa' : provider);
const transactionPrefixOf = { easypaisa: 'EP', jazzcash: 'JC', card: 'CC' } as const;

export class CheckoutService {
  constructor(
    private readonly deps: {
      db: Db;
      provider: CheckoutProviderPort;
      blacklist: BlacklistLookup;
      now: () => Date;
      /** Called after a session reached a final status (wakes the notification worker). */
      onFinal?: () => void;
    },
  ) {}

  // --- sessions -------------------------------------------------------------------------------

  async createSession(merchantId: string, body: CreateSessionBody): Promise<{ session: SessionView; created: boolean } | ApiFailure> {
    const { db, now } = this.deps;
    const service = await db
      .selectFrom('services')
      .select(['id', 'currency', 'payment_methods', 'status'])
      .where('service_id', '=', body.serviceId)
      .where('merchant_id', '=', merchantId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (service === undefined || !service.status) return invalidInput('No active service with this serviceId for this merchant', 'serviceId');
    if (service.currency !== body.currency) return invalidInput(`The service takes ${service.currency}`, 'currency');
    const msisdn = body.msisdn === undefined ? null : parseCheckoutMobile(body.msisdn);
    const at = now();
    return db.transaction().execute(async (trx) => {
      await trx
        .insertInto('checkout_requests')
        .values({ id: newRecordId(), service_id: body.serviceId, msisdn: msisdn?.ok ? msisdn.local : null, amount: body.amount, product: body.product, order_id: body.orderId })
        .execute();
      const existing = await this.liveSessionOf(trx, service.id, body.orderId);
      if (existing !== undefined) {
        const same = existing.amount === toAmountString(money(body.amount, body.currency)) && existing.currency === body.currency && existing.product === body.product && existing.redirect_url === body.redirectUrl;
        if (!same) return conflict('This order already has a payment session with other terms', 'orderId');
        return { session: existing, created: false };
      }
      const inserted = await trx
        .insertInto('checkout_sessions')
        .values({
          id: newRecordId(),
          merchant_id: merchantId,
          service_id: service.id,
          order_id: body.orderId,
          amount: toAmountString(money(body.amount, body.currency)),
          currency: body.currency,
          product: body.product,
          redirect_url: body.redirectUrl,
          msisdn: msisdn?.ok ? msisdn.local : null,
          email: body.email ?? null,
          cnic: body.cnic ?? null,
          payment_methods: JSON.stringify(service.payment_methods),
          expires_at: new Date(at.getTime() + sessionLifetimeMinutes * 60_000),
        })
        .onConflict((oc) => oc.columns(['service_id', 'order_id']).where('status', 'in', ['Created', 'Pending', 'Paid']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) return conflict('This order already has a payment session', 'orderId');
      const session = await this.view(trx, { id: inserted.id });
      if (session === undefined) throw new Error('Inserted session vanished');
      return { session, created: true };
    });
  }

  /** The session by id, or by service and order; an unpaid one past its time becomes Expired. */
  async session(key: { sessionId: string } | { serviceId: string; orderId: string }): Promise<SessionView | ApiFailure> {
    const found = await this.view(this.deps.db, 'sessionId' in key ? { id: key.sessionId } : { serviceId: key.serviceId, orderId: key.orderId });
    if (found === undefined) return notFound('Payment session not found');
    if ((found.status === 'Created' || (found.status === 'Pending' && found.merchant_ref_number === null)) && found.expires_at.getTime() < this.deps.now().getTime()) {
      await this.deps.db
        .updateTable('checkout_sessions')
        .set({ status: 'Expired', updated_at: this.deps.now() })
        .where('id', '=', found.id)
        .where('status', 'in', statusesThatMayBecome('Expired'))
        .where('merchant_ref_number', 'is', null)
        .execute();
      return (await this.view(this.deps.db, { id: found.id })) ?? found;
    }
    return found;
  }

  statusOf(session: SessionView): StatusResult {
    const redirectStatus = redirectStatusOf(session.status);
    return {
      orderStatus: session.status,
      redirectStatus,
      orderId: session.order_id,
      serviceId: session.public_service_id,
      paymentAmount: session.amount,
      redirectUrl: merchantRedirectOf(session.redirect_url, redirectStatus, session.order_id, session.amount),
    };
  }

  // --- paying ---------------------------------------------------------------------------------

  /**
   * One payment attempt of a session (spec 3 §4). Under the session's row lock: a final session
   * is refused; the same idempotency key answers the same attempt; a newer attempt first cancels
   * the previous one at the provider, and if the provider says it was paid meanwhile, the session
   * is saved as paid and the new attempt refused. So an order can never be paid twice.
   */
  async attempt(input: {
    sessionId: string;
    method: CheckoutMethod;
    idempotencyKey: string;
    customerMobile: string;
    card?: CardDetails;
    email?: string;
    cnic?: string;
    returnUrl?: { success: string; fail: string };
  }): Promise<AttemptResult | ApiFailure> {
    const mobile = parseCheckoutMobile(input.customerMobile);
    if (!mobile.ok) return invalidInput('Invalid Mobile Number', 'customerMobile');
    if (await this.deps.blacklist.isBlacklisted(mobile.local)) {
      return failure(403, 'blacklisted', 'This mobile number cannot be used for payments. Please contact the merchant.', 'customerMobile');
    }
    const loaded = await this.session({ sessionId: input.sessionId });
    if (loaded instanceof ApiFailure) return loaded;
    if (loaded.status === 'Expired') return conflict('This payment session has expired', 'sessionId');
    if (loaded.status === 'Paid' || loaded.status === 'Failed') return conflict('This payment session is already completed', 'sessionId');
    const provider = providerOfMethod[input.method];
    if (!this.methodAllowed(loaded, provider)) return invalidInput('The session does not offer this payment method', 'paymentMethod');

    // Claim the attempt under the row lock; the provider is called after the commit.
    const claim = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('checkout_sessions').selectAll().where('id', '=', loaded.id).forUpdate().executeTakeFirstOrThrow();
      if (row.status === 'Paid' || row.status === 'Failed' || row.status === 'Expired') return { kind: 'final' as const };
      if (row.attempt_key === input.idempotencyKey && row.merchant_ref_number !== null) return { kind: 'same' as const, ref: row.merchant_ref_number };
      const ref = `PGW${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
      await trx
        .updateTable('checkout_sessions')
        .set({
          status: 'Pending',
          provider,
          merchant_ref_number: ref,
          attempt_key: input.idempotencyKey,
          card_brand: null,
          card_last4: null,
          msisdn: mobile.local,
          ...(input.email === undefined ? {} : { email: input.email }),
          ...(input.cnic === undefined ? {} : { cnic: input.cnic }),
          updated_at: this.deps.now(),
        })
        .where('id', '=', row.id)
        .execute();
      return { kind: 'new' as const, ref, previous: row.merchant_ref_number };
    });
    if (claim.kind === 'final') return conflict('This payment session is already completed', 'sessionId');
    if (claim.kind === 'same') {
      const payment = await this.deps.provider.status(claim.ref);
      if (payment === null) return conflict('This payment is in progress', 'idempotencyKey');
      const session = await this.reconcile(loaded.id, payment);
      return { session, payment, status: this.statusOf(session) };
    }
    if (claim.previous !== null) {
      const previous = await this.deps.provider.cancel(claim.previous);
      if (previous !== null && previous.status === 'PAID') {
        const session = await this.settle(loaded.id, claim.previous, 'Paid', previous);
        if (session === undefined) throw new Error('Session vanished');
        return conflict('This payment session is already completed', 'sessionId');
      }
    }
    const payment = await this.deps.provider.start(
      { merchantRefNumber: claim.ref, sessionId: loaded.id, method: input.method, amount: loaded.amount, currency: loaded.currency, customerMobile: mobile.local, ...(input.returnUrl === undefined ? {} : { returnUrl: input.returnUrl }) },
      input.card,
    );
    await this.log(loaded, input.method, payment);
    if (payment.cardBrand !== null || payment.lastFour !== null) {
      await this.deps.db.updateTable('checkout_sessions').set({ card_brand: payment.cardBrand, card_last4: payment.lastFour }).where('id', '=', loaded.id).where('merchant_ref_number', '=', claim.ref).execute();
    }
    const session = await this.reconcile(loaded.id, payment);
    return { session, payment, status: this.statusOf(session) };
  }

  /** Asks the provider about the session's current attempt and saves what it says (never what a browser says). */
  async confirm(session: SessionView): Promise<StatusResult> {
    if (session.merchant_ref_number === null || session.status === 'Paid' || session.status === 'Failed' || session.status === 'Expired') return this.statusOf(session);
    const payment = await this.deps.provider.status(session.merchant_ref_number);
    if (payment === null) return this.statusOf(session);
    return this.statusOf(await this.reconcile(session.id, payment));
  }

  async sessionByRef(ref: string): Promise<SessionView | undefined> {
    return this.view(this.deps.db, { ref });
  }

  private async reconcile(sessionId: string, payment: ProviderPayment): Promise<SessionView> {
    const to = sessionStatusOfProvider(payment.status);
    const saved = to !== 'Paid' && to !== 'Failed' ? undefined : await this.settle(sessionId, payment.merchantRefNumber, to, payment);
    return saved ?? (await this.view(this.deps.db, { id: sessionId })) ?? this.gone();
  }

  /**
   * The one step that makes a session final (docs/decisions.md "Hosted checkout"): a conditional
   * update from a status that may still become `to`, for the attempt the provider answered about.
   * Only the update that changed the row writes the transaction, the log and the notification, in
   * the same database transaction; a replayed or late answer changes nothing.
   */
  async settle(sessionId: string, ref: string, to: 'Paid' | 'Failed', payment: ProviderPayment): Promise<SessionView | undefined> {
    const { db, now } = this.deps;
    const changed = await db.transaction().execute(async (trx) => {
      const at = now();
      const updated = await trx
        .updateTable('checkout_sessions')
        .set({ status: to, updated_at: at, ...(to === 'Paid' ? { paid_at: at } : {}) })
        .where('id', '=', sessionId)
        .where('merchant_ref_number', '=', ref)
        .where('status', 'in', statusesThatMayBecome(to))
        .returning('id')
        .executeTakeFirst();
      if (updated === undefined) return false;
      const session = await this.view(trx, { id: sessionId });
      if (session === undefined) throw new Error('Session vanished');
      const transactionId = await this.recordTransaction(trx, session, to, payment, at);
      await trx.updateTable('checkout_sessions').set({ transaction_id: transactionId }).where('id', '=', sessionId).execute();
      const service = await trx.selectFrom('services').select(['notification_api']).where('id', '=', session.service_id).executeTakeFirstOrThrow();
      if (service.notification_api !== null && service.notification_api.trim() !== '') {
        await trx
          .insertInto('checkout_notifications')
          .values({
            session_id: sessionId,
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
      return true;
    });
    if (changed) this.deps.onFinal?.();
    return this.view(db, { id: sessionId });
  }

  private async recordTransaction(trx: Transaction<DatabaseSchema>, session: SessionView, to: 'Paid' | 'Failed', payment: ProviderPayment, at: Date): Promise<string> {
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
        operator: service.operator_name ?? service.service_provider,
        product_name: session.product,
        service_name: service.service_name,
        transaction_date: at,
        amount: session.amount,
        currency: session.currency,
        merchant_share_value: toAmountString(shares.merchantShare),
        walee_share_value: toAmountString(shares.pgwShare),
        net_amount: toAmountString(shares.netAmount),
        status: to === 'Paid' ? 'Success' : 'Failed',
        failure_message: to === 'Paid' ? null : payment.responseDesc,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('checkout_logs')
      .values({
        id: newRecordId(),
        provider: session.provider ?? 'card',
        order_id: session.order_id,
        service_id: session.public_service_id,
        request: JSON.stringify({ ...payment.exchange.request, orderId: session.order_id, transactionAmount: session.amount, mobileAccountNo: session.msisdn }),
        response: JSON.stringify({ ...payment.exchange.response, responseDesc: payment.responseDesc }),
      })
      .execute();
    return inserted.id;
  }

  private async log(session: SessionView, method: CheckoutMethod, payment: ProviderPayment): Promise<void> {
    await this.deps.db
      .insertInto('checkout_logs')
      .values({
        id: newRecordId(),
        provider: providerOfMethod[method],
        order_id: session.order_id,
        service_id: session.public_service_id,
        request: JSON.stringify({ ...payment.exchange.request, orderId: session.order_id, transactionAmount: session.amount }),
        response: JSON.stringify(payment.exchange.response),
      })
      .execute();
  }

  private methodAllowed(session: SessionView, provider: CheckoutProvider): boolean {
    const methods = session.payment_methods;
    if (provider === 'card') return methods.includes('Credit Card');
    if (provider === 'jazzcash') return methods.includes('Jazzcash');
    return methods.includes('Easypaisa');
  }

  private liveSessionOf(db: Db, serviceRowId: string, orderId: string): Promise<SessionView | undefined> {
    return this.view(db, { serviceRowId, orderId });
  }

  private async view(db: Db, key: { id: string } | { ref: string } | { serviceId: string; orderId: string } | { serviceRowId: string; orderId: string }): Promise<SessionView | undefined> {
    let query = db
      .selectFrom('checkout_sessions as cs')
      .innerJoin('services as s', 's.id', 'cs.service_id')
      .selectAll('cs')
      .select(['s.service_id as public_service_id', 's.service_name']);
    if ('id' in key) query = query.where('cs.id', '=', key.id);
    else if ('ref' in key) query = query.where('cs.merchant_ref_number', '=', key.ref);
    else {
      query = 'serviceId' in key ? query.where('s.service_id', '=', key.serviceId) : query.where('cs.service_id', '=', key.serviceRowId);
      query = query.where('cs.order_id', '=', key.orderId).where('cs.status', 'in', ['Created', 'Pending', 'Paid']);
    }
    return query.orderBy('cs.created_at', 'desc').limit(1).executeTakeFirst();
  }

  private gone(): never {
    throw new Error('Session vanished');
  }
}

export type { SessionRow };
