import { describe, expect, it } from 'vitest';
import type { TokenRejection } from '../../src/application/session/session-events.port';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { computeSettlement } from '../../src/domain/settlements/settlement-arithmetic';
import { portalConfigFrom } from '../../src/infrastructure/config/portal-config';
import { createHttpTransport } from '../../src/infrastructure/http/http-transport';
import { RequestTracker } from '../../src/infrastructure/http/request-tracker';
import { HttpSettlementsAdapter } from '../../src/infrastructure/settlements/settlements.http-adapter';
import { TokenRejections } from '../../src/infrastructure/http/token-rejections';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { fakeCallApi } from './support/fake-call-api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function adapterAnswering(answer: (url: string, init: RequestInit) => Response) {
  const sent: Array<{ url: string; body: unknown }> = [];
  const rejections: TokenRejection[] = [];
  const tokenRejections = new TokenRejections();
  tokenRejections.onTokenRejected((rejection) => rejections.push(rejection));
  const callApi = createHttpTransport({
    config: portalConfigFrom({ VITE_API_BASE: 'https://api.example/api' }),
    sessionStore: new MemorySessionStore('the-token'),
    fetch: async (input, init = {}) => {
      sent.push({ url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(String(input), init);
    },
    tracker: new RequestTracker(),
    tokenRejections,
    reportProblem: () => {},
  });
  return { adapter: new HttpSettlementsAdapter(callApi), sent, rejections };
}

const wire = {
  _id: 's1',
  transactionId: 'STL-202607-HAS',
  transactionDate: '2026-08-07T07:00:00.000Z',
  channel: 'Bank Transfer',
  settledCurrency: 'USD',
  grossSettledAmount: 3565.4,
  netSettledAmount: 3346.15,
  totalRevenue: 1000000.1,
  country: 'Pakistan',
  exchangeRate: 280.4567,
  remittanceCharges: 19200,
  remittanceChargesPercentage: 2,
  merchantName: 'Hashir',
  waleeShare: 40000,
  waleeSharePercentage: 4,
  merchantShare: 960000.1,
  merchantSharePercentage: 96,
  subTotal: 960000.1,
  netTransferAmount: 940800.1,
  localCurrency: 'PKR',
  userTypeId: 'm1',
  dateFrom: '2026-07-01',
  dateTo: '2026-07-31',
  status: 'Paid',
};

describe('HTTP settlements adapter', () => {
  it('reads wire numbers into exact money and decimals', async () => {
    const { adapter } = adapterAnswering(() => json(200, wire));
    const settlement = await adapter.settlement('s1');
    expect(settlement.totalRevenue).toEqual(money('1000000.10', 'PKR'));
    expect(settlement.netSettledAmount).toEqual(money('3346.15', 'USD'));
    expect(settlement.exchangeRate).toEqual(decimal('280.4567'));
    expect(settlement.merchantId).toBe('m1');
  });

  it('leaves a Token-Expired settlement fetch to the screen (spec 1 §4) instead of ending the session', async () => {
    const { adapter, rejections } = adapterAnswering(() => json(401, { status: 'Token-Expired', message: 'Token expired' }));
    await expect(adapter.settlement('s1')).rejects.toMatchObject({ code: 'token_expired', message: 'Token expired' });
    await expect(adapter.settlements()).rejects.toMatchObject({ code: 'token_expired' });
    expect(rejections).toEqual([]);
  });

  it('still ends the session when another settlement call meets a dead token', async () => {
    const { adapter, rejections } = adapterAnswering(() => json(401, { status: 'Invalid-Token', message: 'Invalid token' }));
    await expect(adapter.merchantRevenue({ dateFrom: '2026-07-01', dateTo: '2026-07-31', country: 'Pakistan', merchantName: 'Hashir' })).rejects.toMatchObject({
      code: 'invalid_token',
    });
    expect(rejections).toHaveLength(1);
  });

  it('sends the wire names with amounts as numbers', async () => {
    const { adapter, sent } = adapterAnswering(() => json(200, wire));
    const terms = {
      totalRevenue: money('1000000.10', 'PKR'),
      platformSharePercentage: decimal('4'),
      merchantSharePercentage: decimal('96'),
      remittanceChargesPercentage: decimal('2'),
      exchangeRate: decimal('280.4567'),
      settledCurrency: 'USD' as const,
    };
    const figures = computeSettlement(terms);
    if (!figures.ok) throw new Error('refused');
    await adapter.createSettlement({
      dateFrom: '2026-07-01',
      dateTo: '2026-07-31',
      country: 'Pakistan',
      merchantId: 'm1',
      channel: 'Bank Transfer',
      localCurrency: 'PKR',
      terms,
      figures: figures.value,
    });
    expect(sent[0]?.url).toBe('https://api.example/api/settlements/add');
    expect(sent[0]?.body).toMatchObject({
      userTypeId: 'm1',
      totalRevenue: 1000000.1,
      waleeSharePercentage: 4,
      exchangeRate: 280.4567,
      waleeShare: 40000,
      subTotal: 960000.1,
    });
  });
});

describe('HTTP settlements adapter failures', () => {
  it('names the form’s field where the server named the wire’s', async () => {
    const { adapter } = adapterAnswering(() =>
      json(400, { errors: [{ code: 'validation_failed', message: 'waleeSharePercentage should be 4.00', field: 'waleeSharePercentage' }] }),
    );
    const terms = {
      totalRevenue: money('1000000.10', 'PKR'),
      platformSharePercentage: decimal('5'),
      merchantSharePercentage: decimal('95'),
      remittanceChargesPercentage: decimal('2'),
      exchangeRate: decimal('280.4567'),
      settledCurrency: 'USD' as const,
    };
    const figures = computeSettlement(terms);
    if (!figures.ok) throw new Error('refused');
    const settlement = {
      dateFrom: '2026-07-01',
      dateTo: '2026-07-31',
      country: 'Pakistan',
      merchantId: 'm1',
      channel: 'Bank Transfer',
      localCurrency: 'PKR' as const,
      terms,
      figures: figures.value,
    };
    await expect(adapter.createSettlement(settlement)).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'waleeSharePercentage should be 4.00',
      field: 'platformSharePercentage',
    });
  });
});

describe('HTTP settlements adapter requests', () => {
  it('lists and fetches settlements leaving a dead token to the screen, by id', async () => {
    const { callApi, sent } = fakeCallApi({ 'settlements.list': [wire], 'settlements.get': wire });
    const adapter = new HttpSettlementsAdapter(callApi);
    const [listed] = await adapter.settlements();
    await adapter.settlement('s1');
    expect(listed).toMatchObject({ id: 's1', merchantId: 'm1', localCurrency: 'PKR', settledCurrency: 'USD', grossSettledAmount: money('3565.40', 'USD') });
    expect(sent.map((call) => call.input.tokenRejection)).toEqual(['caller', 'caller']);
    expect(sent[1]?.params).toEqual({ id: 's1' });
  });

  it('asks for a merchant’s successful revenue and reads exact amounts and percentages', async () => {
    const { callApi, sent } = fakeCallApi({
      'merchants.revenue': [{ totalAmount: 1000000.1, waleeShareValue: 40000, waleeShare: 4, merchantShareValue: 960000.1, merchantShare: 96 }],
    });
    const revenue = await new HttpSettlementsAdapter(callApi).merchantRevenue({
      dateFrom: '2026-07-01',
      dateTo: '2026-07-31',
      country: 'Pakistan',
      merchantName: 'Hashir',
    });
    expect(sent[0]?.body).toEqual({ dateFrom: '2026-07-01', dateTo: '2026-07-31', country: 'Pakistan', merchantName: 'Hashir', status: 'Success' });
    expect(revenue).toEqual({
      totalRevenue: money('1000000.10', 'PKR'),
      platformShare: money('40000.00', 'PKR'),
      platformSharePercentage: decimal('4.0000'),
      merchantShare: money('960000.10', 'PKR'),
      merchantSharePercentage: decimal('96.0000'),
    });
  });

  it('answers no revenue when the merchant has none', async () => {
    const { callApi } = fakeCallApi({ 'merchants.revenue': [] });
    expect(
      await new HttpSettlementsAdapter(callApi).merchantRevenue({ dateFrom: '2026-07-01', dateTo: '2026-07-31', country: 'Pakistan', merchantName: 'Hashir' }),
    ).toBeNull();
  });

  it('sends a new settlement the add call accepts', async () => {
    const { callApi, sent } = fakeCallApi({ 'settlements.add': wire });
    const terms = {
      totalRevenue: money('1000000.10', 'PKR'),
      platformSharePercentage: decimal('4'),
      merchantSharePercentage: decimal('96'),
      remittanceChargesPercentage: decimal('2'),
      exchangeRate: decimal('280.4567'),
      settledCurrency: 'USD' as const,
    };
    const figures = computeSettlement(terms);
    if (!figures.ok) throw new Error('refused');
    const created = await new HttpSettlementsAdapter(callApi).createSettlement({
      dateFrom: '2026-07-01',
      dateTo: '2026-07-31',
      country: 'Pakistan',
      merchantId: 'm1',
      channel: 'Bank Transfer',
      localCurrency: 'PKR',
      terms,
      figures: figures.value,
    });
    expect(sent[0]?.body).toMatchObject({ userTypeId: 'm1', localCurrency: 'PKR', settledCurrency: 'USD', remittanceChargesPercentage: 2 });
    expect(created.exchangeRate).toEqual(decimal('280.4567'));
  });

  it('shows the normal error when the server sends a rate it cannot hold exactly', async () => {
    const { callApi } = fakeCallApi({ 'settlements.get': { ...wire, exchangeRate: 280.45671 } });
    await expect(new HttpSettlementsAdapter(callApi).settlement('s1')).rejects.toMatchObject({ name: 'AppError', code: 'unexpected' });
  });
});
