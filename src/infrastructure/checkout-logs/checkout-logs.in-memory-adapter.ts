import type { CheckoutLog, CheckoutLogsPort, CheckoutRequest, CheckoutSearch, Page } from '../../application/checkout-logs/checkout-logs.port';
import { checkoutLogRowOf } from '../../domain/checkout-logs/checkout-log-row';
import { money } from '../../domain/money/money';
import { businessDayOf } from '../../domain/time/business-day';

/** Demo rows are a few hours old, so the default search (the last 7 days) always finds them. */
const hoursAgo = (hours: number): string => new Date(Date.now() - hours * 3_600_000).toISOString();

function log(
  id: string,
  provider: string,
  orderId: string,
  createdDate: string,
  request: Record<string, unknown>,
  response: Record<string, unknown>,
): CheckoutLog {
  return { id, provider, orderId, serviceId: 'SRV-1001', createdDate, row: checkoutLogRowOf(provider, request, response), request, response };
}

const logs: CheckoutLog[] = [
  log(
    'log-1',
    'jazzcash',
    'ORD-2',
    hoursAgo(2),
    { pp_BillReference: 'ORD-2', pp_SecureHash: '[masked]' },
    {
      pp_TxnRefNo: 'TJC0000000002',
      pp_Amount: '25000',
      pp_MobileNumber: '03011234567',
      pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
    },
  ),
  log(
    'log-2',
    'easypaisa',
    'ORD-1',
    hoursAgo(3),
    { orderId: 'ORD-1', transactionAmount: '499.00', mobileAccountNo: '03001234567' },
    { responseCode: '0000', responseDesc: 'SUCCESS' },
  ),
];

const requests: CheckoutRequest[] = [
  {
    id: 'request-1',
    serviceId: 'SRV-1001',
    msisdn: '03001234567',
    amount: money('499.00', 'PKR'),
    product: 'Gold pack',
    orderId: 'ORD-1',
    createdDate: hoursAgo(3),
  },
];

const matches = (search: CheckoutSearch, ...texts: (string | null)[]) =>
  search.query === '' || texts.some((text) => text?.toLowerCase().includes(search.query.toLowerCase()));
const inRange = (search: CheckoutSearch, instant: string) => businessDayOf(instant) >= search.from && businessDayOf(instant) <= search.to;

function pageOf<Row>(rows: Row[], search: CheckoutSearch): Page<Row> {
  const first = (search.page - 1) * search.pageSize;
  return { rows: rows.slice(first, first + search.pageSize), total: rows.length };
}

/** The whole CheckoutLogsPort in memory; a test replaces any method through `overrides`. */
export class InMemoryCheckoutLogsAdapter implements CheckoutLogsPort {
  constructor(private readonly overrides: Partial<CheckoutLogsPort> = {}) {}

  async searchLogs(search: CheckoutSearch): Promise<Page<CheckoutLog>> {
    if (this.overrides.searchLogs) return this.overrides.searchLogs(search);
    return pageOf(
      logs.filter((row) => inRange(search, row.createdDate) && matches(search, row.orderId, row.serviceId, row.provider)),
      search,
    );
  }

  async searchRequests(search: CheckoutSearch): Promise<Page<CheckoutRequest>> {
    if (this.overrides.searchRequests) return this.overrides.searchRequests(search);
    return pageOf(
      requests.filter((row) => inRange(search, row.createdDate) && matches(search, row.orderId, row.serviceId, row.msisdn)),
      search,
    );
  }
}
