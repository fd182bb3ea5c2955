import type { CheckoutLog, CheckoutRequest, CheckoutSearch } from '../../application/checkout-logs/checkout-logs.port';
import type { CheckoutLogEntryDto, CheckoutRequestEntryDto, CheckoutSearchQuery } from '../../contract/checkout-logs.contract';
import { checkoutLogRowOf } from '../../domain/checkout-logs/checkout-log-row';
import { localCurrency } from '../../domain/money/currencies';
import { moneyOf } from '../http/wire-money';

export const checkoutSearchQueryOf = (search: CheckoutSearch): CheckoutSearchQuery => ({
  dateFrom: search.from,
  dateTo: search.to,
  ...(search.query === '' ? {} : { query: search.query }),
  page: search.page,
  limit: search.pageSize,
});

export const checkoutLogOf = (dto: CheckoutLogEntryDto): CheckoutLog => ({
  id: dto._id,
  provider: dto.provider,
  orderId: dto.orderId,
  serviceId: dto.serviceId,
  createdDate: dto.createdDate,
  row: checkoutLogRowOf(dto.provider, dto.request, dto.response),
  request: dto.request,
  response: dto.response,
});

/** spec 3 §9: amounts are PKR (checkout requests carry no currency of their own). */
export const checkoutRequestOf = (dto: CheckoutRequestEntryDto): CheckoutRequest => ({
  id: dto._id,
  serviceId: dto.serviceId,
  msisdn: dto.msisdn,
  amount: moneyOf(dto.amount, localCurrency),
  product: dto.product,
  orderId: dto.orderId,
  createdDate: dto.createdDate,
});
