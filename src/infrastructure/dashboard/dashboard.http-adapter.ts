import { inject, injectable } from 'inversify';
import type {
  BusinessDates,
  DashboardCards,
  DashboardPort,
  RevenueShareFigures,
  ServiceShare,
  TodayBillingFilter,
} from '../../application/dashboard/dashboard.port';
import {
  editInquireSetting,
  filterSales,
  filterSubscription,
  getDashboardBilling,
  getDashboardSummary,
  getInquireSetting,
} from '../../contract/dashboard.contract';
import type { StatusCount } from '../../domain/transactions/billing-status-share';
import type { RawFailureCount } from '../../domain/transactions/failure-summary';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { percentOf } from '../http/wire-money';
import { revenueShareOf, revenueTotalsOf } from './dashboard.wire-mapping';

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
    return subscriptionSummary.map((row) => ({ service: row.service, transactions: row.count, sharePercent: percentOf(row.percentage, 2) }));
  }

  async revenueShare(dates: BusinessDates): Promise<RevenueShareFigures> {
    const { salesSummary, salesTotals } = await this.callApi(filterSales, { body: { startDate: dates.from, endDate: dates.to } });
    const services = salesSummary.map(revenueShareOf);
    return salesTotals === undefined ? { services } : { services, totals: salesTotals.map(revenueTotalsOf) };
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
