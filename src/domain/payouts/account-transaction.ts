import { subtractMoney, addMoney, zeroOf, type Money } from '../money/money';

/** spec 3 §9: the payment methods of an account transaction, as the wire spells them. */
export const accountPaymentMethods = ['IBFT', 'CASH', 'SETTLEMENT', 'USD-DEPOSIT', 'INWARD-REMITTANCE'] as const;
export type AccountPaymentMethod = (typeof accountPaymentMethods)[number];

/** spec 3 §3: an account transaction is in PKR or USD; the account itself is kept in PKR. */
export const accountTransactionCurrencies = ['PKR', 'USD'] as const;
export type AccountTransactionCurrency = (typeof accountTransactionCurrencies)[number];

/** spec 3 §9: the account lists' page sizes, 25 by default. */
export const payoutAccountPageSizes = [25, 50, 100, 500] as const;

/**
 * docs/decisions/0024-payout-accounts.md: a top-up's billed amount was credited to the ledger when it
 * was created. Changing it credits (or debits) only the difference, and deleting it debits what it
 * credited, so the ledger's entries always add up to the billed amounts of the live top-ups.
 * `null` stands for "no transaction" (before a create, after a delete). Zero means nothing to post.
 */
export function topUpCorrectionOf(before: Money | null, after: Money | null): Money {
  return subtractMoney(after ?? zeroOf('PKR'), before ?? zeroOf('PKR'));
}

/**
 * The balance the Transaction Summary shows (sent as availableBilledAmount, spec 3 §3): the
 * account's available balance once this transaction is saved.
 */
export function balanceAfterTopUp(balance: Money, before: Money | null, after: Money | null): Money {
  return addMoney(balance, topUpCorrectionOf(before, after));
}
