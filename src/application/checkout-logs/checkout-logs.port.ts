import type { CheckoutLogRow } from '../../domain/checkout-logs/checkout-log-row';
import type { Money } from '../../domain/money/money';

/** spec 3 §7: checkout logs and requests are searched by dateFrom, dateTo and query, a page at a time. */
export interface CheckoutSearch {
  from: string;
  to: string;
  query: string;
  page: number;
  pageSize: number;
}

/** spec 3 §3 Checkout log, with the grid's columns for its provider (spec 3 §2). */
export interface CheckoutLog {
  id: string;
  provider: string;
  orderId: string | null;
  serviceId: string | null;
  createdDate: string;
  row: CheckoutLogRow;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
}

/** spec 3 §3 Checkout request. */
export interface CheckoutRequest {
  id: string;
  serviceId: string;
  msisdn: string | null;
  amount: Money;
  product: string | null;
  orderId: string;
  createdDate: string;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface CheckoutLogsPort {
  searchLogs(search: CheckoutSearch): Promise<Page<CheckoutLog>>;
  searchRequests(search: CheckoutSearch): Promise<Page<CheckoutRequest>>;
}
