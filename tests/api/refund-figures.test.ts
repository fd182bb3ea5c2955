import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundResultDto } from '../../src/contract/callcenter.contract';
import type { SettlementDto } from '../../src/contract/settlements.contract';
import { decimal } from '../../src/domain/money/decimal';
import { keptShare, shareReversed } from '../../src/domain/money/kept-share';
import { addMoney, money, subtractMoney, toAmountString, toJsonAmount, zeroOf } from '../../src/domain/money/money';
import { businessDayOf, dayRangeUtc, shiftBusinessDate } from '../../src/domain/time/business-day';
import { callApi, errorsOf } from './support/api-client';
import { settlementFormOf, type Revenue } from './support/settlement-form';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0041-refunds-in-the-money-figures.md, through HTTP: Hashir is paid on days a year ahead
// (no demo data there), the server's clock walks over them, and the call centre refunds.

const zone = 'Asia/Karachi';
const day1 = shiftBusinessDate(businessDayOf(new Date(), zone), 400);
const day2 = shiftBusinessDate(day1, 2);
/** An instant `hours` after the start of a business day. */
const at = (day: string, hours: number) => new Date(new Date(dayRangeUtc(day, zone).startUtc).getTime() + hours * 3_600_000);

// The real time while the demo data is seeded; the tests then walk the clock to their days.
let current = new Date();
let server: TestServer;
let hashirId: string;
let serviceId: string;
let serviceRowId: string;
let percents: { walee: string; merchant: string };
let paidFirst: string;
let paidSecond: string;

beforeAll(async () => {
  // The payments here are written straight into the books, so no provider holds them: refunds go to the
  // in-process sandbox, which refunds a known transaction (the simulators' refunds: providers-*.test.ts).
  server = await startTestServer({ now: () => current, env: { SIMULATORS: 'false' } });
  const hashir = await server.db.selectFrom('merchants').select('id').where('name', '=', 'Hashir').executeTakeFirstOrThrow();
  hashirId = hashir.id;
  const service = await server.db
    .selectFrom('services')
    .select(['id', 'service_id', 'walee_share', 'merchant_share'])
    .where('merchant_id', '=', hashirId)
    .where('service_name', '=', 'hashir-easypaisa')
    .executeTakeFirstOrThrow();
  serviceId = service.service_id;
  serviceRowId = service.id;
  percents = { walee: service.walee_share, merchant: service.merchant_share };
}, 300_000);
afterAll(async () => {
  await server?.close();
});

/** A Success payment of Hashir's Easypaisa service at that instant, shaped like a seeded one. */
async function pay(amount: string, when: Date): Promise<string> {
  const source = await server.db
    .selectFrom('transactions')
    .selectAll()
    .where('service_id', '=', serviceRowId)
    .where('provider', '=', 'easypaisa')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { created_at: _created, updated_at: _updated, ...columns } = source;
  const number = `EPRF${when.getTime()}${Math.floor(Math.random() * 1000)}`;
  await server.db
    .insertInto('transactions')
    .values({
      ...columns,
      id: `rf${number}`,
      transaction_id: number,
      order_id: `ORD-${number}`,
      transaction_date: when,
      amount,
      merchant_share_value: toAmountString(keptShare(pkr(amount), decimal(percents.merchant))),
      walee_share_value: toAmountString(keptShare(pkr(amount), decimal(percents.walee))),
      net_amount: toAmountString(keptShare(pkr(amount), decimal(percents.merchant))),
      status: 'Success',
      failure_message: null,
      provider_reference: null,
    })
    .execute();
  return number;
}

/** Signs in at the clock's time: a jump of days ends a staff session. */
const admin = () => server.signIn('admin', 'admin12345');

async function refund(transactionNumber: string, amount: number): Promise<void> {
  const answer = await callApi<RefundResultDto>(server.baseUrl, '/hash-service/via-mw/refund', {
    method: 'POST',
    token: await admin(),
    body: { operator: 'easypaisa', transactionNumber, serviceId, amount },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.status).toBe('success');
}

type RevenueAnswer = Revenue & { waleeShareValue: number; merchantShareValue: number; grossAmount: number; refundedAmount: number; settledRevenue: number };

async function revenueOf(dateFrom: string, dateTo: string): Promise<RevenueAnswer> {
  const answer = await callApi<RevenueAnswer[]>(server.baseUrl, '/api/merchants/add/revenue', {
    method: 'POST',
    token: await admin(),
    body: { dateFrom, dateTo, country: 'Pakistan', merchantName: 'Hashir', status: 'Success' },
  });
  expect(answer.status).toBe(200);
  const [first] = answer.body;
  if (first === undefined) throw new Error('no revenue row');
  return first;
}

async function settle(dateFrom: string, dateTo: string): Promise<SettlementDto> {
  const body = settlementFormOf(await revenueOf(dateFrom, dateTo), { dateFrom, dateTo }, hashirId);
  const answer = await callApi<SettlementDto>(server.baseUrl, '/api/settlements/add', { method: 'POST', token: await admin(), body });
  expect(answer.status).toBe(200);
  return answer.body;
}

const pkr = (amount: number | string) => money(amount, 'PKR');

describe('refunds in the settlement figures', () => {
  let first: SettlementDto;
  let paidThird: string;
  let formOfSecond: ReturnType<typeof settlementFormOf>;

  it("lowers Hashir's revenue by exactly the refunded amount, on the refund's own day", async () => {
    current = at(day1, 12);
    paidFirst = await pay('250.00', at(day1, 10));
    paidSecond = await pay('100.00', at(day1, 11));
    const before = await revenueOf(day1, day1);
    expect(before).toMatchObject({ totalAmount: 350, grossAmount: 350, refundedAmount: 0 });

    await refund(paidFirst, 100);
    const after = await revenueOf(day1, day1);
    expect(after).toMatchObject({ totalAmount: 250, grossAmount: 350, refundedAmount: 100 });
    expect(toJsonAmount(subtractMoney(pkr(before.totalAmount), pkr(after.totalAmount)))).toBe(100);
    // The shares are the merchant's share of what was kept, after its earlier settlements.
    const settled = pkr(after.settledRevenue);
    const sharesAfter = (percent: string) =>
      toJsonAmount(subtractMoney(keptShare(pkr(after.settledRevenue + 250), decimal(percent)), keptShare(settled, decimal(percent))));
    expect(after.merchantShareValue).toBe(sharesAfter(percents.merchant));
    expect(after.waleeShareValue).toBe(sharesAfter(percents.walee));
  });

  it('settles the lowered revenue, so the merchant is not paid its share of money given back', async () => {
    current = at(shiftBusinessDate(day1, 1), 9);
    first = await settle(day1, day1);
    expect(first.totalRevenue).toBe(250);
    expect(first.adjustments).toEqual([]);
  });

  it('takes a refund made after its payment was settled into the next settlement as an adjustment, and leaves the past one as it was', async () => {
    current = at(day2, 12);
    paidThird = await pay('300.00', at(day2, 10));
    await refund(paidSecond, 40.5);

    current = at(shiftBusinessDate(day2, 1), 9);
    const period = await revenueOf(shiftBusinessDate(day1, 1), day2);
    expect(period).toMatchObject({ totalAmount: 259.5, grossAmount: 300, refundedAmount: 40.5 });
    formOfSecond = settlementFormOf(period, { dateFrom: shiftBusinessDate(day1, 1), dateTo: day2 }, hashirId);
    const second = await settle(shiftBusinessDate(day1, 1), day2);
    expect(second.totalRevenue).toBe(259.5);
    const reversed = (percent: string) => toJsonAmount(shareReversed(pkr(100), pkr(40.5), decimal(percent)));
    expect(second.adjustments).toEqual([
      {
        transactionNumber: paidSecond,
        paymentDate: day1,
        refundDate: day2,
        refundedAmount: 40.5,
        waleeShare: reversed(percents.walee),
        merchantShare: reversed(percents.merchant),
        currency: 'PKR',
      },
    ]);

    const past = await callApi<SettlementDto>(server.baseUrl, `/api/settlements/get/${first._id}`, { token: await admin() });
    expect(past.status).toBe(200);
    expect(past.body).toEqual(first);

    // Both settlements together pay the share of what the customers kept: 350 − 100 + 300 − 40.50.
    const settledBefore = pkr(period.settledRevenue - 250);
    const total = (percent: string) =>
      toJsonAmount(subtractMoney(keptShare(pkr(period.settledRevenue + 259.5), decimal(percent)), keptShare(settledBefore, decimal(percent))));
    expect(toJsonAmount(pkr(first.merchantShare + second.merchantShare))).toBe(total(percents.merchant));
  });

  it('refuses a period whose refunds outweigh its payments, so they wait for a longer one', async () => {
    const day3 = shiftBusinessDate(day2, 1);
    current = at(day3, 12);
    await refund(paidThird, 50);
    current = at(shiftBusinessDate(day3, 1), 9);
    const lone = await revenueOf(day3, day3);
    expect(lone).toMatchObject({ totalAmount: -50, refundedAmount: 50 });
    const answer = await callApi(server.baseUrl, '/api/settlements/add', {
      method: 'POST',
      token: await admin(),
      body: { ...formOfSecond, dateFrom: day3, dateTo: day3 },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'totalRevenue' });
  });
});

describe('refunds in the reports and dashboards', () => {
  /** The refunds above: 100 on day 1 (of 250), 40.50 on day 2 (of 100), 50 on day 3 (of 300). */
  const refunds = () => [
    { day: day1, amount: pkr(100), reversed: shareReversed(pkr(250), pkr(100), decimal(percents.merchant)) },
    { day: day2, amount: pkr(40.5), reversed: shareReversed(pkr(100), pkr(40.5), decimal(percents.merchant)) },
    { day: shiftBusinessDate(day2, 1), amount: pkr(50), reversed: shareReversed(pkr(300), pkr(50), decimal(percents.merchant)) },
  ];
  const reports = <T>(path: string, body: unknown, token: string) => callApi<T>(server.baseUrl, `/reports-api${path}`, { method: 'POST', token, body });

  it('shows what was refunded of each payment in the transaction report', async () => {
    const answer = await reports<{ subs: { transactionId: string; refundedAmount?: number }[] }>(
      '/transaction-report',
      { dateFrom: day1, dateTo: day1, limit: 100 },
      await admin(),
    );
    expect(answer.status).toBe(200);
    const refunded = Object.fromEntries(answer.body.subs.map((row) => [row.transactionId, row.refundedAmount]));
    expect(refunded).toEqual({ [paidFirst]: 100, [paidSecond]: 40.5 });
  });

  it('carries the refunds of the range on the billing rows, the settlement amount after the shares they reversed', async () => {
    type Billing = { serviceName: string; merchantShareValue: number; settlementAmount: number; refundedAmount?: number };
    const answer = await reports<{ subs: Billing[] }>('/billing-report', { dateFrom: day1, dateTo: day2 }, await admin());
    expect(answer.status).toBe(200);
    const row = answer.body.subs.find((sub) => sub.serviceName === 'hashir-easypaisa');
    const inRange = refunds().filter((refund) => refund.day <= day2);
    const reversed = inRange.reduce((sum, refund) => addMoney(sum, refund.reversed), zeroOf('PKR'));
    expect(row?.refundedAmount).toBe(140.5);
    expect(row?.settlementAmount).toBe(toJsonAmount(subtractMoney(pkr(row?.merchantShareValue ?? 0), reversed)));
  });

  it("gives each statement row its month's refunds and the net after them", async () => {
    type Statement = { serviceName: string; merchantName: string; createdAt: string; refundedAmount?: number };
    const answer = await reports<{ subs: Statement[] }>('/statements-report', { page: 1, limit: 100 }, await admin());
    expect(answer.status).toBe(200);
    const month = `${day1.slice(0, 7)}-01`;
    const row = answer.body.subs.find((sub) => sub.serviceName === 'hashir-easypaisa' && sub.createdAt === month);
    const ofMonth = refunds().filter((refund) => refund.day.startsWith(day1.slice(0, 7)));
    expect(row?.refundedAmount).toBe(toJsonAmount(ofMonth.reduce((sum, refund) => addMoney(sum, refund.amount), zeroOf('PKR'))));
  });

  it('shows gross, refunds and net on the dashboard and the Collection Overview', async () => {
    const token = await admin();
    const sales = await callApi<{ salesTotals?: { currency: string; grossAmount: number; refundedAmount: number; netAmount: number }[] }>(
      server.baseUrl,
      '/api/summary/filter-sales',
      {
        method: 'POST',
        token,
        body: { startDate: day1, endDate: day1 },
      },
    );
    expect(sales.status).toBe(200);
    expect(sales.body.salesTotals).toEqual([{ currency: 'PKR', grossAmount: 350, refundedAmount: 100, netAmount: 250 }]);

    const collection = await callApi<{ refunds?: unknown }>(server.baseUrl, '/api/collection/get-summary', {
      method: 'POST',
      token,
      body: { dateFrom: day1, dateTo: day2 },
    });
    expect(collection.status).toBe(200);
    expect(collection.body.refunds).toEqual({ grossAmount: 650, refundedAmount: 140.5, netAmount: 509.5 });
  });

  it("answers a status change with the payment's refunds, as the report shows it", async () => {
    const token = await admin();
    const [row] = (
      await reports<{ subs: { _id: string }[] }>(
        '/transaction-report',
        { dateFrom: day1, dateTo: day1, limit: 100, searchObj: [{ field: 'transactionId', operator: 'equals', value: paidFirst }] },
        token,
      )
    ).body.subs;
    const change = (status: string) =>
      callApi<{ status: string; refundedAmount?: number }>(server.baseUrl, '/reports-api/billing-status-update', {
        method: 'PUT',
        token,
        body: { id: row?._id, status },
      });
    expect((await change('Failed')).body).toMatchObject({ status: 'Failed', refundedAmount: 100 });
    expect((await change('Success')).body).toMatchObject({ status: 'Success', refundedAmount: 100 });
  });
});

describe('a statement month with refunds and no payments', () => {
  // Months after the days above: a payment in the middle of one, its refund in the next, where the
  // service has no payment.
  const paidDay = `${shiftBusinessDate(`${day1.slice(0, 7)}-01`, 70).slice(0, 7)}-15`;
  const refundDay = `${shiftBusinessDate(paidDay, 25).slice(0, 7)}-10`;
  const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
  type Statement = { serviceName: string; createdAt: string; totalAmount: number; netAmount: number; refundedAmount?: number };

  const statements = async () => {
    const answer = await callApi<{ subs: Statement[]; count: number }>(server.baseUrl, '/reports-api/statements-report', {
      method: 'POST',
      token: await admin(),
      body: { page: 1, limit: 100 },
    });
    expect(answer.status).toBe(200);
    return answer;
  };

  it('gets a row of its own, its net the merchant share the refund reversed, below zero', async () => {
    current = at(paidDay, 12);
    const paid = await pay('500.00', at(paidDay, 10));
    const before = await statements();
    current = at(refundDay, 12);
    await refund(paid, 120);

    const answer = await statements();
    const ofService = answer.body.subs.filter((sub) => sub.serviceName === 'hashir-easypaisa');
    const row = (day: string) => ofService.find((sub) => sub.createdAt === monthOf(day));
    expect(row(paidDay)).toMatchObject({ totalAmount: 500, refundedAmount: 0, netAmount: toJsonAmount(keptShare(pkr(500), decimal(percents.merchant))) });
    expect(row(refundDay)).toMatchObject({
      totalAmount: 0,
      refundedAmount: 120,
      netAmount: toJsonAmount(subtractMoney(zeroOf('PKR'), shareReversed(pkr(500), pkr(120), decimal(percents.merchant)))),
    });
    // Newest month first: the refund's month leads the service's rows.
    expect(ofService[0]?.createdAt).toBe(monthOf(refundDay));
    expect(answer.body.count).toBe(before.body.count + 1);
  });
});
