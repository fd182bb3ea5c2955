import type { CheckoutLog, CheckoutLogsPort, CheckoutRequest, CheckoutSearch, Page } from './checkout-logs.port';

export interface CheckoutLogsUseCases {
  logs: (search: CheckoutSearch) => Promise<Page<CheckoutLog>>;
  requests: (search: CheckoutSearch) => Promise<Page<CheckoutRequest>>;
}

export function checkoutLogsUseCases(deps: { checkoutLogs: CheckoutLogsPort }): CheckoutLogsUseCases {
  const { checkoutLogs } = deps;
  const trimmed = (search: CheckoutSearch): CheckoutSearch => ({ ...search, query: search.query.trim() });
  return {
    logs: (search) => checkoutLogs.searchLogs(trimmed(search)),
    requests: (search) => checkoutLogs.searchRequests(trimmed(search)),
  };
}
