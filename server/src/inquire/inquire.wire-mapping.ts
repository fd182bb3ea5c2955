import type { CheckoutLogDto } from '../../../src/contract/inquire.contract';
import type { InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { money } from '../../../src/domain/money/money';
import { wireInstant, wireMoney } from '../http/wire-values';
import type { ProviderExchange } from '../providers/wallet-provider.port';
import type { CheckoutLogRecord, NotifiableOrder } from './inquire.repository';

export function checkoutLogDtoOf(log: CheckoutLogRecord): CheckoutLogDto {
  return {
    _id: log.id,
    provider: log.provider,
    orderId: log.orderId,
    serviceId: log.serviceId,
    request: log.request,
    response: log.response,
    createdAt: wireInstant(log.createdAt),
  };
}

/** The exchange with the provider as the platform admin's provider log shows it. */
export function providerLogDtoOf(exchange: ProviderExchange) {
  return {
    provider: exchange.provider,
    operation: exchange.operation,
    request: exchange.request,
    response: exchange.response,
    startedAt: wireInstant(exchange.startedAt),
    durationMs: exchange.durationMs,
  };
}

/** What the merchant's notification endpoint would have received for this order. */
export function notificationBodyOf(order: NotifiableOrder, provider: InquireProvider): Record<string, unknown> {
  const currency = isCurrencyCode(order.currency) ? order.currency : 'PKR';
  return {
    orderId: order.orderId,
    transactionId: order.transactionId,
    serviceId: order.serviceId,
    provider,
    status: order.status,
    amount: wireMoney(money(order.amount, currency)),
    currency: order.currency,
    msisdn: order.msisdn,
    transactionDate: wireInstant(order.transactionDate),
  };
}
