import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTokenSecret } from '../../server/src/db/token-secret';
import { voucherPinSealingMigration } from '../../server/src/db/migrations/0025-voucher-pin-sealing';
import { SecretBox } from '../../server/src/crypto/secret-box';
import type { PurchaseVoucherBody, VoucherQuote, VoucherRequestRow, VoucherTransactionRow } from '../../src/contract/vouchers.contract';
import { decimal } from '../../src/domain/money/decimal';
import { toAmountString, toJsonAmount } from '../../src/domain/money/money';
import type { VoucherConfig } from '../../src/domain/services/voucher-config';
import { businessDayOf } from '../../src/domain/time/business-day';
import { priceVoucher, voucherConfigDecimals } from '../../src/domain/vouchers/voucher-pricing';
import { voucherSandboxTestNumbers } from '../../server/src/providers/sandbox-voucher-float';
import { callApi, errorsOf, type ApiAnswer } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let support: string;
let merchant: string;
let viewer: string;
let techlets: string;
let merchantIds: Record<string, string>;
const today = () => businessDayOf(new Date(), 'Asia/Karachi');
const wide = () => ({ dateFrom: '2020-01-01', dateTo: today() });

beforeAll(async () => {
  server = await startTestServer();
  [admin, support, merchant, viewer, techlets] = await Promise.all([
    server.signIn('admin', 'admin12345'),
    server.signIn('support', 'support123'),
    server.signIn('merchant', 'merchant123'),
    server.signIn('viewer', 'viewer123'),
    server.signIn('techlets', 'merchant123'),
  ]);
  const rows = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  merchantIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await server?.close();
});

async function post<T>(path: string, token: string, body: unknown, key?: string): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'x-auth-token': token, 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await fetch(`${server.baseUrl}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? text : JSON.parse(text)) as T, headers: response.headers };
}

const get = <T>(path: string, token: string) => callApi<T>(server.baseUrl, `/api${path}`, { token });

const buyer = { userName: 'Ali Raza', userMsisdn: '03001234567', email: 'ali@mail.example' };
const pubg = { vendor: 'Unipin', voucherId: 'UPN-PUBGM', productCode: 'UPN-PUBGM-325' } as const;

async function quoteOf(token: string, choice: { vendor: string; voucherId: string; productCode: string } = pubg): Promise<VoucherQuote> {
  const answer = await post<VoucherQuote>('/vouchers/quote', token, choice);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function buy(token: string, body: PurchaseVoucherBody, key = crypto.randomUUID()) {
  return post<{ transaction: VoucherTransactionRow; referenceNo: string; voucherPin: string | null }>('/vouchers/purchase', token, body, key);
}

describe('vendors and catalogues (spec 3 §3, §5)', () => {
  it('lists Unipin and Gamepoint and answers each in its own shape', async () => {
    expect((await get<{ data: { name: string }[] }>('/vouchers/get-carriers', merchant)).body.data.map((v) => v.name)).toEqual(['Unipin', 'Gamepoint']);
    const unipin = await get<{ vendor: string; data: { voucher_code: string; status: number }[] }>('/vouchers/get?vendor=Unipin', merchant);
    expect(unipin.body.data.map((v) => v.voucher_code)).toContain('UPN-PUBGM');
    const gamepoint = await get<{ data: { id: number; name: string }[] }>('/vouchers/get?vendor=Gamepoint', merchant);
    expect(gamepoint.body.data[0]).toEqual({ id: 101, name: 'Genshin Impact' });
  });

  it('refuses any other vendor with the one message, naming vendor', async () => {
    for (const path of ['/vouchers/get?vendor=Steam', '/vouchers/details?vendor=Steam&voucherId=1', '/vouchers/balance?vendor=Steam']) {
      const answer = await get(path, admin);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'vendor', message: 'Only Unipin and Gamepoint vouchers are available at the moment' });
    }
  });

  it('answers Gamepoint details without data with the message when there is one, or none', async () => {
    expect((await get('/vouchers/details?vendor=Gamepoint&voucherId=104', merchant)).body).toEqual({
      vendor: 'Gamepoint',
      data: null,
      message: 'Product details are temporarily unavailable',
    });
    expect((await get('/vouchers/details?vendor=Gamepoint&voucherId=105', merchant)).body).toEqual({ vendor: 'Gamepoint', data: null });
    expect((await get('/vouchers/details?vendor=Gamepoint&voucherId=999', merchant)).status).toBe(404);
  });

  it('answers Unipin stock per denomination code, NA where unknown', async () => {
    const answer = await get<{ data: Record<string, number | 'NA'> }>('/vouchers/stocks?voucherId=UPN-MLBB', merchant);
    expect(answer.body.data).toEqual({ 'UPN-MLBB-86': 'NA', 'UPN-MLBB-172': 'NA' });
  });

  it("shows a vendor's balance to platform staff only", async () => {
    const answer = await get<{ data: { balance: number; currency: string } }>('/vouchers/balance?vendor=Gamepoint', admin);
    expect(answer.body.data.currency).toBe('USD');
    expect(answer.body.data.balance).toBeGreaterThan(0);
    expect((await get('/vouchers/balance?vendor=Gamepoint', merchant)).status).toBe(403);
  });
});

describe('exchange rates (spec 3 §7 Add rate)', () => {
  it('keeps the history and makes the newest current; a view right cannot add', async () => {
    const before = await get<{ history: unknown[] }>('/vouchers/rates', merchant);
    const added = await post<{ rate: number; currency: string }>('/vouchers/add-rate', admin, { rate: 281.5, currency: 'USD' });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ rate: 281.5, currency: 'USD' });
    const after = await get<{ current: { rate: number }; history: unknown[] }>('/vouchers/rates', merchant);
    expect(after.body.current.rate).toBe(281.5);
    expect(after.body.history.length).toBe(before.body.history.length + 1);
    expect((await post('/vouchers/add-rate', support, { rate: 1, currency: 'USD' })).status).toBe(403);
    expect((await post('/vouchers/add-rate', merchant, { rate: 1, currency: 'USD' })).status).toBe(403);
    const audit = await server.db.selectFrom('audit_log').select(['action', 'details']).where('action', '=', 'voucher-rate.added').execute();
    expect(audit.length).toBe(1);
  });

  it('refuses a rate of zero or with five decimals, naming rate', async () => {
    for (const rate of [0, 280.12345, -1]) {
      const answer = await post('/vouchers/add-rate', admin, { rate, currency: 'USD' });
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)[0]?.field).toBe('rate');
    }
  });
});

describe('tenancy (spec 3 §6)', () => {
  it('shows a merchant only its own requests; staff see every merchant', async () => {
    const own = await post<{ voucherRequests: VoucherRequestRow[]; totalCount: number }>('/vouchers/requests', merchant, { page: 1, limit: 100 });
    expect(own.body.totalCount).toBeGreaterThan(0);
    expect(new Set(own.body.voucherRequests.map((row) => row.merchantName))).toEqual(new Set(['Multiverse']));
    const all = await post<{ totalCount: number; voucherRequests: VoucherRequestRow[] }>('/vouchers/requests', admin, { page: 1, limit: 25 });
    expect(all.body.totalCount).toBeGreaterThan(own.body.totalCount);
    expect(all.body.voucherRequests).toHaveLength(25);
    expect((await post('/vouchers/requests', admin, { page: 1, limit: 30 })).status).toBe(400);
  });

  it("shows a merchant only its own balance; staff see every merchant's", async () => {
    const own = await get<{ data: { merchantName: string }[] }>('/vouchers/merchant-balance', merchant);
    expect(own.body.data.map((row) => row.merchantName)).toEqual(['Multiverse']);
    const all = await get<{ data: { merchantName: string }[] }>('/vouchers/merchant-balance', admin);
    expect(all.body.data.length).toBeGreaterThan(1);
  });

  it('searches only the merchant its own voucher transactions', async () => {
    const own = await post<{ subs: VoucherTransactionRow[]; count: number }>('/vouchers/transactions/search', techlets, { ...wide(), page: 1 });
    expect(own.body.count).toBeGreaterThan(0);
    expect(own.body.subs).toHaveLength(10);
    expect(new Set(own.body.subs.map((row) => row.merchantName))).toEqual(new Set(['Techlets']));
    const all = await post<{ count: number }>('/vouchers/transactions/search', admin, { ...wide(), page: 1 });
    expect(all.body.count).toBeGreaterThan(own.body.count);
  });
});

describe('voucher transaction search (spec 3 §7, the report whitelist)', () => {
  it('filters with equals and contains case-insensitively and sorts by a whitelisted field', async () => {
    const page = await post<{ subs: VoucherTransactionRow[] }>('/vouchers/transactions/search', admin, { ...wide(), page: 1 });
    const sample = page.body.subs[0];
    if (sample === undefined) throw new Error('no voucher transactions');
    const byId = await post<{ subs: VoucherTransactionRow[]; count: number }>('/vouchers/transactions/search', admin, {
      ...wide(),
      searchObj: [{ field: 'transactionId', operator: 'equals', value: sample.paymentTransactionID.toLowerCase() }],
    });
    expect(byId.body.count).toBe(1);
    const byMsisdn = await post<{ subs: VoucherTransactionRow[] }>('/vouchers/transactions/search', admin, {
      ...wide(),
      searchObj: [{ field: 'msisdn', operator: 'contains', value: sample.users[0]?.userMsisdn.slice(2, 9) ?? '' }],
    });
    expect(byMsisdn.body.subs.map((row) => row._id)).toContain(sample._id);
    const failed = await post<{ subs: VoucherTransactionRow[] }>('/vouchers/transactions/search', admin, {
      ...wide(),
      searchObj: [{ field: 'status', operator: 'equals', value: 'failed' }],
      sortObj: { field: 'amount', sortBy: 'asc' },
    });
    expect(failed.body.subs.every((row) => row.status === 'FAILED')).toBe(true);
    const amounts = failed.body.subs.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const literal = await post<{ count: number }>('/vouchers/transactions/search', admin, {
      ...wide(),
      searchObj: [{ field: 'productName', operator: 'contains', value: '%' }],
    });
    expect(literal.body.count).toBe(0);
  });

  it('counts a text filter’s rows on every page, past the last page and with no match, as the table does', async () => {
    type Answer = { subs: VoucherTransactionRow[]; count: number };
    const search = (token: string, value: string, page: number) =>
      post<Answer>('/vouchers/transactions/search', token, { ...wide(), page, searchObj: [{ field: 'orderId', operator: 'contains', value }] });
    for (const value of ['1', '2', '0']) {
      const { rows } = await sql<{ n: string }>`select count(*)::text as n from voucher_transactions where position(${value} in payment_order_id) > 0`.execute(
        server.db,
      );
      const expected = Number(rows[0]?.n);
      expect(expected).toBeGreaterThan(10);
      const pages = Math.ceil(expected / 10);
      const first = await search(admin, value, 1);
      const last = await search(admin, value, pages);
      const beyond = await search(admin, value, pages + 3);
      expect([first.body.count, last.body.count, beyond.body.count]).toEqual([expected, expected, expected]);
      expect([first.body.subs.length, last.body.subs.length, beyond.body.subs.length]).toEqual([10, expected - (pages - 1) * 10, 0]);
    }
    // Sorted by a whitelisted field, pages follow each other: no row on two pages, in order.
    const sorted = (page: number) =>
      post<Answer>('/vouchers/transactions/search', admin, {
        ...wide(),
        page,
        searchObj: [{ field: 'orderId', operator: 'contains', value: '1' }],
        sortObj: { field: 'amount', sortBy: 'asc' },
      });
    const [one, two] = [(await sorted(1)).body.subs, (await sorted(2)).body.subs];
    const amounts = [...one, ...two].map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(new Set([...one, ...two].map((row) => row._id)).size).toBe(20);
    const none = await search(admin, 'no such order', 1);
    expect([none.body.count, none.body.subs.length]).toEqual([0, 0]);
    // A merchant's count is its own rows' only.
    const own = await sql<{ n: string }>`
      select count(*)::text as n from voucher_transactions where position('1' in payment_order_id) > 0 and merchant_id = ${merchantIds.Techlets ?? ''}`.execute(
      server.db,
    );
    const merchantAnswer = await search(techlets, '1', 2);
    expect(merchantAnswer.body.count).toBe(Number(own.rows[0]?.n));
  });

  it('refuses a field outside the whitelist and another page size, naming the field', async () => {
    const bad = await post('/vouchers/transactions/search', admin, { ...wide(), searchObj: [{ field: 'email', operator: 'equals', value: 'x' }] });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]?.field).toBe('searchObj.0.field');
    const size = await post('/vouchers/transactions/search', admin, { ...wide(), limit: 50 });
    expect(errorsOf(size.body)[0]?.field).toBe('limit');
    const sort = await post('/vouchers/transactions/search', admin, { ...wide(), sortObj: { field: 'netAmount', sortBy: 'asc' } });
    expect(errorsOf(sort.body)[0]?.field).toBe('sortObj.field');
  });
});

describe('buying a voucher (docs/decisions/0032-vouchers.md)', () => {
  it('prices with the domain function, buys, and records the request and the transaction with its shares', async () => {
    const quote = await quoteOf(merchant);
    const service = await server.db.selectFrom('services').select('config').where('id', '=', quote.serviceId).executeTakeFirstOrThrow();
    const config = service.config.voucherConfig === undefined ? null : voucherConfigDecimals(service.config.voucherConfig);
    if (config === null) throw new Error('no voucher config');
    const expected = priceVoucher({ vendorPrice: decimal('4.99'), exchangeRate: decimal(String(quote.exchangeRate)), config, currency: 'PKR' });
    expect(quote.customerPrice).toBe(toJsonAmount(expected.customerPrice));
    expect(quote.waleeShareValue).toBe(toJsonAmount(expected.platformShare));

    const key = crypto.randomUUID();
    const body = { ...pubg, serviceId: quote.serviceId, amount: quote.customerPrice, user: buyer };
    const bought = await buy(merchant, body, key);
    expect(bought.status).toBe(200);
    expect(bought.body.transaction).toMatchObject({
      status: 'SUCCESS',
      amount: quote.customerPrice,
      carrierShareValue: quote.carrierShareValue,
      merchantShareValue: quote.merchantShareValue,
      waleeShareValue: quote.waleeShareValue,
      merchantName: 'Multiverse',
    });
    expect(bought.body.voucherPin).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);

    // The same key answers the first purchase again and buys nothing more.
    const again = await buy(merchant, body, key);
    expect(again.body).toEqual(bought.body);
    const rows = await server.db.selectFrom('voucher_requests').select('id').where('idempotency_key', '=', key).execute();
    expect(rows).toHaveLength(1);
    const other = await buy(merchant, { ...body, productCode: 'UPN-PUBGM-60' }, key);
    expect(other.status).toBe(422);
    expect(errorsOf(other.body)[0]?.field).toBe('Idempotency-Key');

    // The stored shares stay when the service's configuration changes later.
    await server.db
      .updateTable('services')
      .set({ config: JSON.stringify({ ...service.config, voucherConfig: { ...service.config.voucherConfig, salesRate: { value: '20', type: 'percent' } } }) })
      .where('id', '=', quote.serviceId)
      .execute();
    const found = await post<{ subs: VoucherTransactionRow[] }>('/vouchers/transactions/search', merchant, {
      ...wide(),
      searchObj: [{ field: 'transactionId', operator: 'equals', value: bought.body.transaction.paymentTransactionID }],
    });
    expect(found.body.subs[0]).toEqual(bought.body.transaction);
    const requeued = await quoteOf(merchant);
    expect(requeued.customerPrice).toBeGreaterThan(quote.customerPrice);
  });

  it("splits a seeded sale as a purchase: every seeded transaction's shares are the pricing of its service's configuration at the sale", async () => {
    const rows = await server.db
      .selectFrom('voucher_transactions as vt')
      .innerJoin('voucher_requests as vr', 'vr.id', 'vt.voucher_request_id')
      .select(['vt.amount', 'vt.merchant_share_value', 'vt.walee_share_value', 'vt.carrier_share_value', 'vr.financial_summary'])
      .where('vr.idempotency_key', 'is', null)
      .execute();
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      // The configuration as it was at the sale (a later change of the service never rewrites it).
      const summary = row.financial_summary as { vendorPrice: string; exchangeRate: string; voucherConfig?: VoucherConfig };
      const config = summary.voucherConfig === undefined ? null : voucherConfigDecimals(summary.voucherConfig);
      if (config === null) throw new Error('a voucher service without its configuration');
      const price = priceVoucher({ vendorPrice: decimal(summary.vendorPrice), exchangeRate: decimal(summary.exchangeRate), config, currency: 'PKR' });
      expect({ amount: row.amount, merchant: row.merchant_share_value, walee: row.walee_share_value, carrier: row.carrier_share_value }).toEqual({
        amount: toAmountString(price.customerPrice),
        merchant: toAmountString(price.merchantShare),
        walee: toAmountString(price.platformShare),
        carrier: toAmountString(price.carrierShare),
      });
    }
  });

  it('stores the PIN sealed: no stored row holds it in clear, and a repeat shows it again', async () => {
    const quote = await quoteOf(merchant, { vendor: 'Unipin', voucherId: 'UPN-FF', productCode: 'UPN-FF-100' });
    const key = crypto.randomUUID();
    const body = {
      vendor: 'Unipin' as const,
      voucherId: 'UPN-FF',
      productCode: 'UPN-FF-100',
      serviceId: quote.serviceId,
      amount: quote.customerPrice,
      user: buyer,
    };
    const bought = await buy(merchant, body, key);
    const pin = bought.body.voucherPin;
    expect(pin).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    const digits = (pin ?? '').replaceAll('-', '');
    const request = await server.db.selectFrom('voucher_requests').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    const transactions = await server.db.selectFrom('voucher_transactions').selectAll().where('voucher_request_id', '=', request.id).execute();
    // The answer a repeated key gets is kept sealed (docs/decisions/0021-idempotency.md).
    const remembered = await server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    for (const stored of [JSON.stringify(request), JSON.stringify(transactions), JSON.stringify(remembered)]) {
      expect(stored).not.toContain(pin);
      expect(stored).not.toContain(digits);
    }
    expect(remembered.answer).toMatch(/^enc:v1:/);
    // Sealed for its own key: copied to another key's row it does not open.
    const box = new SecretBox(await resolveTokenSecret(server.db, undefined), 'idempotency-answers');
    expect(() => box.open(remembered.answer ?? '', `idempotency_keys:${remembered.scope}:another-key`)).toThrow();
    expect((await buy(merchant, body, key)).body).toEqual(bought.body);
  });

  it('migration 0025 seals PINs stored in clear before it, and a repeat still answers them', async () => {
    const quote = await quoteOf(merchant, { vendor: 'Unipin', voucherId: 'UPN-FF', productCode: 'UPN-FF-100' });
    const key = crypto.randomUUID();
    const body = {
      vendor: 'Unipin' as const,
      voucherId: 'UPN-FF',
      productCode: 'UPN-FF-100',
      serviceId: quote.serviceId,
      amount: quote.customerPrice,
      user: buyer,
    };
    const bought = await buy(merchant, body, key);
    const pin = bought.body.voucherPin ?? '';
    // As rows were before the PIN was sealed: the answer in clear.
    const legacy = await server.db
      .selectFrom('voucher_requests')
      .select(['id', 'purchase_answer'])
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('voucher_requests')
      .set({ purchase_answer: JSON.stringify({ ...legacy.purchase_answer, voucherPin: pin }) })
      .where('id', '=', legacy.id)
      .execute();
    await voucherPinSealingMigration({ tokenSecret: undefined }).up(server.db);
    const after = await server.db.selectFrom('voucher_requests').select('purchase_answer').where('id', '=', legacy.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(after.purchase_answer)).not.toContain(pin);
    const clear = await server.db
      .selectFrom('voucher_requests')
      .select('id')
      .where(sql<boolean>`purchase_answer ->> 'voucherPin' is not null and purchase_answer ->> 'voucherPin' not like 'enc:v1:%'`)
      .execute();
    expect(clear).toEqual([]);
    expect((await buy(merchant, body, key)).body).toEqual(bought.body);
  });

  it('buys once for one key sent twice at the same time', async () => {
    const quote = await quoteOf(merchant, { vendor: 'Unipin', voucherId: 'UPN-FF', productCode: 'UPN-FF-100' });
    const key = crypto.randomUUID();
    const body = {
      vendor: 'Unipin' as const,
      voucherId: 'UPN-FF',
      productCode: 'UPN-FF-100',
      serviceId: quote.serviceId,
      amount: quote.customerPrice,
      user: buyer,
    };
    const answers = await Promise.all([buy(merchant, body, key), buy(merchant, body, key), buy(merchant, body, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.transaction._id)).size).toBe(1);
  });

  it('refuses a price the buyer was not shown, and a missing key', async () => {
    const quote = await quoteOf(merchant);
    const wrong = await buy(merchant, { ...pubg, serviceId: quote.serviceId, amount: quote.customerPrice + 1, user: buyer });
    expect(wrong.status).toBe(409);
    expect(errorsOf(wrong.body)[0]?.field).toBe('amount');
    const keyless = await post('/vouchers/purchase', merchant, { ...pubg, serviceId: quote.serviceId, amount: quote.customerPrice, user: buyer });
    expect(keyless.status).toBe(400);
    expect(errorsOf(keyless.body)[0]?.field).toBe('Idempotency-Key');
  });

  it('records nothing when the vendor fails, and says why', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('voucher_transactions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const quote = await quoteOf(merchant);
    const body = { ...pubg, serviceId: quote.serviceId, amount: quote.customerPrice };
    const cases: [string, number, string][] = [
      [voucherSandboxTestNumbers.insufficientBalance, 502, 'Insufficient balance with Unipin'],
      [voucherSandboxTestNumbers.timeout, 504, 'Unipin did not answer in time'],
      [voucherSandboxTestNumbers.declined, 502, 'Unipin declined the order'],
    ];
    for (const [msisdn, status, message] of cases) {
      const answer = await buy(merchant, { ...body, user: { ...buyer, userMsisdn: msisdn } });
      expect(answer.status).toBe(status);
      expect(errorsOf(answer.body)[0]).toMatchObject({ code: 'vendor_failed', message });
    }
    const soldOut = await quoteOf(merchant, { vendor: 'Unipin', voucherId: 'UPN-PUBGM', productCode: 'UPN-PUBGM-660' });
    const outOfStock = await buy(merchant, {
      vendor: 'Unipin',
      voucherId: 'UPN-PUBGM',
      productCode: 'UPN-PUBGM-660',
      serviceId: soldOut.serviceId,
      amount: soldOut.customerPrice,
      user: buyer,
    });
    expect(outOfStock.status).toBe(409);
    expect(errorsOf(outOfStock.body)[0]?.message).toBe('This denomination is out of stock at Unipin');
    const inactive = await post('/vouchers/quote', merchant, { vendor: 'Unipin', voucherId: 'UPN-GS', productCode: 'UPN-GS-33' });
    expect(inactive.status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('asks Gamepoint with the player id and refuses an invalid one', async () => {
    const choice = { vendor: 'Gamepoint' as const, voucherId: '102', productCode: '10201' };
    const quote = await quoteOf(techlets, choice);
    const body = { ...choice, serviceId: quote.serviceId, amount: quote.customerPrice, user: buyer };
    const invalid = await buy(techlets, { ...body, fields: { userid: '000000' } });
    expect(invalid.status).toBe(400);
    expect(errorsOf(invalid.body)[0]).toMatchObject({ field: 'fields.userid', message: 'Invalid player ID' });
    const bought = await buy(techlets, { ...body, fields: { userid: '5123456789' } });
    expect(bought.status).toBe(200);
    expect(bought.body.transaction.merchantName).toBe('Techlets');
    expect(bought.body.voucherPin).toBeNull();
  });

  it('lets only a merchant holding Vouchers.purchase buy', async () => {
    expect((await post('/vouchers/quote', viewer, pubg)).status).toBe(403);
    expect((await post('/vouchers/quote', support, pubg)).status).toBe(403);
    const staff = await post('/vouchers/quote', admin, pubg);
    expect(staff.status).toBe(403);
    expect(merchantIds.Multiverse).toBeDefined();
  });
});
