import { compareDecimal, type Decimal } from '../money/decimal';
import { toDecimal, type Money } from '../money/money';
import type { Outcome, RuleIssue } from '../shared/rule-issue';
import type { LedgerIssueCode } from './payout-ledger';

/** spec 3 §4 Payout status. */
export const payoutStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
/** A staff decision on a Pending request. */
export type PayoutDecision = Exclude<PayoutStatus, 'Pending'>;

/** spec 3 §9: payout types; the add-payout form allows WALLET only (spec 3 §5). */
export const payoutTypes = ['WALLET', 'BANK'] as const;
export type PayoutType = (typeof payoutTypes)[number];
/** spec 3 §5 and §9: the banks a payout can be added for; Easypaisa is the default. */
export const payoutBanks = ['Easypaisa', 'Jazzcash'] as const;
export type PayoutBank = (typeof payoutBanks)[number];

/** docs/spec/decisions.md §4: the wallet providers a payout is disbursed through. */
export const payoutProviders = ['easypaisa', 'jazzcash'] as const;
export type PayoutProvider = (typeof payoutProviders)[number];

/** spec 3 §5: msisdn and bankNo are 03 followed by 9 digits. */
export const payoutMsisdnPattern = /^03\d{9}$/;
export const isPayoutMsisdn = (value: string): boolean => payoutMsisdnPattern.test(value);

/**
 * spec 3 §2: the refresh action matches the bank's name: names starting with Jazz go to Jazzcash,
 * names starting with Eas to Easypaisa; any other bank has no refresh (and no auto payment).
 */
export function providerOfBank(bankName: string): PayoutProvider | null {
  const name = bankName.trim().toLowerCase();
  if (name.startsWith('jazz')) return 'jazzcash';
  if (name.startsWith('eas')) return 'easypaisa';
  return null;
}

export type PayoutDecisionIssueCode = 'payout.not-pending' | 'payout.amount-mismatch' | 'payout.four-eyes';
export type PayoutDecisionIssue = RuleIssue<PayoutDecisionIssueCode, 'status' | 'amount'>;
/** Every refusal of the one decision path (docs/decisions/0025-payouts.md): the rule's, the request's and the ledger's. */
export type PayoutRefusalCode = PayoutDecisionIssueCode | 'payout.not-found' | 'payout.no-provider' | LedgerIssueCode;

export interface PayoutDecisionInput {
  current: { status: PayoutStatus; amount: Money; createdBy: string | null };
  decision: PayoutDecision;
  /** The amount the person saw when deciding (spec 3 §7 Change status sends it); must be the stored one. */
  amountSeen: Money;
  /** The deciding user; null for the auto-payment job. */
  deciderId: string | null;
  /** docs/decisions/0025-payouts.md: above this the approver must not be the creator (four eyes); null: no limit. */
  fourEyesAbove: Decimal | null;
}

/**
 * spec 3 §4: only a Pending request can be set to Approved or Rejected, and the change will not
 * revert. The amount seen must be the stored amount, and an approval above the four-eyes limit
 * needs someone other than the request's creator.
 */
export function decidePayout(input: PayoutDecisionInput): Outcome<PayoutDecision, PayoutDecisionIssue> {
  const { current, decision } = input;
  if (current.status !== 'Pending') {
    return { ok: false, issues: [{ code: 'payout.not-pending', field: 'status', message: `This request is already ${current.status}` }] };
  }
  if (input.amountSeen.currency !== current.amount.currency || input.amountSeen.minor !== current.amount.minor) {
    return { ok: false, issues: [{ code: 'payout.amount-mismatch', field: 'amount', message: 'The amount does not match the payout request' }] };
  }
  if (decision === 'Approved' && needsFourEyes(current.amount, input.fourEyesAbove) && input.deciderId !== null && input.deciderId === current.createdBy) {
    return {
      ok: false,
      issues: [
        {
          code: 'payout.four-eyes',
          field: 'status',
          message: 'A payout above the four-eyes limit must be approved by someone other than the person who created it',
        },
      ],
    };
  }
  return { ok: true, value: decision };
}

/** True when the amount is above the four-eyes limit (a null limit means no limit). */
export function needsFourEyes(amount: Money, fourEyesAbove: Decimal | null): boolean {
  return fourEyesAbove !== null && compareDecimal(toDecimal(amount), fourEyesAbove) > 0;
}

/** spec 3 §2 Payout detail dialog: whole minutes to the next retry, only when positive (else null). */
export function minutesToNextTry(nextTry: Date | string | null, now: Date): number | null {
  if (nextTry === null) return null;
  const at = typeof nextTry === 'string' ? Date.parse(nextTry) : nextTry.getTime();
  const minutes = Math.ceil((at - now.getTime()) / 60_000);
  // An unreadable time gives NaN minutes, which are not positive either.
  return minutes > 0 ? minutes : null;
}

export interface RetryPolicy {
  /** Delay before the first retry. */
  baseMs: number;
  /** No delay is longer than this. */
  maxMs: number;
  /** Provider attempts in all (the first send included); after the last one the payout fails. */
  maxAttempts: number;
}

/** docs/decisions/0025-payouts.md: a retry after `attemptsMade` failed attempts waits base × 2^(n−1), capped. */
export function retryDelayMs(policy: RetryPolicy, attemptsMade: number): number {
  const exponent = Math.max(0, Math.min(attemptsMade - 1, 30));
  return Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
}

/** Whether another provider attempt is allowed after `attemptsMade` attempts. */
export const mayRetry = (policy: RetryPolicy, attemptsMade: number): boolean => attemptsMade < policy.maxAttempts;

/** docs/decisions/0025-payouts.md: the message a payout request keeps once its disbursal failed for good. */
export function failedPayoutMessage(reason: string): string {
  return `Payout failed: ${reason}. The amount was returned to the payout account.`;
}
