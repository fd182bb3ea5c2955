import { describe, expect, it } from 'vitest';
import { money } from '../../src/domain/money/money';
import { HttpAnalyticsAdapter } from '../../src/infrastructure/analytics/analytics.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const dates = { from: '2026-11-17', to: '2026-11-23' };

describe('HTTP analytics adapter', () => {
  it('sends the range as the first and last moment in UTC, with the staff choices under the wire names', async () => {
    const data = {
      summary: [{ waleeShare: 12.3, totalAmount: 1000000.1, totalNumberOfTransactions: 9 }],
      revenueOverTime: [{ date: '2026-11-20', amount: 500, serviceCharges: 20.05 }],
      transactionRate: { successful: 7, failed: 1 },
      transactionOverTime: [{ date: '2026-11-20', successful: 7, failed: 1, pending: 1 }],
      transactionByPaymentMethod: [{ operator: 'jazzcash', Successful: 7, Failed: 1 }],
    };
    const { callApi, sent } = fakeCallApi({ 'collection.summary': { data } });
    const overview = await new HttpAnalyticsAdapter(callApi).collection({ dates, merchantId: 'm1', paymentMethod: 'jazzcash' });
    expect(sent[0]?.body).toEqual({ dateFrom: '2026-11-16T19:00:00.000Z', dateTo: '2026-11-23T18:59:59.999Z', merchant: 'm1', paymentMethod: 'jazzcash' });
    expect(overview).toEqual({
      platformShare: money('12.30', 'PKR'),
      totalAmount: money('1000000.10', 'PKR'),
      transactions: 9,
      revenue: [{ date: '2026-11-20', amount: money('500.00', 'PKR'), serviceCharges: money('20.05', 'PKR') }],
      rate: { successful: 7, failed: 1 },
      transactionsOverTime: [{ date: '2026-11-20', successful: 7, failed: 1, pending: 1 }],
      byPaymentMethod: [{ method: 'jazzcash', successful: 7, failed: 1 }],
    });
  });

  it('reads the collected amount, the refunds of the range and net as exact money (docs/decisions/0041-refunds-in-the-money-figures.md)', async () => {
    const data = {
      summary: [{ waleeShare: 10, totalAmount: 250, totalNumberOfTransactions: 1 }],
      revenueOverTime: [],
      transactionRate: { successful: 1, failed: 0 },
      transactionOverTime: [],
      transactionByPaymentMethod: [],
    };
    const { callApi } = fakeCallApi({ 'collection.summary': { data, refunds: { grossAmount: 250, refundedAmount: 100.05, netAmount: 149.95 } } });
    const overview = await new HttpAnalyticsAdapter(callApi).collection({ dates });
    expect(overview.refunds).toEqual({ gross: money('250.00', 'PKR'), refunded: money('100.05', 'PKR'), net: money('149.95', 'PKR') });
  });

  it('sends no choice a person did not make', async () => {
    const data = { summary: [], revenueOverTime: [], transactionRate: { successful: 0, failed: 0 }, transactionOverTime: [], transactionByPaymentMethod: [] };
    const { callApi, sent } = fakeCallApi({ 'collection.summary': { data } });
    const overview = await new HttpAnalyticsAdapter(callApi).collection({ dates });
    expect(Object.keys(sent[0]?.body as object).sort()).toEqual(['dateFrom', 'dateTo']);
    expect(overview.totalAmount).toEqual(money('0.00', 'PKR'));
  });

  it('reads the payout item, adding the breakdown up per day and payout type', async () => {
    const item = {
      totalsTransactions: {
        totalDepositedAmount: 2800500.5,
        totalBilledAmount: 2700000,
        loanAccounts: { availableBalance: 845300.5, totalTransactions: 12, totalTransactionsAmount: 3120000 },
      },
      paymentBreakdown: [
        { payoutType: 'WALLET', amount: 100.1, createdDate: '2026-11-21' },
        { payoutType: 'BANK', amount: 50, createdDate: '2026-11-21' },
        { payoutType: 'WALLET', amount: 0.2, createdDate: '2026-11-20' },
      ],
      banks: [{ bankName: 'Easypaisa', bankCount: 4 }],
      successful: 3,
      pending: 2,
      rejected: 1,
      createdDate: '2026-11-23T10:00:00.000Z',
    };
    const { callApi, sent } = fakeCallApi({ 'disbursement.summary': { data: [item] } });
    const overview = await new HttpAnalyticsAdapter(callApi).payouts({ dates, vendor: 'Easypaisa' });
    expect(sent[0]?.body).toMatchObject({ vendor: 'Easypaisa' });
    expect(overview).toEqual({
      depositedAmount: money('2800500.50', 'PKR'),
      billedAmount: money('2700000.00', 'PKR'),
      availableBalance: money('845300.50', 'PKR'),
      accountTransactions: 12,
      accountTransactionsAmount: money('3120000.00', 'PKR'),
      payouts: [
        { date: '2026-11-20', wallet: money('0.20', 'PKR'), bank: money('0.00', 'PKR') },
        { date: '2026-11-21', wallet: money('100.10', 'PKR'), bank: money('50.00', 'PKR') },
      ],
      banks: [{ bankName: 'Easypaisa', count: 4 }],
      successful: 3,
      pending: 2,
      rejected: 1,
    });
  });

  it('shows the normal error when an amount is not money', async () => {
    const data = {
      summary: [{ waleeShare: 0.001, totalAmount: 1, totalNumberOfTransactions: 1 }],
      revenueOverTime: [],
      transactionRate: { successful: 0, failed: 0 },
      transactionOverTime: [],
      transactionByPaymentMethod: [],
    };
    const { callApi } = fakeCallApi({ 'collection.summary': { data } });
    await expect(new HttpAnalyticsAdapter(callApi).collection({ dates })).rejects.toMatchObject({ name: 'AppError', code: 'unexpected' });
  });
});
