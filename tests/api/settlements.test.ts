import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddSettlementBody, SettlementDto } from '../../src/contract/settlements.contract';
import { previousMonths } from '../../server/src/seed/demo-settlements';
import { businessDayOf } from '../../src/domain/time/business-day';
import { callApi, errorsOf } from './support/api-client';
import { settlementFormOf } from './support/settlement-form';
import { decimal } from '../../src/domain/money/decimal';
import { addMoney, money, subtractMoney, toJsonAmount, type Money } from '../../src/domain/money/money';
import { computeSettlement } from '../../src/domain/settlements/settlement-arithmetic';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: string;
let merchant: string;
let merchantIds: Record<string, string>;
/** The fourth whole month back: it has demo transactions and no demo settlement (demo-settlements.ts settles three). */
let period: { dateFrom: string; dateTo: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'admin12345');
  merchant = await server.signIn('merchant', 'merchant123');
  const rows = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  merchantIds = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  const [month] = previousMonths(businessDayOf(new Date(), 'Asia/Karachi'), 4);
  if (month === undefined) throw new Error('no month');
  period = { dateFrom: month.first, dateTo: month.last };
});
afterAll(async () => {
  await server?.close();
});

interface Revenue {
  totalAmount: number;
  waleeShareValue: number;
  waleeShare: number;
  merchantShareValue: number;
  merchantShare: number;
  settledRevenue: number;
}

async function revenueOf(merchantName: string, dates = period): Promise<Revenue> {
  const answer = await callApi<Revenue[]>(server.baseUrl, '/api/merchants/add/revenue', {
    method: 'POST',
    token: admin,
    body: { ...dates, country: 'Pakistan', merchantName, status: 'Success' },
  });
  expect(answer.status).toBe(200);
  const [first] = answer.body;
  if (first === undefined) throw new Error('no revenue row');
  return first;
}

/** The form as the portal fills it: the lookup's figures and the domain's arithmetic. */
async function formFor(merchantName: string, dates = period): Promise<AddSettlementBody> {
  return settlementFormOf(await revenueOf(merchantName, dates), dates, merchantIds[merchantName] as string);
}

const add = (token: string, body: unknown) => callApi<SettlementDto>(server.baseUrl, '/api/settlements/add', { method: 'POST', token, body });
const list = (token: string) => callApi<SettlementDto[]>(server.baseUrl, '/api/settlements/get', { token });

describe('merchant revenue lookup (POST /merchants/add/revenue)', () => {
  it("answers the period's successful revenue from the roll-up and the configured shares", async () => {
    const revenue = await revenueOf('Multiverse');
    const rows = await server.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('merchant_id', '=', merchantIds.Multiverse as string)
      .where('status', '=', 'Success')
      .where((eb) => eb(eb.fn('business_day', ['transaction_date']), '>=', period.dateFrom))
      .where((eb) => eb(eb.fn('business_day', ['transaction_date']), '<=', period.dateTo))
      .execute();
    expect(revenue.totalAmount).toBe(Number(rows[0]?.total));
    expect(revenue.totalAmount).toBeGreaterThan(0);
    expect(revenue).toMatchObject({ waleeShare: 4, merchantShare: 96 });
    // The shares are what this revenue moves on top of the earlier settlements' (kept-share.ts), whatever
    // the seeded settlements of the day the suite runs on hold.
    expect(revenue.waleeShareValue).toBe(toJsonAmount(shareOnTop(revenue, '4')));
    expect(revenue.merchantShareValue).toBe(toJsonAmount(shareOnTop(revenue, '96')));
  });

  it('names an unknown merchant', async () => {
    const answer = await callApi(server.baseUrl, '/api/merchants/add/revenue', {
      method: 'POST',
      token: admin,
      body: { ...period, country: 'Pakistan', merchantName: 'Nobody', status: 'Success' },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('merchantName');
  });

  it('is not for merchants', async () => {
    const answer = await callApi(server.baseUrl, '/api/merchants/add/revenue', {
      method: 'POST',
      token: merchant,
      body: { ...period, country: 'Pakistan', merchantName: 'Multiverse', status: 'Success' },
    });
    expect(answer.status).toBe(403);
  });
});

function shareOnTop(revenue: { totalAmount: number; settledRevenue: number }, percent: string) {
  const settled = money(revenue.settledRevenue, 'PKR');
  return subtractMoney(shareOf(addMoney(settled, money(revenue.totalAmount, 'PKR')), percent), shareOf(settled, percent));
}

function shareOf(revenue: Money, percent: string) {
  const outcome = computeSettlement({
    totalRevenue: revenue,
    platformSharePercentage: decimal(percent),
    merchantSharePercentage: decimal('0'),
    remittanceChargesPercentage: decimal('0'),
    exchangeRate: decimal('1'),
    settledCurrency: 'USD',
  });
  if (!outcome.ok) throw new Error('refused');
  return outcome.value.platformShare;
}

describe('creating a settlement (POST /settlements/add)', () => {
  it('accepts correct figures, answers the settlement and lists it', async () => {
    const body = await formFor('Multiverse');
    const answer = await add(admin, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      merchantName: 'Multiverse',
      userTypeId: merchantIds.Multiverse,
      status: 'Paid',
      totalRevenue: body.totalRevenue,
      netSettledAmount: body.netSettledAmount,
      exchangeRate: 280.1234,
      remittanceChargesPercentage: 2.5,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
    });
    const listed = await list(admin);
    expect(listed.body.map((row) => row._id)).toContain(answer.body._id);
    const one = await callApi<SettlementDto>(server.baseUrl, `/api/settlements/get/${answer.body._id}`, { token: merchant });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(answer.body);
  });

  it('refuses an overlapping period for the same merchant with 409', async () => {
    const body = await formFor('Multiverse');
    const answer = await add(admin, body);
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.code).toBe('conflict');
  });

  it.each(['waleeShare', 'remittanceCharges', 'netTransferAmount', 'netSettledAmount', 'grossSettledAmount'] as const)(
    'refuses %s off by 0.01 and names it',
    async (field) => {
      const body = await formFor('Techlets');
      const wrong = { ...body, [field]: toJsonAmount(money(body[field] as number, 'PKR')) + 0.01 };
      wrong[field] = Math.round(wrong[field] * 100) / 100;
      const answer = await add(admin, wrong);
      expect(answer.status).toBe(400);
      expect(errorsOf(answer.body)[0]?.field).toBe(field);
    },
  );

  it('refuses a total revenue that differs from the transactions', async () => {
    const body = await formFor('Techlets');
    const answer = await add(admin, { ...body, totalRevenue: body.totalRevenue + 100 });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'totalRevenue' });
  });

  it('refuses percentages that are not the merchant’s configured ones', async () => {
    const body = await formFor('Techlets');
    const answer = await add(admin, { ...body, waleeSharePercentage: 5, merchantSharePercentage: 95 });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('waleeSharePercentage');
  });

  it.each([
    ['channel', 'Please provide channel of transfer'],
    ['exchangeRate', 'Please provide exchange rate'],
    ['settledCurrency', 'Please provide foreign currency (e.g. USD)'],
    ['userTypeId', 'Please select Merchant'],
  ] as const)('refuses a missing %s with the spec message', async (field, message) => {
    const body: Record<string, unknown> = { ...(await formFor('Techlets')) };
    delete body[field];
    const answer = await add(admin, body);
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ field, message });
  });

  it('refuses three decimals in an amount and a period that has not ended', async () => {
    const body = await formFor('Techlets');
    const decimals = await add(admin, { ...body, subTotal: 1.234 });
    expect(decimals.status).toBe(400);
    expect(errorsOf(decimals.body)[0]?.field).toBe('subTotal');
    const today = businessDayOf(new Date(), 'Asia/Karachi');
    const open = await add(admin, { ...body, dateTo: today });
    expect(open.status).toBe(400);
    expect(errorsOf(open.body)[0]?.field).toBe('dateTo');
  });

  it('is refused to a merchant (403), even one whose role had the flag', async () => {
    const body = await formFor('Multiverse');
    const answer = await add(merchant, { ...body, dateFrom: '2001-01-01', dateTo: '2001-01-31' });
    expect(answer.status).toBe(403);
  });
});

describe('reading settlements', () => {
  it('lists only the merchant’s own settlements', async () => {
    const body = await formFor('Hashir');
    const created = await add(admin, body);
    expect(created.status).toBe(200);
    const own = await list(merchant);
    expect(own.status).toBe(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect(new Set(own.body.map((row) => row.merchantName))).toEqual(new Set(['Multiverse']));
    const all = await list(admin);
    expect(new Set(all.body.map((row) => row.merchantName))).toEqual(new Set(['Multiverse', 'Techlets', 'Hashir']));
  });

  it("answers 404 for another merchant's settlement and for an unknown id", async () => {
    const all = await list(admin);
    const others = all.body.find((row) => row.merchantName === 'Hashir');
    expect(others).toBeDefined();
    const answer = await callApi(server.baseUrl, `/api/settlements/get/${others?._id ?? ''}`, { token: merchant });
    expect(answer.status).toBe(404);
    const unknown = await callApi(server.baseUrl, '/api/settlements/get/000000000000000000000000', { token: admin });
    expect(unknown.status).toBe(404);
  });

  it('refuses carrier staff, whose demo role has no Settlements.viewAll', async () => {
    const carrier = await server.signIn('jazz.ops', 'carrier123');
    expect((await list(carrier)).status).toBe(403);
  });
});
