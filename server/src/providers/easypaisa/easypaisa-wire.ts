import { formatDecimal } from '../../../../src/domain/money/decimal';
import { isCurrencyCode } from '../../../../src/domain/money/currencies';
import { money, toDecimal } from '../../../../src/domain/money/money';

/**
 * Easypaisa's REST API (easypay-service v4) as docs/providers.md describes it: paths, the JSON body of
 * each request, the `Credentials` header, the response codes. Pure: same inputs, same bytes
 * (tests/api/providers-easypaisa.test.ts).
 */
export const easypaisaPaths = {
  payment: '/easypay-service/rest/v4/initiate-ma-transaction',
  inquiry: '/easypay-service/rest/v4/inquire-transaction',
  refund: '/easypay-service/rest/v4/refund-transaction',
  disbursement: '/easypay-service/rest/v4/initiate-ma-disbursement',
} as const;

export interface EasypaisaCredentials {
  storeId: string;
  username: string;
  password: string;
  /** The merchant's Easypaisa account, which inquiries name; unset, not sent. */
  accountNum?: string;
}

/** The `Credentials` header: base64 of `username:password`. */
export function easypaisaCredentialsHeader(credentials: Pick<EasypaisaCredentials, 'username' | 'password'>): string {
  return Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8').toString('base64');
}

/** transactionAmount is decimal text with two places: "499.00" (from the money type, never a float). */
export function easypaisaAmount(amount: string, currency = 'PKR'): string {
  return formatDecimal(toDecimal(money(amount, isCurrencyCode(currency) ? currency : 'PKR')), 2);
}

export function easypaisaPaymentRequest(
  input: { orderId: string; amount: string; mobileAccountNo: string; emailAddress: string },
  credentials: EasypaisaCredentials,
): Record<string, string> {
  return {
    orderId: input.orderId,
    storeId: credentials.storeId,
    transactionAmount: easypaisaAmount(input.amount),
    transactionType: 'MA',
    mobileAccountNo: input.mobileAccountNo,
    emailAddress: input.emailAddress,
  };
}

export function easypaisaInquiryRequest(orderId: string, credentials: EasypaisaCredentials): Record<string, string> {
  return { orderId, storeId: credentials.storeId, ...(credentials.accountNum === undefined ? {} : { accountNum: credentials.accountNum }) };
}

export function easypaisaRefundRequest(input: { orderId: string; amount: string }, credentials: EasypaisaCredentials): Record<string, string> {
  return { orderId: input.orderId, storeId: credentials.storeId, refundAmount: easypaisaAmount(input.amount) };
}

/**
 * The id Easypaisa gave a refund it made (refundTransactionId), the one its statement lists the refund
 * under (docs/providers.md "Daily statements"); an answer without it, the payment's orderId.
 */
export function easypaisaRefundReference(response: Record<string, unknown>, orderId: string): string {
  return String(response.refundTransactionId ?? orderId);
}

export function easypaisaDisbursementRequest(
  input: { orderId: string; amount: string; walletNumber: string },
  credentials: EasypaisaCredentials,
): Record<string, string> {
  return {
    orderId: input.orderId,
    storeId: credentials.storeId,
    transactionAmount: easypaisaAmount(input.amount),
    receiverMobileAccountNo: input.walletNumber,
  };
}

export type EasypaisaOutcome = 'success' | 'pending' | 'declined' | 'not-found' | 'refused' | 'error';

/**
 * docs/providers.md "Easypaisa: response codes": 0000 success; 0017 the customer did not approve in time
 * (the payment may still be approved: ask again); 0013 no such order; 0001 system error; 0002 a field
 * missing or wrong and 0005 the Credentials refused (the request itself refused); 0014 and any other
 * code declined (0014 the customer or the refund refused, 0015 low balance, 0016 no such account, 0018
 * expired unapproved).
 */
export function easypaisaOutcomeOf(code: string): EasypaisaOutcome {
  if (code === '0000') return 'success';
  if (code === '0017') return 'pending';
  if (code === '0013') return 'not-found';
  if (code === '0001') return 'error';
  if (code === '0002' || code === '0005') return 'refused';
  return 'declined';
}

export const easypaisaCodes = {
  success: '0000',
  error: '0001',
  badField: '0002',
  badCredentials: '0005',
  notFound: '0013',
  declined: '0014',
  lowBalance: '0015',
  noAccount: '0016',
  timeout: '0017',
  /** Ours (docs/providers.md): the payment expired before the customer approved it (inquiry: transactionStatus EXPIRED). */
  expired: '0018',
} as const;

/** An inquiry's transactionStatus: PAID, FAILED or PENDING (and the waiting ones, INITIATED); EXPIRED (ours) and REVERSED are not paid now. */
export function easypaisaStatusOf(transactionStatus: string): 'Success' | 'Failed' | 'Pending' {
  // A payment given back was paid: the refund is the gateway's to show (its refunds table).
  if (transactionStatus === 'PAID' || transactionStatus === 'REVERSED') return 'Success';
  if (transactionStatus === 'PENDING' || transactionStatus === 'INITIATED') return 'Pending';
  return 'Failed';
}
