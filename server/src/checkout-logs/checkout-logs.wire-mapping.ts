import type { CheckoutLogEntryDto, CheckoutRequestEntryDto } from '../../../src/contract/checkout-logs.contract';
import { maskedObject } from '../../../src/domain/checkout-logs/secret-masking';
import { wireAmount, wireInstant } from '../http/wire-values';
import type { CheckoutLogRecord, CheckoutRequestRecord } from './checkout-logs.repository';

/** docs/decisions/0034-checkout-logs.md: keys, secrets, passwords, card numbers and CVVs are masked before answering. */
export const checkoutLogEntryOf = (row: CheckoutLogRecord): CheckoutLogEntryDto => ({
  _id: row.id,
  provider: row.provider,
  orderId: row.orderId,
  serviceId: row.serviceId,
  createdDate: wireInstant(row.createdAt),
  request: maskedObject(row.request),
  response: maskedObject(row.response),
});

export const checkoutRequestEntryOf = (row: CheckoutRequestRecord): CheckoutRequestEntryDto => ({
  _id: row.id,
  serviceId: row.serviceId,
  msisdn: row.msisdn,
  amount: wireAmount(row.amount),
  product: row.product,
  orderId: row.orderId,
  createdDate: wireInstant(row.createdAt),
});
