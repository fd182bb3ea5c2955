import { addMoney, fromMinor, toMinor, zeroOf, type Money } from '../money/money';
import type { Outcome, RuleIssue } from '../shared/rule-issue';

/**
 * A merchant's payout account is a ledger (docs/decisions/0022-payout-ledger.md): every change of its
 * balance is an immutable entry, and the available balance is the sum of the entries. Credits add
 * money (top-ups and their corrections upward, the reversal of a failed payout); debits take it
 * (an approved payout, a correction downward). History is never rewritten: editing or deleting a
 * top-up posts a correcting entry.
 */
export const ledgerEntryKinds = ['opening', 'top-up', 'top-up-correction', 'payout', 'payout-reversal'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** Kinds that may only add money, only take it, or (a correction) go either way. */
const direction: Readonly<Record<LedgerEntryKind, 'credit' | 'debit' | 'either'>> = {
  opening: 'credit',
  'top-up': 'credit',
  // Stryker disable next-line StringLiteral: equivalent, any direction but credit or debit lets an amount go either way.
  'top-up-correction': 'either',
  payout: 'debit',
  'payout-reversal': 'credit',
};

export interface LedgerPosting {
  kind: LedgerEntryKind;
  /** Signed: positive adds to the balance, negative takes from it; never zero. */
  amount: Money;
}

export type LedgerIssueCode = 'ledger.zero-amount' | 'ledger.wrong-direction' | 'ledger.currency-mismatch' | 'ledger.insufficient-balance';
export interface LedgerIssue extends RuleIssue<LedgerIssueCode, 'amount'> {
  /** The balance before the refused posting, for the message. */
  available?: Money;
}

/**
 * The balance after one posting, or why it is refused. docs/spec/decisions.md §3: a payout can
 * never take the account below zero, so a posting that would is refused whole, never partly made.
 */
export function postToLedger(balance: Money, posting: LedgerPosting): Outcome<Money, LedgerIssue> {
  const minor = toMinor(posting.amount);
  if (posting.amount.currency !== balance.currency) return refuse('ledger.currency-mismatch');
  if (minor === 0n) return refuse('ledger.zero-amount');
  const allowed = direction[posting.kind];
  // Stryker disable next-line EqualityOperator: equivalent, a zero amount was refused just above.
  if ((allowed === 'credit' && minor < 0n) || (allowed === 'debit' && minor > 0n)) return refuse('ledger.wrong-direction');
  const after = addMoney(balance, posting.amount);
  if (toMinor(after) < 0n) {
    return {
      ok: false,
      issues: [{ code: 'ledger.insufficient-balance', field: 'amount', message: 'Insufficient payout account balance', available: balance }],
    };
  }
  return { ok: true, value: after };
}

/** The available balance an account's entries add up to (the invariant the database keeps). */
export function balanceOfEntries(entries: readonly LedgerPosting[], currency: Money['currency'] = 'PKR'): Money {
  return entries.reduce((sum, entry) => addMoney(sum, entry.amount), zeroOf(currency));
}

/** The signed amount of a debit of `amount` (a payout takes money). */
export function debitOf(amount: Money): Money {
  return fromMinor(-toMinor(amount), amount.currency);
}

function refuse(code: LedgerIssueCode): { ok: false; issues: LedgerIssue[] } {
  return { ok: false, issues: [{ code, field: 'amount' }] };
}
