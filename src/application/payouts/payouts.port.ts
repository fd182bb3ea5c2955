import type { Money } from '../../domain/money/money';
import type { PayoutDecision, PayoutProvider, PayoutStatus } from '../../domain/payouts/payout-request';

/** spec 3 §3 Payout/loan request, in the portal's words. */
export interface PayoutRequest {
  id: string;
  loanId: string;
  merchantOrderId: string;
  merchantName: string;
  merchantId: string;
  bankName: string;
  bankCode: string | null;
  certName: string;
  certId: string;
  beneficiaryEmail: string | null;
  msisdn: string;
  bankNo: string;
  payoutType: string;
  amount: Money;
  status: PayoutStatus;
  description: string;
  message: string | null;
  /** ISO instants. */
  createdDate: string;
  updatedDate: string;
  approvalDate: string | null;
  job: { nextTry: string | null; nextTryReason: string | null };
}

export const payoutSortFields = ['createdDate', 'amount', 'status', 'loanId', 'bankName'] as const;
export type PayoutSortField = (typeof payoutSortFields)[number];

export interface PayoutFilter {
  query?: string;
  status?: PayoutStatus;
  /** Business dates YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

export interface PayoutQuery extends PayoutFilter {
  page: number;
  pageSize: number;
  sort?: { field: PayoutSortField; direction: 'asc' | 'desc' };
}

export interface PayoutPage {
  rows: PayoutRequest[];
  total: number;
}

/** spec 3 §3 Payout row in the export. */
export interface PayoutExportRow {
  loanId: string;
  merchantName: string;
  merchantOrderId: string;
  amount: Money;
  certName: string;
  payoutType: string;
  bankName: string;
  bankCode: string | null;
  bankNo: string;
  msisdn: string;
  status: PayoutStatus;
  createdDate: string;
  dateFrom: string | null;
  dateTo: string | null;
}

/** spec 3 §8 Payout refresh: success, failed, or anything else. */
export interface PayoutRefresh {
  outcome: 'success' | 'failed' | 'pending' | 'unknown';
  message: string;
  request: PayoutRequest;
}

export type AutoPaymentState = 'start' | 'stop';

/** spec 3 §5 Add payout, as the form's schema checked it. */
export interface NewPayoutRequest {
  merchantOrderId: string;
  amount: number;
  certName: string;
  certId: string;
  payoutType: 'WALLET';
  bankName: 'Easypaisa' | 'Jazzcash';
  msisdn: string;
  bankNo: string;
  description: string;
  beneficiaryEmail?: string | undefined;
  /** The merchant, chosen by platform staff; a merchant user's own is used otherwise. */
  merchantId?: string;
}

/** spec 3 §7 Payout requests. */
export interface PayoutsPort {
  list(query: PayoutQuery): Promise<PayoutPage>;
  exportRows(filter: PayoutFilter, timeZone: string): Promise<PayoutExportRow[]>;
  get(id: string): Promise<PayoutRequest>;
  decide(request: PayoutRequest, decision: PayoutDecision): Promise<PayoutRequest>;
  refresh(id: string, provider: PayoutProvider): Promise<PayoutRefresh>;
  autoPayments(): Promise<Record<PayoutProvider, AutoPaymentState>>;
  setAutoPayment(provider: PayoutProvider, state: AutoPaymentState): Promise<AutoPaymentState>;
  /** The same key for every retry of one submission: the server creates one request. */
  add(request: NewPayoutRequest, idempotencyKey: string): Promise<{ loanId: string }>;
}
