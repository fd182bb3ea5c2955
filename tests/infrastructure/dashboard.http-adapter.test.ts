import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { HttpDashboardAdapter } from '../../src/infrastructure/dashboard/dashboard.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const dates = { from: '2026-05-01', to: '2026-05-07' };

describe('HTTP dashboard adapter', () => {
  it('reads the count cards under the portal’s names', async () => {
    const cardsSummary = { subscriptions: 9, services: 5, oneTimePurchase: 120, clients: 3, operators: 2, roles: 4, users: 11 };
    const { callApi, sent } = fakeCallApi({ 'summary.dashboard': { cardsSummary } });
    expect(await new HttpDashboardAdapter(callApi).cards()).toEqual({ carriers: 2, merchants: 3, users: 11, roles: 4, services: 5, oneTimePurchases: 120 });
    expect(sent[0]?.query).toEqual({});
  });

  it('asks for the services share between two business dates and reads exact percentages', async () => {
    const { callApi, sent } = fakeCallApi({ 'summary.filterSubscription': { subscriptionSummary: [{ service: 'Games', count: 7, percentage: 33.33 }] } });
    expect(await new HttpDashboardAdapter(callApi).serviceShare(dates)).toEqual([{ service: 'Games', transactions: 7, sharePercent: decimal('33.33') }]);
    expect(sent[0]?.body).toEqual({ startDate: '2026-05-01', endDate: '2026-05-07' });
  });

  it('reads the revenue share as exact money, in the local currency unless a row names a known one', async () => {
    const { callApi, sent } = fakeCallApi({
      'summary.filterSales': {
        salesSummary: [
          { service: 'Games', count: 7, amount: 1000000.1, currency: 'USD' },
          { service: 'Music', count: 2, amount: 12.5, currency: 'XYZ' },
        ],
      },
    });
    expect(await new HttpDashboardAdapter(callApi).revenueShare(dates)).toEqual({
      services: [
        { service: 'Games', transactions: 7, amount: money('1000000.10', 'USD') },
        { service: 'Music', transactions: 2, amount: money('12.50', 'PKR') },
      ],
    });
    expect(sent[0]?.body).toEqual({ startDate: '2026-05-01', endDate: '2026-05-07' });
  });

  it('reads the gross, refunds and net of each currency as exact money (docs/decisions/0041-refunds-in-the-money-figures.md)', async () => {
    const { callApi } = fakeCallApi({
      'summary.filterSales': {
        salesSummary: [{ service: 'Games', count: 3, amount: 350, currency: 'PKR' }],
        salesTotals: [
          { currency: 'PKR', grossAmount: 350, refundedAmount: 100.1, netAmount: 249.9 },
          { currency: 'USD', grossAmount: 0, refundedAmount: 12.5, netAmount: -12.5 },
        ],
      },
    });
    expect(await new HttpDashboardAdapter(callApi).revenueShare(dates)).toEqual({
      services: [{ service: 'Games', transactions: 3, amount: money('350.00', 'PKR') }],
      totals: [
        { gross: money('350.00', 'PKR'), refunded: money('100.10', 'PKR'), net: money('249.90', 'PKR') },
        { gross: money('0.00', 'USD'), refunded: money('12.50', 'USD'), net: money('-12.50', 'USD') },
      ],
    });
  });

  it('shows the normal error when a revenue amount is not money', async () => {
    const { callApi } = fakeCallApi({ 'summary.filterSales': { salesSummary: [{ service: 'Games', count: 1, amount: 0.001, currency: 'PKR' }] } });
    await expect(new HttpDashboardAdapter(callApi).revenueShare(dates)).rejects.toMatchObject({ name: 'AppError', code: 'unexpected' });
  });

  it('shows the normal error when a refund total is not money', async () => {
    const { callApi } = fakeCallApi({
      'summary.filterSales': { salesSummary: [], salesTotals: [{ currency: 'PKR', grossAmount: 0, refundedAmount: 0.005, netAmount: -0.005 }] },
    });
    await expect(new HttpDashboardAdapter(callApi).revenueShare(dates)).rejects.toMatchObject({ name: 'AppError', code: 'unexpected' });
  });

  it('asks for today’s status counts of a merchant and provider under the wire names', async () => {
    const { callApi, sent } = fakeCallApi({ 'summary.dashboardBilling': { billingStatus: [{ _id: 'Success', count: 4 }] } });
    expect(await new HttpDashboardAdapter(callApi).todayStatusCounts({ merchantId: 'm1', provider: 'jazzcash' })).toEqual([{ status: 'Success', count: 4 }]);
    expect(sent[0]?.query).toEqual({ group: 'status', merchant: 'm1', provider: 'jazzcash' });
  });

  it('asks for today’s failure messages and reads them raw, for the domain to label', async () => {
    const { callApi, sent } = fakeCallApi({ 'summary.dashboardBilling': { billingMessages: [{ _id: 'Insufficient balance', count: 2 }] } });
    expect(await new HttpDashboardAdapter(callApi).todayFailureCounts({})).toEqual([{ message: 'Insufficient balance', count: 2 }]);
    expect(sent[0]?.query).toEqual({ group: 'message', status: 'Failed' });
  });

  it('reads and sets the inquire switch for merchants', async () => {
    const { callApi, sent } = fakeCallApi({
      'inquireConfig.get': { enableInquireForMerchant: true, enableInquireMerchant: false },
      'inquireConfig.edit': (input: { body?: unknown }) => ({
        enableInquireForMerchant: input.body !== undefined && JSON.stringify(input.body) === '{"enable":true}',
        enableInquireMerchant: false,
      }),
    });
    const adapter = new HttpDashboardAdapter(callApi);
    expect(await adapter.inquireForMerchants()).toBe(true);
    expect(await adapter.setInquireForMerchants(false)).toBe(false);
    expect(sent[1]?.body).toEqual({ enable: false });
  });
});
