import { describe, expect, it } from 'vitest';
import { vouchersUseCases } from '../../src/application/vouchers/vouchers.use-case';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { HttpVouchersAdapter } from '../../src/infrastructure/vouchers/vouchers.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const unipinVoucher = {
  voucher_name: 'PUBG Mobile UC',
  voucher_code: 'UPN-PUBGM',
  icon_url: 'https://icons.example/pubg.png',
  status: 1,
  denominations: [
    { denomination_code: 'UPN-PUBGM-60', denomination_name: '60 UC', denomination_currency: 'USD', denomination_amount: 0.99 },
    { denomination_code: 'UPN-PUBGM-325', denomination_name: '325 UC', denomination_currency: 'USD', denomination_amount: 4.99 },
  ],
};
const gamepointDetail = {
  id: 101,
  name: 'Genshin Impact',
  fields: [{ name: 'userid', desc: 'Player ID', type: 'text' }],
  servers: [{ name: 'Asia', value: 'os_asia' }],
  packages: [{ id: 10101, name: '60 Genesis Crystals', price: 0.99, originalprice: 1.05 }],
};
const transactionRow = {
  _id: 'vt1',
  paymentTransactionID: 'VT1',
  paymentOrderID: 'VO-1',
  source: 'Unipin',
  users: [{ userName: 'ali', userMsisdn: '03001234567', email: 'ali@mail.example' }],
  productName: 'PUBG Mobile UC 325 UC',
  productCode: 'UPN-PUBGM-325',
  merchantName: 'Multiverse',
  serviceName: 'multiverse-vouchers',
  createdAt: '2026-11-20T10:00:00.000Z',
  amount: 1536.95,
  currency: 'PKR',
  status: 'SUCCESS',
  carrierShareValue: 23.05,
  merchantShareValue: 3.03,
  waleeShareValue: 12.12,
};
const quote = {
  vendor: 'Unipin',
  voucherId: 'UPN-PUBGM',
  productCode: 'UPN-PUBGM-325',
  productName: 'PUBG Mobile UC 325 UC',
  serviceId: 's1',
  serviceName: 'multiverse-vouchers',
  vendorPrice: 4.99,
  vendorCurrency: 'USD',
  exchangeRate: 280,
  currency: 'PKR',
  customerPrice: 1536.92,
  carrierShareValue: 23.05,
  merchantShareValue: 3.03,
  waleeShareValue: 12.12,
};

describe('HTTP vouchers adapter (spec 3 §7 Vouchers)', () => {
  it("reads each vendor's own shape into listings and details, with Unipin's stock", async () => {
    const { callApi, sent } = fakeCallApi({
      'vouchers.byVendor': (input: { query?: { vendor?: string } }) =>
        input.query?.vendor === 'Unipin' ? { vendor: 'Unipin', data: [unipinVoucher] } : { vendor: 'Gamepoint', data: [{ id: 101, name: 'Genshin Impact' }] },
      'vouchers.details': (input: { query?: { vendor?: string } }) =>
        input.query?.vendor === 'Unipin' ? { vendor: 'Unipin', data: unipinVoucher } : { vendor: 'Gamepoint', data: gamepointDetail },
      'vouchers.stocks': { data: { 'UPN-PUBGM-60': 12 } },
    });
    const adapter = new HttpVouchersAdapter(callApi);
    expect(await adapter.vouchers('Unipin')).toEqual([
      { vendor: 'Unipin', id: 'UPN-PUBGM', name: 'PUBG Mobile UC', iconUrl: 'https://icons.example/pubg.png', active: true, productCount: 2 },
    ]);
    expect((await adapter.vouchers('Gamepoint'))[0]).toMatchObject({ id: '101', active: null });
    const unipin = await adapter.details('Unipin', 'UPN-PUBGM');
    if (!unipin.found) throw new Error('expected details');
    expect(unipin.details.products.map((p) => [p.code, p.stock])).toEqual([
      ['UPN-PUBGM-60', 12],
      ['UPN-PUBGM-325', 'NA'],
    ]);
    expect(unipin.details.products[1]?.price).toEqual(money('4.99', 'USD'));
    const gamepoint = await adapter.details('Gamepoint', '101');
    if (!gamepoint.found) throw new Error('expected details');
    expect(gamepoint.details.fields).toEqual([{ name: 'userid', label: 'Player ID', type: 'text' }]);
    expect(gamepoint.details.products[0]?.originalPrice).toEqual(money('1.05', 'USD'));
    expect(sent.filter((call) => call.id === 'vouchers.stocks')).toHaveLength(1);
  });

  it('answers Gamepoint without data as not found with the server message', async () => {
    const { callApi } = fakeCallApi({ 'vouchers.details': { vendor: 'Gamepoint', data: null, message: 'Try later' } });
    expect(await new HttpVouchersAdapter(callApi).details('Gamepoint', '104')).toEqual({ found: false, message: 'Try later' });
  });

  it('sends the search with the report whitelist fields and the voucher sort, reading subs and count', async () => {
    const { callApi, sent } = fakeCallApi({ 'vouchers.searchTransactions': { subs: [transactionRow], count: 31 } });
    const page = await new HttpVouchersAdapter(callApi).transactions({
      from: '2026-11-01',
      to: '2026-11-20',
      page: 2,
      filters: [
        { column: 'account', match: 'contains', value: '0300' },
        { column: 'product', match: 'equals', value: 'pubg' },
      ],
      sort: { column: 'platformShare', direction: 'asc' },
    });
    expect(sent[0]?.body).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
      page: 2,
      limit: 10,
      searchObj: [
        { field: 'msisdn', operator: 'contains', value: '0300' },
        { field: 'productName', operator: 'equals', value: 'pubg' },
      ],
      sortObj: { field: 'waleeShareValue', sortBy: 'asc' },
    });
    expect(page.total).toBe(31);
    expect(page.rows[0]).toMatchObject({
      transactionId: 'VT1',
      account: '03001234567',
      platformShare: money('12.12', 'PKR'),
      carrierShare: money('23.05', 'PKR'),
    });
  });

  it('reads requests, balances and rates exactly', async () => {
    const { callApi, sent } = fakeCallApi({
      'vouchers.requests': {
        voucherRequests: [
          {
            _id: 'r1',
            source: 'Unipin',
            merchantName: 'Multiverse',
            serviceName: 'multiverse-vouchers',
            productName: 'PUBG',
            productCode: 'UPN-PUBGM-60',
            amount: 280,
            currency: 'PKR',
            status: 'SUCCESS',
            responsePayload: { reference_no: 'UP1' },
            financialSummary: { salesRate: 10 },
            createdDate: '2026-11-20T10:00:00.000Z',
          },
        ],
        totalCount: 40,
      },
      'vouchers.merchantBalance': { data: [{ _id: 'm1', merchantName: 'Multiverse', availableBalance: 125000.5, currency: 'PKR' }] },
      'vouchers.rates': { current: { _id: 'x', rate: 280.1234, currency: 'USD', createdBy: 'Admin', createdDate: '2026-11-20T10:00:00.000Z' }, history: [] },
      'vouchers.addRate': { _id: 'y', rate: 281.5, currency: 'USD', createdBy: 'Admin', createdDate: '2026-11-21T10:00:00.000Z' },
    });
    const adapter = new HttpVouchersAdapter(callApi);
    const requests = await adapter.requests(2, 50);
    expect(sent[0]?.body).toEqual({ page: 2, limit: 50 });
    expect(requests.rows[0]).toMatchObject({ referenceNo: 'UP1', salesRate: decimal('10.0000'), amount: money('280', 'PKR') });
    expect((await adapter.merchantBalances())[0]?.availableBalance).toEqual(money('125000.50', 'PKR'));
    expect((await adapter.rates()).current?.rate).toEqual(decimal('280.1234'));
    await adapter.addRate(decimal('281.5000'));
    expect(sent.at(-1)?.body).toEqual({ rate: decimal('281.5000'), currency: 'USD' });
    expect(sent.at(-1)?.json).toBe('{"rate":281.5,"currency":"USD"}');
  });

  it('quotes, then buys with the quoted price and the Idempotency-Key header', async () => {
    const { callApi, sent } = fakeCallApi({
      'vouchers.quote': quote,
      'vouchers.purchase': { transaction: transactionRow, referenceNo: 'UP123', voucherPin: '1111-2222-3333-4444' },
    });
    const adapter = new HttpVouchersAdapter(callApi);
    const priced = await adapter.quote({ vendor: 'Unipin', voucherId: 'UPN-PUBGM', productCode: 'UPN-PUBGM-325' });
    expect(priced.customerPrice).toEqual(money('1536.92', 'PKR'));
    const buyer = { userName: 'Ali', userMsisdn: '03001234567', email: 'ali@mail.example' };
    const result = await adapter.purchase({ quote: priced, buyer, fields: {} }, 'key-1');
    expect(sent[1]?.body).toEqual({ vendor: 'Unipin', voucherId: 'UPN-PUBGM', productCode: 'UPN-PUBGM-325', serviceId: 's1', amount: 1536.92, user: buyer });
    expect(sent[1]?.input.headers).toEqual({ 'idempotency-key': 'key-1' });
    expect(result).toMatchObject({ referenceNo: 'UP123', voucherPin: '1111-2222-3333-4444' });
  });

  it('refuses any other vendor with the spec message before any call', () => {
    const { callApi } = fakeCallApi({});
    const useCases = vouchersUseCases({ vouchers: new HttpVouchersAdapter(callApi) });
    expect(() => useCases.vendorOf('Steam')).toThrow('Only Unipin and Gamepoint vouchers are available at the moment');
    expect(useCases.vendorOf('Gamepoint')).toBe('Gamepoint');
  });
});
