import { sql, type Insertable, type Kysely } from 'kysely';
import type { CheckoutSessionsTable, CheckoutSessionStatus } from '../db/business/checkout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import type { SeededRandom } from './seeded-random';

/**
 * Provider logs and merchants' checkout requests for the latest wallet transactions, in each
 * provider's own shape (spec 3 §2: Jazzcash rows show the response's reference, amount, mobile
 * number and message; Easypaisa rows the request's orderId, transactionAmount, mobileAccountNo and
 * the response's responseDesc). Built in SQL from the transactions, so the inquire screen finds
 * the system logs of a seeded order id.
 */
export async function seedCheckoutLogs(db: Kysely<DatabaseSchema>, latest: number): Promise<{ logs: number; requests: number }> {
  const logs = await sql`
    insert into checkout_logs (provider, order_id, service_id, request, response, created_at)
    select t.provider, t.order_id, s.service_id,
      case t.provider
        when 'jazzcash' then jsonb_build_object('pp_Version', '1.1', 'pp_TxnType', 'MWALLET', 'pp_TxnRefNo', 'T' || t.transaction_id,
          'pp_Amount', ((t.amount * 100)::bigint)::text, 'pp_TxnCurrency', t.currency, 'pp_BillReference', t.order_id,
          'pp_MobileNumber', t.msisdn, 'pp_TxnDateTime', to_char(t.transaction_date at time zone 'UTC', 'YYYYMMDDHH24MISS'))
        else jsonb_build_object('orderId', t.order_id, 'storeId', coalesce(st.ep_store_id, '000000'), 'transactionAmount', t.amount::text,
          'transactionType', 'MA', 'mobileAccountNo', t.msisdn, 'emailAddress', 'customer@mail.example')
      end,
      case t.provider
        when 'jazzcash' then jsonb_build_object('pp_ResponseCode', case t.status when 'Success' then '000' when 'Pending' then '157' else '124' end,
          'pp_ResponseMessage', case t.status when 'Success' then 'Thank you for Using JazzCash, your transaction was successful.'
            when 'Pending' then 'Transaction is pending' else t.failure_message end,
          'pp_TxnRefNo', 'T' || t.transaction_id, 'pp_Amount', ((t.amount * 100)::bigint)::text, 'pp_MobileNumber', t.msisdn,
          'pp_RetreivalReferenceNo', right(t.transaction_id, 10))
        else jsonb_build_object('orderId', t.order_id, 'storeId', coalesce(st.ep_store_id, '000000'), 'transactionId', t.transaction_id,
          'transactionDateTime', to_char(t.transaction_date at time zone 'UTC', 'DD/MM/YYYY HH24:MI:SS'),
          'responseCode', case t.status when 'Success' then '0000' when 'Pending' then '0003' else '0001' end,
          'responseDesc', case t.status when 'Success' then 'SUCCESS' when 'Pending' then 'PENDING' else t.failure_message end)
      end,
      t.transaction_date + interval '2 seconds'
    from (select * from transactions where provider in ('easypaisa', 'jazzcash') order by transaction_date desc limit ${latest}) t
    join services s on s.id = t.service_id
    left join lateral (
      select stores.ep_store_id from service_stores join stores on stores.id = service_stores.store_id
      where service_stores.service_id = t.service_id order by stores.ep_store_id limit 1
    ) st on true
  `.execute(db);
  const requests = await sql`
    insert into checkout_requests (service_id, msisdn, amount, product, order_id, created_at)
    select s.service_id, t.msisdn, t.amount, t.product_name, t.order_id, t.transaction_date - interval '5 seconds'
    from (select * from transactions order by transaction_date desc limit ${latest}) t
    join services s on s.id = t.service_id
  `.execute(db);
  return { logs: Number(logs.numAffectedRows ?? 0n), requests: Number(requests.numAffectedRows ?? 0n) };
}

const sessionStatusOf: Record<string, CheckoutSessionStatus> = { Success: 'Paid', Failed: 'Failed', Pending: 'Pending' };

/** Payment sessions (spec 3 §3): finished ones behind the latest transactions, a few still open or expired. */
export async function seedCheckoutSessions(db: Kysely<DatabaseSchema>, random: SeededRandom, now: Date): Promise<number> {
  const latest = await db
    .selectFrom('transactions as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select([
      't.id',
      't.merchant_id',
      't.service_id',
      't.order_id',
      't.amount',
      't.currency',
      't.product_name',
      't.msisdn',
      't.status',
      't.provider',
      't.transaction_date',
      's.portal_url',
      's.payment_methods',
      'm.name',
    ])
    .orderBy('t.transaction_date', 'desc')
    .limit(16)
    .execute();
  const minute = 60_000;
  const rows: Insertable<CheckoutSessionsTable>[] = latest.map((t, index) => {
    const finished = index < 12;
    const open = !finished && index < 14;
    const createdAt = finished
      ? new Date(t.transaction_date.getTime() - 2 * minute)
      : new Date(now.getTime() - random.int(1, 20) * minute - (open ? 0 : random.int(2, 5) * 24 * 60 * minute));
    return {
      id: random.recordId(),
      merchant_id: t.merchant_id,
      service_id: t.service_id,
      order_id: finished ? t.order_id : `${t.name.slice(0, 3).toUpperCase()}-S-${random.digits(8)}`,
      amount: t.amount,
      currency: t.currency,
      product: t.product_name,
      redirect_url: t.portal_url ?? 'https://merchant.example/return',
      msisdn: t.msisdn,
      email: index % 3 === 0 ? null : 'customer@mail.example',
      cnic: t.provider === 'jazzcash' ? `${random.digits(5)}-${random.digits(7)}-${random.digits(1)}` : null,
      payment_methods: JSON.stringify(t.payment_methods),
      status: finished ? (sessionStatusOf[t.status] ?? 'Pending') : open ? 'Created' : 'Expired',
      provider: finished ? t.provider : null,
      transaction_id: finished ? t.id : null,
      expires_at: open ? new Date(now.getTime() + 24 * 60 * minute) : new Date(createdAt.getTime() + 30 * minute),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  if (rows.length > 0) await db.insertInto('checkout_sessions').values(rows).execute();
  return rows.length;
}

/** README "Hosted checkout": how many open demo sessions `demoCheckoutSessionId` names. */
export const demoCheckoutSessionCount = 24;

/** `demo-checkout-01` … : open sessions of the demo card service anyone can pay in the sandbox. */
export const demoCheckoutSessionId = (index: number) => `demo-checkout-${String(index).padStart(2, '0')}`;

/**
 * docs/decisions/0031-hosted-checkout.md: open payment sessions with well-known ids on the demo
 * service that offers every method (hashir-credit-card), valid for a year, so `npm start` shows a
 * payable checkout at /hosted-checkout/demo-checkout-01 and the browser tests have sessions to pay.
 * Odd ones carry no email (the session page then asks for it for Easypaisa).
 */
export async function seedDemoCheckoutSessions(db: Kysely<DatabaseSchema>, now: Date): Promise<number> {
  const service = await db
    .selectFrom('services')
    .select(['id', 'merchant_id', 'currency', 'payment_methods', 'portal_url'])
    .where('service_name', '=', 'hashir-credit-card')
    .executeTakeFirst();
  if (service === undefined) return 0;
  const rows: Insertable<CheckoutSessionsTable>[] = Array.from({ length: demoCheckoutSessionCount }, (_, offset) => {
    const index = offset + 1;
    return {
      id: demoCheckoutSessionId(index),
      merchant_id: service.merchant_id,
      service_id: service.id,
      order_id: `DEMO-ORDER-${String(index).padStart(4, '0')}`,
      amount: index % 3 === 0 ? '250.00' : '1499.00',
      currency: service.currency,
      product: index % 3 === 0 ? 'Game credits' : 'Premium subscription (12 months)',
      redirect_url: service.portal_url ?? 'https://merchant.example/payments/complete',
      msisdn: null,
      email: index % 2 === 0 ? 'customer@mail.example' : null,
      cnic: null,
      payment_methods: JSON.stringify(service.payment_methods),
      expires_at: new Date(now.getTime() + 365 * 24 * 60 * 60_000),
      created_at: now,
      updated_at: now,
    };
  });
  await db.insertInto('checkout_sessions').values(rows).execute();
  return rows.length;
}
