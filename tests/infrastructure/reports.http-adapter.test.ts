import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/domain/money/decimal';
import { addMoney, equalMoney, money, toMinor, zeroOf } from '../../src/domain/money/money';
import { transactionFilterColumns, type TransactionFilter } from '../../src/domain/transactions/transaction-filter';
import { HttpReportsAdapter } from '../../src/infrastructure/reports/reports.http-adapter';
import { InMemoryReportsAdapter } from '../../src/infrastructure/reports/reports.in-memory-adapter';
import { fakeCallApi } from './support/fake-call-api';

const transactionRow = {
  _id: 't1',
  transactionId: 'EP0000000001',
  orderId: 'MUL-1',
  msisdn: '03001234567',
  country: 'Pakistan',
  operator: 'Jazz',
  productName: 'Top-up',
  serviceName: 'Games',
  transactionDate: '2026-05-01T10:00:00.000Z',
  amount: 1000.1,
  currency: 'PKR',
  merchantShareValue: 960.1,
  waleeShareValue: 40,
  netAmount: 960.1,
  status: 'Success' as const,
  refundedAmount: 250.05,
};

const filter: TransactionFilter = {
  from: '2026-05-01',
  to: '2026-05-07',
  country: 'PK',
  currency: 'PKR',
  filters: [
    { column: 'account', match: 'contains', value: '0300' },
    { column: 'product', match: 'equals', value: 'Top-up' },
    { column: 'orderId', match: 'contains', value: 'MUL' },
  ],
};

describe('HTTP reports adapter', () => {
  it('sends the domain filter and sort under their wire names and reads a row into exact money', async () => {
    const { callApi, sent } = fakeCallApi({ 'reports.transactionReport': { subs: [transactionRow], count: 31 } });
    const page = await new HttpReportsAdapter(callApi).transactionReport({
      ...filter,
      page: 2,
      pageSize: 10,
      sort: { column: 'platformShare', direction: 'asc' },
    });
    expect(sent[0]?.body).toEqual({
      dateFrom: '2026-05-01',
      dateTo: '2026-05-07',
      country: 'PK',
      currency: 'PKR',
      page: 2,
      limit: 10,
      sortObj: { field: 'waleeShareValue', sortBy: 'asc' },
      searchObj: [
        { field: 'msisdn', operator: 'contains', value: '0300' },
        { field: 'productName', operator: 'equals', value: 'Top-up' },
        { field: 'orderId', operator: 'contains', value: 'MUL' },
      ],
    });
    expect(page.total).toBe(31);
    expect(page.rows[0]).toEqual({
      id: 't1',
      transactionId: 'EP0000000001',
      orderId: 'MUL-1',
      account: '03001234567',
      country: 'Pakistan',
      operator: 'Jazz',
      product: 'Top-up',
      serviceName: 'Games',
      transactionDate: '2026-05-01T10:00:00.000Z',
      amount: money('1000.10', 'PKR'),
      merchantShare: money('960.10', 'PKR'),
      platformShare: money('40.00', 'PKR'),
      netAmount: money('960.10', 'PKR'),
      status: 'Success',
      refunded: money('250.05', 'PKR'),
    });
  });

  it('reads an answer of the specification’s API, without refunds, as nothing refunded', async () => {
    const { refundedAmount: _ours, ...specified } = transactionRow;
    const { callApi } = fakeCallApi({ 'reports.transactionReport': { subs: [specified], count: 1 } });
    const page = await new HttpReportsAdapter(callApi).transactionReport({ ...filter, page: 1, pageSize: 10 });
    expect(page.rows[0]?.refunded).toEqual(money('0.00', 'PKR'));
  });

  it('maps every filter column to a field the report accepts', async () => {
    const { callApi, sent } = fakeCallApi({ 'reports.transactionReport': { subs: [], count: 0 } });
    const filters = transactionFilterColumns.map((column) => ({ column, match: 'equals' as const, value: 'x' }));
    await new HttpReportsAdapter(callApi).transactionReport({ ...filter, filters, page: 1, pageSize: 10 });
    expect(sent).toHaveLength(1);
  });

  it('changes a status by id and answers the row as the server has it', async () => {
    const { callApi, sent } = fakeCallApi({ 'reports.billingStatusUpdate': { ...transactionRow, status: 'Failed' } });
    const row = await new HttpReportsAdapter(callApi).changeTransactionStatus('t1', 'Failed');
    expect(sent[0]?.body).toEqual({ id: 't1', status: 'Failed' });
    expect(row).toMatchObject({ id: 't1', account: '03001234567', status: 'Failed', amount: money('1000.10', 'PKR'), refunded: money('250.05', 'PKR') });
  });

  it('reads settlement rows in their settled currency', async () => {
    const wire = {
      _id: 's1',
      transactionId: 'STL-1',
      transactionDate: '2026-05-01T00:00:00.000Z',
      channel: 'Bank Transfer',
      settledCurrency: 'USD',
      grossSettledAmount: 3565.4,
      netSettledAmount: 3346.15,
      totalRevenue: 1000000.1,
      localCurrency: 'PKR',
      country: 'Pakistan',
      merchantName: 'Hashir',
      userTypeId: 'm1',
    };
    const { callApi, sent } = fakeCallApi({ 'reports.settlementReport': { subs: [wire], count: 1 } });
    const page = await new HttpReportsAdapter(callApi).settlementReport(1, 25);
    expect(sent[0]?.body).toEqual({ page: 1, limit: 25 });
    expect(page).toEqual({
      rows: [
        {
          id: 's1',
          transactionId: 'STL-1',
          transactionDate: '2026-05-01T00:00:00.000Z',
          channel: 'Bank Transfer',
          merchantName: 'Hashir',
          amount: money('3565.40', 'USD'),
          netSettled: money('3346.15', 'USD'),
        },
      ],
      total: 1,
    });
  });

  it('reads billing summaries with the merchant id and exact sums', async () => {
    const wire = {
      userTypeId: 'm1',
      merchantName: 'Hashir',
      dateFrom: '2026-05-01',
      dateTo: '2026-05-07',
      serviceName: 'Games',
      country: 'Pakistan',
      currency: 'PKR',
      totalNumberOfTransactions: 3,
      totalAmount: 3000.3,
      waleeShareValue: 120.01,
      merchantShareValue: 2880.29,
      settlementAmount: 2400.29,
      refundedAmount: 500.1,
    };
    const { callApi, sent } = fakeCallApi({ 'reports.billingReport': { subs: [wire], count: 1 } });
    const rows = await new HttpReportsAdapter(callApi).billingReport('2026-05-01', '2026-05-07');
    expect(sent[0]?.body).toEqual({ dateFrom: '2026-05-01', dateTo: '2026-05-07' });
    expect(rows).toEqual([
      {
        merchantId: 'm1',
        merchantName: 'Hashir',
        serviceName: 'Games',
        country: 'Pakistan',
        from: '2026-05-01',
        to: '2026-05-07',
        transactions: 3,
        totalAmount: money('3000.30', 'PKR'),
        platformShare: money('120.01', 'PKR'),
        merchantShare: money('2880.29', 'PKR'),
        refunded: money('500.10', 'PKR'),
        settlementAmount: money('2400.29', 'PKR'),
      },
    ]);
  });

  it('asks for one summary row’s detail by merchant id and reads its rows', async () => {
    const wire = {
      _id: 't1',
      transactionId: 'EP1',
      transactionDate: '2026-05-01T10:00:00.000Z',
      country: 'Pakistan',
      msisdn: '03001234567',
      operator: 'Jazz',
      currency: 'PKR',
      serviceName: 'Games',
      amount: 10.5,
      waleeShareValue: 0.42,
      merchantShareValue: 10.08,
    };
    const { callApi, sent } = fakeCallApi({ 'reports.billingReportDetail': { subs: [wire], count: 1 } });
    const page = await new HttpReportsAdapter(callApi).billingDetail({
      merchantId: 'm1',
      serviceName: 'Games',
      from: '2026-05-01',
      to: '2026-05-07',
      page: 1,
      pageSize: 25,
    });
    expect(sent[0]?.body).toEqual({ userTypeId: 'm1', serviceName: 'Games', dateFrom: '2026-05-01', dateTo: '2026-05-07', page: 1, limit: 25 });
    expect(page.rows).toEqual([
      {
        id: 't1',
        transactionId: 'EP1',
        transactionDate: '2026-05-01T10:00:00.000Z',
        country: 'Pakistan',
        account: '03001234567',
        operator: 'Jazz',
        serviceName: 'Games',
        amount: money('10.50', 'PKR'),
        platformShare: money('0.42', 'PKR'),
        merchantShare: money('10.08', 'PKR'),
      },
    ]);
  });

  it('reads statements with exact percentages', async () => {
    const wire = {
      merchantName: 'Hashir',
      serviceName: 'Games',
      payInPercent: 4.25,
      payOutPercentage: 0,
      netAmount: 864.1,
      totalAmount: 1000.1,
      createdAt: '2026-05-01',
      refundedAmount: 100,
    };
    const { callApi, sent } = fakeCallApi({ 'reports.statementsReport': { subs: [wire], count: 1 } });
    const page = await new HttpReportsAdapter(callApi).statements(1, 10);
    expect(sent[0]?.body).toEqual({ page: 1, limit: 10 });
    expect(page.rows).toEqual([
      {
        merchantName: 'Hashir',
        serviceName: 'Games',
        payInPercent: decimal('4.2500'),
        payOutPercent: decimal('0.0000'),
        refunded: money('100.00', 'PKR'),
        netAmount: money('864.10', 'PKR'),
        totalAmount: money('1000.10', 'PKR'),
        month: '2026-05-01',
      },
    ]);
  });

  it('shows the normal error when the server sends an amount that is not money', async () => {
    const { callApi } = fakeCallApi({ 'reports.transactionReport': { subs: [{ ...transactionRow, amount: 10.005 }], count: 1 } });
    await expect(new HttpReportsAdapter(callApi).transactionReport({ ...filter, page: 1, pageSize: 10 })).rejects.toMatchObject({
      name: 'AppError',
      code: 'unexpected',
    });
  });
});

describe('in-memory reports adapter', () => {
  it('filters by the same domain columns the HTTP adapter maps', async () => {
    const adapter = new InMemoryReportsAdapter({}, new Date('2026-05-10T12:00:00Z'));
    const everything = await adapter.transactionReport({
      from: '2000-01-01',
      to: '2999-12-31',
      country: 'PK',
      currency: 'PKR',
      filters: [],
      page: 1,
      pageSize: 1000,
    });
    const sample = everything.rows[0];
    if (!sample) throw new Error('no demo rows');
    const account = sample.account.slice(2, 6);
    const found = await adapter.transactionReport({
      from: '2000-01-01',
      to: '2999-12-31',
      country: 'PK',
      currency: 'PKR',
      page: 1,
      pageSize: 1000,
      filters: [
        { column: 'account', match: 'contains', value: account },
        { column: 'product', match: 'equals', value: sample.product.toUpperCase() },
      ],
    });
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((row) => row.account.includes(account) && row.product === sample.product)).toBe(true);
    expect(found.total).toBe(everything.rows.filter((row) => row.account.includes(account) && row.product === sample.product).length);
  });

  it('carries its demo refunds into billing: the refunded sum, the settlement below the merchant share', async () => {
    const adapter = new InMemoryReportsAdapter({}, new Date('2026-05-10T12:00:00Z'));
    const payments = (
      await adapter.transactionReport({ from: '2000-01-01', to: '2999-12-31', country: 'PK', currency: 'PKR', filters: [], page: 1, pageSize: 1000 })
    ).rows;
    const summaries = await adapter.billingReport('2000-01-01', '2999-12-31');
    const refundedOf = (service: string) =>
      payments.filter((row) => row.serviceName === service && row.status === 'Success').reduce((sum, row) => addMoney(sum, row.refunded), zeroOf('PKR'));
    const refunded = (summary: (typeof summaries)[number]) => toMinor(summary.refunded) > 0n;
    expect(summaries.some(refunded)).toBe(true);
    for (const summary of summaries) {
      expect(equalMoney(summary.refunded, refundedOf(summary.serviceName))).toBe(true);
      expect(toMinor(summary.settlementAmount) < toMinor(summary.merchantShare)).toBe(refunded(summary));
      expect(toMinor(summary.settlementAmount) <= toMinor(summary.merchantShare)).toBe(true);
    }
  });
});
