import type { FastifyInstance } from 'fastify';
import { searchCheckoutLogs, searchCheckoutRequests } from '../../../src/contract/checkout-logs.contract';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { CheckoutLogsRepository, CheckoutSearch } from './checkout-logs.repository';
import { checkoutLogEntryOf, checkoutRequestEntryOf } from './checkout-logs.wire-mapping';

interface SearchQuery {
  dateFrom: string;
  dateTo: string;
  query?: string | undefined;
  page: number;
  limit: number;
}

/**
 * spec 3 §6: Checkout Logs and Checkout Requests are for the operator's own users, so the server
 * refuses everyone else (platform scope); they hold customers' numbers and provider traffic.
 */
export function registerCheckoutLogsRoutes(app: FastifyInstance, kit: RouteKit, deps: { repository: CheckoutLogsRepository; zone: string }): void {
  const { repository, zone } = deps;
  const searchOf = (query: SearchQuery): CheckoutSearch => {
    // docs/spec/decisions.md §5: dates are business days; dateTo is included.
    const range = businessDaysRangeUtc(query.dateFrom, query.dateTo, zone);
    const text = query.query?.trim() ?? '';
    return {
      from: new Date(range.startUtc),
      to: new Date(range.endUtc),
      query: text === '' ? null : text,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    };
  };

  registerCall(app, kit, searchCheckoutLogs, signedIn('platform'), async ({ query }) => {
    const { rows, total } = await repository.searchLogs(searchOf(query));
    return { logs: rows.map(checkoutLogEntryOf), totalCount: total };
  });

  registerCall(app, kit, searchCheckoutRequests, signedIn('platform'), async ({ query }) => {
    const { rows, total } = await repository.searchRequests(searchOf(query));
    return { requests: rows.map(checkoutRequestEntryOf), totalCount: total };
  });
}
