import { randomBytes, randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../server/src/db/database-schema';
import { businessDayOf } from '../../src/domain/time/business-day';
import { previousMonths } from '../../server/src/seed/demo-settlements';
import { callApi, errorsOf, type ApiAnswer } from './support/api-client';
import { paymentMethodFor } from './support/card-processor';
import { settlementFormOf } from './support/settlement-form';
import { checkoutMerchant, sessionPath, signedPost, type CheckoutMerchant } from './support/checkout-merchant';
import { startTestServer, type TestServer } from './support/test-server';
import { testClock } from './support/test-clock';

// docs/decisions/0021-idempotency.md: every money call answers a repeated key with its first answer,
// and a key sent again with another request with 422, through the one module registerCall applies.

let server: TestServer;
let merchant: CheckoutMerchant;
const clock = testClock(new Date().toISOString());
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, env: { CHECKOUT_RATE_LIMIT: '100000' } });
  merchant = await checkoutMerchant(server);
  tokens.admin = await server.signIn('admin', 'admin12345');
  tokens.merchant = await server.signIn('merchant', 'merchant123');
  for (const row of await server.db.selectFrom('merchants').select(['id', 'name']).execute()) ids[row.name] = row.id;
});
afterAll(async () => {
  await server?.close();
});

type Table = keyof DatabaseSchema;
type Send = (body: Record<string, unknown>, key: string) => Promise<ApiAnswer>;

const send = (method: string, path: string, token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> =>
  callApi(server.baseUrl, path, { method, body, headers, ...(token === null ? {} : { token }) });

/** A signed-in call with the key in the Idempotency-Key header. */
const withHeader =
  (method: string, path: string, as: string): Send =>
  (body, key) =>
    send(method, path, tokens[as] ?? '', body, { 'Idempotency-Key': key });
/** A checkout payment call with the key in its body's idempotencyKey. */
const inBody =
  (path: string): Send =>
  (body, key) =>
    send('POST', path, null, { ...body, idempotencyKey: key });

/** The merchant's server opening a session, signed (README "Creating a checkout session"), with a key. */
const signedSession: Send = (body, key) =>
  signedPost(server.baseUrl, merchant, sessionPath, body, { timestamp: Math.floor(clock.now().getTime() / 1000), headers: { 'Idempotency-Key': key } });

const newOrder = () => `I-${randomBytes(6).toString('hex')}`;
const sessionBody = () => ({
  orderId: newOrder(),
  serviceId: merchant.serviceId,
  amount: '100.00',
  currency: 'PKR',
  product: 'Plan',
  redirectUrl: 'https://merchant.example/done',
});

async function openSession(): Promise<{ sessionId: string; orderId: string }> {
  const body = sessionBody();
  const answer = await signedSession(body, randomUUID());
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { sessionId: String((answer.body as { sessionId: string }).sessionId), orderId: body.orderId };
}

async function rowsOf(tables: Table[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    const row = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}

let order = 0;
const payoutForm = (overrides: Record<string, unknown> = {}) => {
  order += 1;
  return {
    merchantOrderId: `IDEM-${order}-${randomBytes(3).toString('hex')}`,
    amount: 10,
    certName: 'Ali Raza',
    certId: '35202-1234567-1',
    payoutType: 'WALLET',
    bankName: 'Easypaisa',
    msisdn: '03001234567',
    bankNo: '03001234567',
    description: 'Advance',
    ...overrides,
  };
};

async function pendingPayout(amount = 10): Promise<{ id: string; loanId: string }> {
  const answer = await send('POST', '/api/loan-requests/add-admin-loan-request', tokens.merchant ?? '', payoutForm({ amount }));
  expect(answer.status).toBe(200);
  const { result } = answer.body as { result: { loanId: string; _id: string } };
  return { id: result._id, loanId: result.loanId };
}

async function topUpLedger(merchantId: string): Promise<void> {
  const answer = await send('POST', '/api/loan-transactions/add', tokens.admin ?? '', accountBody(merchantId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const accountBody = (merchantId: string, overrides: Record<string, unknown> = {}) => ({
  userTypeId: merchantId,
  paymentMethod: 'IBFT',
  currency: 'PKR',
  totalAmount: 10000,
  exchangeRate: null,
  waleeCommission: 2,
  sbpCharges: 1,
  serviceSalesTax: 16,
  withHoldingCharges: 0.5,
  totalBilledAmount: 8050,
  ...overrides,
});

async function paidTransaction(): Promise<{ operator: string; transactionNumber: string; serviceId: string }> {
  const row = await server.db
    .selectFrom('transactions as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .leftJoin('refunds as r', 'r.transaction_id', 't.id')
    .select(['t.transaction_id', 's.service_id'])
    .where('t.merchant_id', '=', ids.Multiverse ?? '')
    .where('t.provider', '=', 'easypaisa')
    .where('t.status', '=', 'Success')
    .where('t.amount', '>', '5')
    .where('r.id', 'is', null)
    .orderBy('t.transaction_date', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { operator: 'easypaisa', transactionNumber: row.transaction_id, serviceId: row.service_id };
}

async function uploadedFile(loanId: string): Promise<Record<string, unknown>> {
  const header = [
    'loanId',
    'merchantName',
    'merchantOrderId',
    'amount',
    'certName',
    'payoutType',
    'bankName',
    'bankCode',
    'bankNo',
    'msisdn',
    'status',
    'createdDate',
    'dateFrom',
    'dateTo',
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      header,
      [loanId, 'Multiverse', 'ORDER', 10, 'Ali Raza', 'WALLET', 'Easypaisa', '', '03001234567', '03001234567', 'Rejected', '', '', ''],
    ]),
    'Payouts',
  );
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'idem.xlsx');
  const response = await fetch(`${server.baseUrl}/api/loan-requests/file-upload`, {
    method: 'POST',
    headers: { 'x-auth-token': tokens.admin ?? '' },
    body: form,
  });
  const { data } = (await response.json()) as { data: { originalName: string; fileName: string; size: number; total: number; invalidStatus: unknown[] } };
  return { originalName: data.originalName, fileName: data.fileName, size: data.size, total: data.total, invalidStatus: data.invalidStatus.length };
}

/** A settlement of Multiverse's last-but-three month, figured as the portal does (settlements.test.ts). */
async function settlementBody(): Promise<Record<string, unknown>> {
  const [month] = previousMonths(businessDayOf(new Date(), 'Asia/Karachi'), 4);
  if (month === undefined) throw new Error('no month');
  const dates = { dateFrom: month.first, dateTo: month.last };
  const lookup = await send('POST', '/api/merchants/add/revenue', tokens.admin ?? '', {
    ...dates,
    country: 'Pakistan',
    merchantName: 'Multiverse',
    status: 'Success',
  });
  const [revenue] = lookup.body as { totalAmount: number; waleeShare: number; merchantShare: number }[];
  if (revenue === undefined) throw new Error('no revenue row');
  return settlementFormOf(revenue, dates, ids.Multiverse ?? '');
}

interface Case {
  send: Send;
  body: Record<string, unknown>;
  /** The same call with another request under the same key. */
  other: Record<string, unknown>;
  /** Tables whose rows the call adds. */
  effects: Table[];
}

const cases: { call: string; prepare: () => Promise<Case> }[] = [
  { call: 'checkout.createSession', prepare: async () => ({ send: signedSession, body: sessionBody(), other: sessionBody(), effects: ['checkout_sessions'] }) },
  {
    call: 'checkout.wallet',
    prepare: async () => {
      const { sessionId } = await openSession();
      const body = { provider: 'easypaisa', serviceId: merchant.serviceId, msisdn: '03211234567', email: 'buyer@mail.example', sessionId };
      return { send: inBody('/api/checkout/wallet'), body, other: { ...body, msisdn: '03219999999' }, effects: ['checkout_logs', 'transactions'] };
    },
  },
  {
    call: 'paymentGateway.threeDSecureCheckout',
    prepare: async () => {
      const { sessionId } = await openSession();
      const body = {
        sid: sessionId,
        paymentMethod: 'CARD',
        email: 'buyer@mail.example',
        customerName: 'Ayesha Khan',
        customerMobile: '0300 7654321',
        // Tokenised at the run's card simulator, as the page does (docs/decisions/0046-card-processor.md).
        paymentMethodId: await paymentMethodFor(server.baseUrl, sessionId, '4242424242424242'),
      };
      return {
        send: inBody('/payment-gateway/3D-secure/checkout'),
        body,
        other: { ...body, customerName: 'Ayesha Malik' },
        effects: ['card_processor_payments'],
      };
    },
  },
  {
    call: 'paymentGateway.walletViaQr',
    prepare: async () => {
      const { sessionId } = await openSession();
      const body = { sessionId, paymentMethod: 'MWALLET', email: 'buyer@mail.example', customerMobile: '03211234567' };
      return {
        send: inBody('/payment-gateway/e-wallet/via-qr'),
        body,
        other: { ...body, customerMobile: '03217654321' },
        effects: ['sandbox_provider_payments'],
      };
    },
  },
  {
    call: 'paymentGateway.walletViaR2p',
    prepare: async () => {
      const { sessionId } = await openSession();
      const body = { sessionId, paymentMethod: 'MWALLET', email: 'buyer@mail.example', customerMobile: '03001234567', debitMobileWalletNo: '03001234567' };
      return {
        send: inBody('/payment-gateway/e-wallet/via-r-2-p'),
        body,
        other: { ...body, debitMobileWalletNo: '03007654321' },
        effects: ['sandbox_provider_payments'],
      };
    },
  },
  {
    call: 'paymentGateway.referenceNumber',
    prepare: async () => {
      const { sessionId } = await openSession();
      const body = { sessionId, paymentMethod: 'PAYATFAWRY', email: 'buyer@mail.example', customerMobile: '03211234567' };
      return {
        send: inBody('/payment-gateway/referance-number'),
        body,
        other: { ...body, customerMobile: '03217654321' },
        effects: ['sandbox_provider_payments'],
      };
    },
  },
  {
    call: 'loanRequests.add',
    prepare: async () => {
      const body = payoutForm();
      return {
        send: withHeader('POST', '/api/loan-requests/add-admin-loan-request', 'merchant'),
        body,
        other: { ...body, amount: 9999 },
        effects: ['loan_requests'],
      };
    },
  },
  {
    call: 'loanRequests.changeStatus',
    prepare: async () => {
      await topUpLedger(ids.Multiverse ?? '');
      const { id } = await pendingPayout();
      const body = { id, status: 'Approved', amount: 10, merchant: 'Multiverse' };
      return {
        send: withHeader('PUT', '/api/loan-requests/change-status', 'admin'),
        body,
        other: { ...body, status: 'Rejected' },
        effects: ['payout_ledger_entries', 'payout_jobs'],
      };
    },
  },
  {
    call: 'payoutFiles.confirm',
    prepare: async () => {
      const { loanId } = await pendingPayout();
      const body = await uploadedFile(loanId);
      return {
        send: withHeader('POST', '/api/loan-requests/file-parsed', 'admin'),
        body,
        other: { ...body, originalName: 'renamed.xlsx' },
        effects: ['file_records'],
      };
    },
  },
  {
    call: 'callcenter.refund',
    prepare: async () => {
      const body = await paidTransaction();
      return { send: withHeader('POST', '/hash-service/via-mw/refund', 'admin'), body, other: { ...body, amount: 2 }, effects: ['refunds'] };
    },
  },
  {
    call: 'merchants.accountBalance',
    prepare: async () => {
      const id = ids.Multiverse ?? '';
      const body = { _id: id, grossAmount: 200, tax: 10, netAmount: 180 };
      return {
        send: withHeader('PUT', `/api/merchants/account-balance/${id}`, 'admin'),
        body,
        other: { ...body, grossAmount: 300, tax: 0, netAmount: 300 },
        effects: ['merchant_balance_top_ups'],
      };
    },
  },
  {
    call: 'accountTransactions.add',
    prepare: async () => {
      const body = accountBody(ids.Hashir ?? '');
      return {
        send: withHeader('POST', '/api/loan-transactions/add', 'admin'),
        body,
        other: accountBody(ids.Hashir ?? '', { totalAmount: 2000, totalBilledAmount: 1610 }),
        effects: ['account_transactions'],
      };
    },
  },
  {
    call: 'vouchers.purchase',
    prepare: async () => {
      const choice = { vendor: 'Unipin', voucherId: 'UPN-FF', productCode: 'UPN-FF-100' };
      const quote = await send('POST', '/api/vouchers/quote', tokens.merchant ?? '', choice);
      expect(quote.status).toBe(200);
      const { serviceId, customerPrice } = quote.body as { serviceId: string; customerPrice: number };
      const body = { ...choice, serviceId, amount: customerPrice, user: { userName: 'Ali Raza', userMsisdn: '03001234567', email: 'ali@mail.example' } };
      return {
        send: withHeader('POST', '/api/vouchers/purchase', 'merchant'),
        body,
        other: { ...body, user: { ...body.user, userName: 'Someone Else' } },
        effects: ['voucher_requests'],
      };
    },
  },
  {
    call: 'settlements.add',
    prepare: async () => {
      const body = await settlementBody();
      return { send: withHeader('POST', '/api/settlements/add', 'admin'), body, other: { ...body, channel: 'Cash' }, effects: ['settlements'] };
    },
  },
];

describe('a repeated Idempotency-Key on every money call (docs/decisions/0021-idempotency.md)', () => {
  it.each(cases)('$call: the same request answers the first answer and acts once; another request is 422', async ({ prepare }) => {
    const { send: call, body, other, effects } = await prepare();
    const key = randomUUID();
    const before = await rowsOf(effects);
    const first = await call(body, key);
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    const afterFirst = await rowsOf(effects);
    expect(afterFirst).toBeGreaterThan(before);

    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await call(reordered, key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await rowsOf(effects)).toBe(afterFirst);

    const reused = await call(other, key);
    expect(reused.status, JSON.stringify(reused.body)).toBe(422);
    expect(errorsOf(reused.body)[0]).toMatchObject({
      code: 'idempotency_key_reused',
      field: 'Idempotency-Key',
      message: 'This key was used with a different request',
    });
    expect(await rowsOf(effects)).toBe(afterFirst);
  });
});

describe('the key itself (docs/decisions/0021-idempotency.md)', () => {
  const qr = inBody('/payment-gateway/e-wallet/via-qr');
  const rowOf = (key: string) => server.db.selectFrom('idempotency_keys').selectAll().where('scope', '=', 'public').where('key', '=', key);

  it('answers 409 while the first request runs, and lets a retry take over a row a stopped server left', async () => {
    const { sessionId } = await openSession();
    const body = { sessionId, paymentMethod: 'MWALLET', email: 'buyer@mail.example', customerMobile: '03211234567' };
    const key = randomBytes(12).toString('hex');
    const first = await qr(body, key);
    expect(first.status).toBe(200);
    // As if the first request were still running.
    await server.db
      .updateTable('idempotency_keys')
      .set({ state: 'running', status_code: null, answer: null, created_at: clock.now() })
      .where('key', '=', key)
      .execute();
    const running = await qr(body, key);
    expect(running.status).toBe(409);
    expect(errorsOf(running.body)[0]).toMatchObject({
      code: 'idempotency_key_in_progress',
      field: 'Idempotency-Key',
      message: 'A request with this key is still in progress',
    });
    // Left running for more than two minutes: the server that took it stopped; the retry runs again.
    await server.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(clock.now().getTime() - 3 * 60_000) })
      .where('key', '=', key)
      .execute();
    const retried = await qr(body, key);
    expect(retried.status).toBe(200);
    expect((retried.body as { merchantRefNumber: string }).merchantRefNumber).toBe((first.body as { merchantRefNumber: string }).merchantRefNumber);
    expect((await rowOf(key).executeTakeFirstOrThrow()).state).toBe('done');
  });

  it('keeps no key for a refusal, so a corrected retry is decided again', async () => {
    const key = randomUUID();
    const refused = await send('POST', '/api/loan-requests/add-admin-loan-request', tokens.merchant ?? '', payoutForm({ amount: -1 }), {
      'Idempotency-Key': key,
    });
    expect(refused.status).toBe(400);
    const accepted = await send('POST', '/api/loan-requests/add-admin-loan-request', tokens.merchant ?? '', payoutForm(), { 'Idempotency-Key': key });
    expect(accepted.status).toBe(200);
  });

  it('refuses a header and a body key that differ, naming the body field', async () => {
    const answer = await send(
      'POST',
      '/api/loan-requests/add-admin-loan-request',
      tokens.merchant ?? '',
      { ...payoutForm(), idempotencyKey: 'body-key-1' },
      { 'Idempotency-Key': 'header-key-1' },
    );
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('idempotencyKey');
  });

  it('forgets a key after 24 hours: the same key then starts a new request', async () => {
    const id = ids.Techlets ?? '';
    const key = randomUUID();
    const topUp = (body: Record<string, unknown>) =>
      send('PUT', `/api/merchants/account-balance/${id}`, tokens.admin ?? '', { _id: id, ...body }, { 'Idempotency-Key': key });
    expect((await topUp({ grossAmount: 50, tax: 0, netAmount: 50 })).status).toBe(200);
    expect((await topUp({ grossAmount: 60, tax: 0, netAmount: 60 })).status).toBe(422);
    clock.later(24 * 60 * 60 + 1);
    tokens.admin = await server.signIn('admin', 'admin12345');
    const later = await topUp({ grossAmount: 60, tax: 0, netAmount: 60 });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(
      await server.db.selectFrom('merchant_balance_top_ups').select('id').where('merchant_id', '=', id).where('net_amount', '=', '60.00').execute(),
    ).toHaveLength(1);
  });
});
