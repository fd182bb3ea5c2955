import { DateTime } from 'luxon';
import { isCurrencyCode } from '../../../../src/domain/money/currencies';
import { money, toMinor } from '../../../../src/domain/money/money';
import { jazzcashSecureHash } from './jazzcash-secure-hash';

/**
 * Jazzcash's REST API as docs/providers.md describes it: the paths, the pp_ fields of each request,
 * the response codes. Pure functions: the same inputs give the same bytes (tests/api/providers-jazzcash.test.ts).
 */
export const jazzcashPaths = {
  payment: '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  refund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
  disbursement: '/ApplicationAPI/API/2.0/Disbursement/DoMWalletDisbursement',
} as const;

export interface JazzcashCredentials {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** The merchant's MPIN, asked by the wallet refund; unset, not sent. */
  merchantMpin?: string;
}

/** Pakistan time, as Jazzcash reads pp_TxnDateTime: yyyyMMddHHmmss in Asia/Karachi. */
export function jazzcashDateTime(at: Date): string {
  return DateTime.fromJSDate(at).setZone('Asia/Karachi').toFormat('yyyyMMddHHmmss');
}

/** Amounts travel in paisa: 499.00 PKR is "49900" (from the money type, never a float). */
export function jazzcashPaisa(amount: string, currency: string): string {
  return toMinor(money(amount, isCurrencyCode(currency) ? currency : 'PKR')).toString();
}

function signed(fields: Record<string, string>, credentials: JazzcashCredentials): Record<string, string> {
  return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, credentials.integritySalt) };
}

export interface JazzcashPaymentInput {
  txnRefNo: string;
  billReference: string;
  description: string;
  amount: string;
  currency: string;
  mobileNumber: string;
  /** Last six digits of the payer's CNIC; empty when not asked (then not part of the hash). */
  cnic: string;
  at: Date;
  /** How long the customer has to approve in the app. */
  expiresInMinutes: number;
}

export function jazzcashPaymentRequest(input: JazzcashPaymentInput, credentials: JazzcashCredentials): Record<string, string> {
  return signed(
    {
      pp_Language: 'EN',
      pp_MerchantID: credentials.merchantId,
      pp_SubMerchantID: '',
      pp_Password: credentials.password,
      pp_TxnRefNo: input.txnRefNo,
      pp_MobileNumber: input.mobileNumber,
      pp_CNIC: input.cnic,
      pp_Amount: jazzcashPaisa(input.amount, input.currency),
      pp_DiscountedAmount: '',
      pp_TxnCurrency: input.currency,
      pp_TxnDateTime: jazzcashDateTime(input.at),
      pp_BillReference: input.billReference,
      pp_Description: input.description,
      pp_TxnExpiryDateTime: jazzcashDateTime(new Date(input.at.getTime() + input.expiresInMinutes * 60_000)),
    },
    credentials,
  );
}

export function jazzcashInquiryRequest(txnRefNo: string, credentials: JazzcashCredentials): Record<string, string> {
  return signed({ pp_TxnRefNo: txnRefNo, pp_MerchantID: credentials.merchantId, pp_Password: credentials.password }, credentials);
}

export function jazzcashRefundRequest(input: { txnRefNo: string; amount: string; currency: string }, credentials: JazzcashCredentials): Record<string, string> {
  return signed(
    {
      pp_TxnRefNo: input.txnRefNo,
      pp_Amount: jazzcashPaisa(input.amount, input.currency),
      pp_TxnCurrency: input.currency,
      pp_MerchantID: credentials.merchantId,
      pp_Password: credentials.password,
      ...(credentials.merchantMpin === undefined ? {} : { pp_MerchantMPIN: credentials.merchantMpin }),
    },
    credentials,
  );
}

/**
 * The id Jazzcash gave a refund it made (pp_RefundTxnRefNo), the one its statement lists the refund
 * under (docs/providers.md "Daily statements"); an answer without it, the payment's reference.
 */
export function jazzcashRefundReference(response: Record<string, unknown>, txnRefNo: string): string {
  return String(response.pp_RefundTxnRefNo ?? response.pp_TxnRefNo ?? txnRefNo);
}

export function jazzcashDisbursementRequest(
  input: { txnRefNo: string; amount: string; walletNumber: string; at: Date },
  credentials: JazzcashCredentials,
): Record<string, string> {
  return signed(
    {
      pp_MerchantID: credentials.merchantId,
      pp_Password: credentials.password,
      pp_TxnRefNo: input.txnRefNo,
      pp_MobileNumber: input.walletNumber,
      pp_Amount: jazzcashPaisa(input.amount, 'PKR'),
      pp_TxnCurrency: 'PKR',
      pp_TxnDateTime: jazzcashDateTime(input.at),
    },
    credentials,
  );
}

/** What a pp_ResponseCode (or an inquiry's pp_PaymentResponseCode) says about the money. */
export type JazzcashOutcome = 'paid' | 'pending' | 'failed' | 'not-found' | 'refused' | 'timeout' | 'error';

/**
 * docs/providers.md "Jazzcash: response codes". 000 and 121 paid; 124 and 157 waiting for the customer;
 * 210 no such transaction; 199 operator timeout; 999 system error; 110 and 115 the request itself refused
 * (a field or pp_SecureHash, credentials); any other code is the payment declined (001 limit, 002 no
 * account, 003 inactive, 004 low balance, 431 refund declined) or ended unpaid (349 expired: the customer
 * did not approve it within pp_TxnExpiryDateTime).
 */
export function jazzcashOutcomeOf(code: string): JazzcashOutcome {
  if (code === '000' || code === '121') return 'paid';
  if (code === '124' || code === '157') return 'pending';
  if (code === '210') return 'not-found';
  if (code === '199') return 'timeout';
  if (code === '999') return 'error';
  if (code === '110' || code === '115') return 'refused';
  // 349, expired, is a failed payment like a decline: no money moved and none will.
  return 'failed';
}

export const jazzcashCodes = {
  paid: '000',
  pending: '157',
  notFound: '210',
  timeout: '199',
  error: '999',
  badField: '110',
  badHash: '115',
  lowBalance: '004',
  noAccount: '002',
  refundDeclined: '431',
  /** Ours (docs/providers.md): the payment expired before the customer approved it. */
  expired: '349',
} as const;
