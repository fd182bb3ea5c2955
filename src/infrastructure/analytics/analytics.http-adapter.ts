import { inject, injectable } from 'inversify';
import type { AnalyticsPort, CollectionFilter, CollectionOverview, PayoutFilter, PayoutOverview } from '../../application/analytics/analytics.port';
import { getCollectionSummary, getDisbursementSummary } from '../../contract/analytics.contract';
import { wireRangeOf } from '../../domain/analytics/analytics-range';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { collectionOverviewOf, payoutOverviewOf } from './analytics.wire-mapping';

/** The analytics dashboards over the old API's summary calls (spec 3 §7 Analytics); wire names end in the wire mapping. */
@injectable()
export class HttpAnalyticsAdapter implements AnalyticsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async collection(filter: CollectionFilter): Promise<CollectionOverview> {
    const body = {
      ...wireRangeOf(filter.dates),
      ...(filter.paymentMethod === undefined ? {} : { paymentMethod: filter.paymentMethod }),
      ...(filter.merchantId === undefined ? {} : { merchant: filter.merchantId }),
    };
    const { data, refunds } = await this.callApi(getCollectionSummary, { body });
    return collectionOverviewOf(data, refunds);
  }

  async payouts(filter: PayoutFilter): Promise<PayoutOverview> {
    const body = {
      ...wireRangeOf(filter.dates),
      ...(filter.vendor === undefined ? {} : { vendor: filter.vendor }),
      ...(filter.merchantId === undefined ? {} : { merchant: filter.merchantId }),
    };
    const { data } = await this.callApi(getDisbursementSummary, { body });
    return payoutOverviewOf(data[0]);
  }
}
