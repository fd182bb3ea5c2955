import { inject, injectable } from 'inversify';
import type { BusinessDates, DashboardCards, DashboardPort, RevenueShare, ServiceShare, TodayBillingFilter } from '../../application/dashboard/dashboard.port';
import {
  editInquireSetting,
  filterSales,
  filterSubscription,
  getDashboardBilling,
  getDashboardSummary,
  getInquireSetting,
} from '../../contract/dashboard.contract';
import { isCurrencyCode, localCurrency } from '../../domain/money/currencies';
import { parseDecimal } from '../../domain/money/decimal';
import { money } from '../../domain/money/money';
import type { StatusCount } from '../../domain/transactions/billing-status-share';
import type { RawFailureCount } from '../../domain/transactions/failure-summary';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';

function percentOf(value: number) {
  const parsed = parseDecimal(value, 2);
  if (!parsed.ok) throw new RangeError(`Not a percentage: ${value}`);
  return parsed.value;
}

const billingQuery = (filter: TodayBillingFilter) => ({
  ...(filter.merchantId === undefined ? {} : { merchant: filter.merchantId }),
  ...(filter.provider === undefined ? {} : { provider: filter.provider }),
});

/** The dashboard over the old API's summary calls (spec 1 §7); wire names end here. */
@injectable()
export class HttpDashboardAdapter implements DashboardPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async cards(): Promise<DashboardCards> {
    const { cardsSummary: c } = await this.callApi(getDashboardSummary, { query: {} });
    return { carriers: c.operators, merchants: c.clients, users: c.users, roles: c.roles, services: c.services, oneTimePurchases: c.oneTimePurchase };
  }

  async serviceShare(dates: BusinessDates): Promise<ServiceShare[]> {
    const { subscriptionSummary } = await this.callApi(filterSubscription, { body: { startDate: dates.from, endDate: dates.to } });
    return subscriptionSummary.map((row) => ({ service: row.service, transactions: row.count, sharePercent: percentOf(row.percentage) }));
  }

  async revenueShare(dates: BusinessDates): Promise<RevenueShare[]> {
    const { salesSummary } = await this.callApi(filterSales, { body: { startDate: dates.from, endDate: dates.to } });
    // decisions.md §3: amounts are PKR unless the row names another known currency.
    return salesSummary.map((row) => ({
      service: row.service,
      transactions: row.count,
      amount: money(row.amount, isCurrencyCode(row.currency) ? row.currency : localCurrency),
    }));
  }

  async todayStatusCounts(filter: TodayBillingFilter): Promise<StatusCount[]> {
    const answer = await this.callApi(getDashboardBilling, { query: { group: 'status', ...billingQuery(filter) } });
    return 'billingStatus' in answer ? answer.billingStatus.map((row) => ({ status: row._id, count: row.count })) : [];
  }

  async todayFailureCounts(filter: TodayBillingFilter): Promise<RawFailureCount[]> {
    const answer = await this.callApi(getDashboardBilling, { query: { group: 'message', status: 'Failed', ...billingQuery(filter) } });
    return 'billingMessages' in answer ? answer.billingMessages.map((row) => ({ message: row._id, count: row.count })) : [];
  }

  async inquireForMerchants(): Promise<boolean> {
    return (await this.callApi(getInquireSetting, { query: {} })).enableInquireForMerchant;
  }

  async setInquireForMerchants(enable: boolean): Promise<boolean> {
    return (await this.callApi(editInquireSetting, { body: { enable } })).enableInquireForMerchant;
  }
}
