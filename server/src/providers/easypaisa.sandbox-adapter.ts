import { formatInstant } from '../../../src/domain/time/date-formats';
import type { LedgerOrder } from './sandbox-ledger';
import { sandboxInquiry, type ProviderDialect, type SandboxOptions } from './sandbox-inquiry';
import { sandboxRefund, type RefundDialect } from './sandbox-refund';
import type { ProviderAccount, RefundOrder, WalletInquiry, WalletProviderPort, WalletRefund } from './wallet-provider.port';

/**
 * Easypaisa's Inquire Transaction API, as its sandbox answers it. responseCode: 0000 the inquiry
 * succeeded (transactionStatus says PAID, FAILED or PENDING), 0013 no such order, 0017 operator
 * timeout, 0001 system error.
 */
const transactionStatusOf = { Success: 'PAID', Failed: 'FAILED', Pending: 'PENDING' } as const;

export function easypaisaDialect(zone: string): ProviderDialect {
  const answer = (orderId: string, responseCode: string, responseDesc: string) => ({ responseCode, responseDesc, orderId });
  return {
    provider: 'easypaisa',
    request: (orderId: string, account: ProviderAccount, storeId: string | null) => ({
      orderId,
      storeId: storeId ?? (account.kind === 'platform' ? 'PGW-AGGREGATOR' : '000000'),
      accountNum: account.kind === 'platform' ? 'PGW-MASTER' : `MERCHANT-${account.merchantId.slice(-6)}`,
    }),
    found: (order: LedgerOrder) => ({
      ...answer(order.orderId, '0000', 'SUCCESS'),
      storeId: order.storeId ?? '000000',
      transactionId: order.transactionId,
      transactionStatus: transactionStatusOf[order.status],
      transactionAmount: order.amount,
      transactionDateTime: formatInstant(order.transactionDate, 'numericDateTime', zone),
      msisdn: order.msisdn,
      paymentMode: 'MA',
      ...(order.status === 'Failed' && order.failureMessage !== null ? { errorReason: order.failureMessage } : {}),
    }),
    notFound: (orderId) => answer(orderId, '0013', 'Transaction not found against the given order id'),
    timeout: (orderId) => answer(orderId, '0017', 'Request timed out at operator end'),
    error: (orderId) => answer(orderId, '0001', 'Internal system error, unable to process request'),
  };
}

/**
 * Easypaisa's Refund API, as its sandbox answers it: responseCode 0000 refunded (refundTransactionId),
 * 0014 declined, 0017 operator timeout, 0001 system error.
 */
export const easypaisaRefundDialect: RefundDialect = {
  provider: 'easypaisa',
  request: (order: RefundOrder, account: ProviderAccount) => ({
    orderId: order.orderId,
    transactionId: order.transactionNumber,
    refundAmount: order.amount,
    accountNum: account.kind === 'platform' ? 'PGW-MASTER' : `MERCHANT-${account.merchantId.slice(-6)}`,
  }),
  refunded: (order, reference) => ({
    responseCode: '0000',
    responseDesc: 'SUCCESS',
    orderId: order.orderId,
    refundTransactionId: reference,
    refundAmount: order.amount,
  }),
  declined: (order, reason) => ({ responseCode: '0014', responseDesc: reason, orderId: order.orderId }),
  timeout: (order) => ({ responseCode: '0017', responseDesc: 'Request timed out at operator end', orderId: order.orderId }),
  error: (order) => ({ responseCode: '0001', responseDesc: 'Internal system error, unable to process request', orderId: order.orderId }),
};

export class EasypaisaSandboxAdapter implements WalletProviderPort {
  readonly provider = 'easypaisa' as const;
  private readonly dialect: ProviderDialect;

  constructor(
    private readonly options: SandboxOptions,
    zone: string,
  ) {
    this.dialect = easypaisaDialect(zone);
  }

  inquire(orderId: string, account: ProviderAccount): Promise<WalletInquiry> {
    return sandboxInquiry(this.dialect, this.options, orderId, account);
  }

  refund(order: RefundOrder, account: ProviderAccount): Promise<WalletRefund> {
    return sandboxRefund(easypaisaRefundDialect, this.options, order, account);
  }
}
