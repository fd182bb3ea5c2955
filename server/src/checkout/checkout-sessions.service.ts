import { type Kysely, type Selectable, sql } from 'kysely';
import { parseCheckoutMobile } from '../../../src/domain/checkout/checkout-mobile';
import { merchantRedirectOf, redirectStatusOf, statusesThatMayBecome, type CheckoutSessionStatus } from '../../../src/domain/checkout/checkout-status';
import { money, toAmountString } from '../../../src/domain/money/money';
import type { CreateSessionBody } from '../../../src/contract/checkout.contract';
import type { CheckoutSessionsTable } from '../db/business/checkout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { type ApiFailure, conflict, invalidInput, notFound } from '../http/api-failure';

type Db = Kysely<DatabaseSchema>;
type SessionRow = Selectable<CheckoutSessionsTable>;

/** A session as the checkout shows it, with its service's public id and name. */
export interface SessionView extends SessionRow {
  public_service_id: string;
  service_name: string;
}

/** Minutes a session stays payable after the merchant opened it. */
export const sessionLifetimeMinutes = 30;

/** The sessions an order has one of at a time (the partial unique index of migration 0015); the others have ended. */
const liveStatuses: CheckoutSessionStatus[] = ['Created', 'Pending', 'Paid'];

export interface StatusResult {
  orderStatus: CheckoutSessionStatus;
  redirectStatus: 'SUCCESS' | 'PENDING' | 'FAILED';
  orderId: string;
  serviceId: string;
  paymentAmount: string;
  redirectUrl: string;
}

/**
 * spec 3 §3 Payment session: a merchant opens a session (signed), the checkout page loads it, and
 * an unpaid one past its time expires. Paying is checkout-payments.service.ts's job.
 */
export class CheckoutSessions {
  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
    },
  ) {}

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
        .values({
          id: newRecordId(),
          service_id: body.serviceId,
          msisdn: msisdn?.ok ? msisdn.local : null,
          amount: body.amount,
          product: body.product,
          order_id: body.orderId,
        })
        .execute();
      const existing = await this.liveSessionOf(trx, service.id, body.orderId);
      if (existing !== undefined) {
        const same =
          existing.amount === toAmountString(money(body.amount, body.currency)) &&
          existing.currency === body.currency &&
          existing.product === body.product &&
          existing.redirect_url === body.redirectUrl;
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
        .onConflict((oc) => oc.columns(['service_id', 'order_id']).where('status', 'in', liveStatuses).doNothing())
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
    const found = 'sessionId' in key ? await this.view(this.deps.db, { id: key.sessionId }) : await this.sessionOfOrder(key.serviceId, key.orderId);
    if (found === undefined) return notFound('Payment session not found');
    if (
      (found.status === 'Created' || (found.status === 'Pending' && found.merchant_ref_number === null)) &&
      found.expires_at.getTime() < this.deps.now().getTime()
    ) {
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

  /** The session one of its attempts' references names. */
  async sessionByRef(ref: string): Promise<SessionView | undefined> {
    return this.views(this.deps.db)
      .where('cs.id', 'in', this.deps.db.selectFrom('checkout_attempts').select('session_id').where('merchant_ref_number', '=', ref))
      .orderBy('cs.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The session by its id; `db` may be a transaction. */
  async view(db: Db, key: { id: string }): Promise<SessionView | undefined> {
    return this.views(db).where('cs.id', '=', key.id).executeTakeFirst();
  }

  /** The order's live session, by the service's row id: the one a new session for the order would repeat. */
  private liveSessionOf(db: Db, serviceRowId: string, orderId: string): Promise<SessionView | undefined> {
    return this.views(db)
      .where('cs.service_id', '=', serviceRowId)
      .where('cs.order_id', '=', orderId)
      .where('cs.status', 'in', liveStatuses)
      .orderBy('cs.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * The session a return page or a status call names by the service's public id and the order: its live
   * one, else the one that ended last (a processor's webhook may fail the session before the customer's
   * browser comes back).
   */
  private sessionOfOrder(serviceId: string, orderId: string): Promise<SessionView | undefined> {
    return this.views(this.deps.db)
      .where('s.service_id', '=', serviceId)
      .where('cs.order_id', '=', orderId)
      .orderBy(sql<boolean>`cs.status in (${sql.join(liveStatuses)})`, 'desc')
      .orderBy('cs.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Sessions with their service's public id and name. */
  private views(db: Db) {
    return db
      .selectFrom('checkout_sessions as cs')
      .innerJoin('services as s', 's.id', 'cs.service_id')
      .selectAll('cs')
      .select(['s.service_id as public_service_id', 's.service_name']);
  }
}

export type { SessionRow };
