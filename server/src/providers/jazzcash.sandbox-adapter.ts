import { toMinor, money } from '../../../src/domain/money/money';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { DateTime } from 'luxon';
import type { LedgerOrder } from './sandbox-ledger';
import { sandboxInquiry, type ProviderDialect, type SandboxOptions } from './sandbox-inquiry';
import { sandboxRefund, type RefundDialect } from './sandbox-refund';
import type { ProviderAccount, RefundOrder, WalletInquiry, WalletProviderPort, WalletRefund } from './wallet-provider.port';

/**
 * Jazzcash's Status Inquiry API, as its sandbox answers it. pp_ResponseCode: 000 the inquiry
 * succeeded (pp_Status says Completed, Failed or Pending), 210 no such order, 199 operator
 * timeout, 999 system error. Amounts are in paisa, as Jazzcash sends them.
 */
const statusOf = { Success: 'Completed', Failed: 'Failed', Pending: 'Pending' } as const;

/** Jazzcash carries amounts in minor units: 499.00 PKR is "49900". */
function paisaOf(order: LedgerOrder): string {
  const currency = isCurrencyCode(order.currency) ? order.currency : 'PKR';
  return toMinor(money(order.amount, currency)).toString();
}

export function jazzcashDialect(zone: string): ProviderDialect {
  const answer = (orderId: string, code: string, message: string) => ({ pp_ResponseCode: code, pp_ResponseMessage: message, pp_BillReference: orderId });
  return {
    provider: 'jazzcash',
    request: (orderId: string, account: ProviderAccount) => ({
      pp_Version: '1.1',
      pp_MerchantID: account.kind === 'platform' ? 'MC-PGW-MASTER' : `MC${account.merchantId.slice(-6).toUpperCase()}`,
      pp_BillReference: orderId,
      pp_SecureHash: '(calculated, not logged)',
    }),
    found: (order: LedgerOrder) => ({
      ...answer(order.orderId, '000', 'Operation completed successfully.'),
      pp_TxnRefNo: `T${order.transactionId}`,
      pp_Amount: paisaOf(order),
      pp_TxnCurrency: order.currency,
      pp_Status: statusOf[order.status],
      pp_MobileNumber: order.msisdn,
      pp_TxnDateTime: DateTime.fromJSDate(order.transactionDate).setZone(zone).toFormat('yyyyLLddHHmmss'),
      pp_RetreivalReferenceNo: order.transactionId.slice(-10),
      ...(order.status === 'Failed' && order.failureMessage !== null ? { pp_PaymentResponseMessage: order.failureMessage } : {}),
    }),
    notFound: (orderId) => answer(orderId, '210', 'Transaction not found.'),
    timeout: (orderId) => answer(orderId, '199', 'Request timed out at operator end.'),
    error: (orderId) => answer(orderId, '999', 'Internal system error, unable to process request.'),
  };
}

/** 499.00 PKR is "49900" on Jazzcash's wire. */
function refundPaisaOf(order: RefundOrder): string {
  return toMinor(money(order.amount, isCurrencyCode(order.currency) ? order.currency : 'PKR')).toString();
}

/**
 * Jazzcash's Refund API, as its sandbox answers it: pp_ResponseCode 000 refunded (pp_RefundTxnRefNo),
 * 431 declined, 199 operator timeout, 999 system error. Amounts in paisa.
 */
export const jazzcashRefundDialect: RefundDialect = {
  provider: 'jazzcash',
  request: (order: RefundOrder, account: ProviderAccount) => ({
    pp_Version: '1.1',
    pp_MerchantID: account.kind === 'platform' ? 'MC-PGW-MASTER' : `MC${account.merchantId.slice(-6).toUpperCase()}`,
    pp_TxnRefNo: `T${order.transactionNumber}`,
    pp_Amount: refundPaisaOf(order),
    pp_TxnCurrency: order.currency,
    pp_SecureHash: '(calculated, not logged)',
  }),
  refunded: (order, reference) => ({
    pp_ResponseCode: '000',
    pp_ResponseMessage: 'Refund completed successfully.',
    pp_TxnRefNo: `T${order.transactionNumber}`,
    pp_RefundTxnRefNo: reference,
    pp_Amount: refundPaisaOf(order),
    pp_MobileNumber: order.msisdn,
  }),
  declined: (order, reason) => ({ pp_ResponseCode: '431', pp_ResponseMessage: reason, pp_TxnRefNo: `T${order.transactionNumber}` }),
  timeout: (order) => ({ pp_ResponseCode: '199', pp_ResponseMessage: 'Request timed out at operator end.', pp_TxnRefNo: `T${order.transactionNumber}` }),
  error: (order) => ({
    pp_ResponseCode: '999',
    pp_ResponseMessage: 'Internal system error, unable to process request.',
    pp_TxnRefNo: `T${order.transactionNumber}`,
  }),
};

export class JazzcashSandboxAdapter implements WalletProviderPort {
  readonly provider = 'jazzcash' as const;
  private readonly dialect: ProviderDialect;

  constructor(
    private readonly options: SandboxOptions,
    zone: string,
  ) {
    this.dialect = jazzcashDialect(zone);
  }

  inquire(orderId: string, account: ProviderAccount): Promise<WalletInquiry> {
    return sandboxInquiry(this.dialect, this.options, orderId, account);
  }

  refund(order: RefundOrder, account: ProviderAccount): Promise<WalletRefund> {
    return sandboxRefund(jazzcashRefundDialect, this.options, order, account);
  }
}
