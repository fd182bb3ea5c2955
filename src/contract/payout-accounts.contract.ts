import { z } from 'zod';
import { accountTransactionFormShape, applyAccountTransactionRules } from '../forms/account-transaction.form-schema';
import { accountPaymentMethods, accountTransactionCurrencies } from '../domain/payouts/account-transaction';
import { defineCall } from './call-definition';
import { deletedSchema, recordIdParams } from './catalogue-ids.schema';
import { gridPageOf, gridPageQuerySchema } from './grid-page.schema';

// spec 3 §2 Payout accounts, §3 Payout account and Account transaction, §7 (paths not shown: ours,
// in the style of the others; docs/decisions/0024-payout-accounts.md).

/** spec 3 §3 Payout account; its balance is the sum of its ledger entries (docs/decisions/0022-payout-ledger.md). */
export const payoutAccountSchema = z.object({
  _id: z.string(),
  merchantName: z.string(),
  userTypeId: z.string(),
  currency: z.string(),
  availableBalance: z.number(),
  totalTransactions: z.number().int(),
  totalTransactionsAmount: z.number(),
});
export type PayoutAccountDto = z.infer<typeof payoutAccountSchema>;

/** The balance summary an account transaction carries (spec 3 §3 loanAccount). */
export const payoutAccountSummarySchema = payoutAccountSchema.pick({
  merchantName: true,
  totalTransactions: true,
  totalTransactionsAmount: true,
  availableBalance: true,
});

export const accountTransactionRowSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  merchantName: z.string(),
  userTypeId: z.string(),
  currency: z.enum(accountTransactionCurrencies),
  paymentMethod: z.enum(accountPaymentMethods),
  totalAmount: z.number(),
  totalBilledAmount: z.number(),
  exchangeRate: z.number().nullable(),
  waleeCommission: z.number(),
  sbpCharges: z.number(),
  serviceSalesTax: z.number(),
  withHoldingCharges: z.number(),
  createdDate: z.string(),
});
export type AccountTransactionRowDto = z.infer<typeof accountTransactionRowSchema>;

export const accountTransactionSchema = accountTransactionRowSchema.extend({ loanAccount: payoutAccountSummarySchema });
export type AccountTransactionDto = z.infer<typeof accountTransactionSchema>;

export const merchantIdParams = z.object({ merchantId: recordIdParams.shape.id });

/**
 * The transaction form's body (src/forms/account-transaction.form-schema.ts) plus, from the confirm
 * step, availableBilledAmount: the balance the Transaction Summary showed after this transaction.
 */
export const accountTransactionBodySchema = z
  .object({ ...accountTransactionFormShape, availableBilledAmount: z.number({ error: () => 'availableBilledAmount must be a number' }).nullish() })
  .transform((raw, ctx) => ({ ...applyAccountTransactionRules(raw, ctx), availableBilledAmount: raw.availableBilledAmount ?? null }));

/** spec 3 §4 Delete: the portal shows this text under 'Deleted'. */
export const accountTransactionDeletedMessage = 'Transaction has been deleted successfully!';

export const listPayoutAccounts = defineCall({
  id: 'payoutAccounts.list',
  summary: "Every payout account visible to the caller (a merchant sees only its own): the transaction form's merchant lookup",
  base: 'api',
  method: 'GET',
  path: '/loan-accounts/get',
  response: z.array(payoutAccountSchema),
});

/** docs/decisions/0027-administration-grids.md: the accounts grid a page at a time, by merchant name. */
export const pagePayoutAccounts = defineCall({
  id: 'payoutAccounts.page',
  summary: 'One page of the payout accounts grid, by merchant name, with the count of every account the caller may see',
  base: 'api',
  method: 'GET',
  path: '/loan-accounts/get/page',
  query: gridPageQuerySchema,
  response: gridPageOf(payoutAccountSchema),
});

export const getPayoutAccount = defineCall({
  id: 'payoutAccounts.detail',
  summary: "A merchant's payout account: its balance summary and its transactions, newest first",
  base: 'api',
  method: 'GET',
  path: '/loan-accounts/get/{merchantId}',
  params: merchantIdParams,
  response: z.object({ loanAccount: payoutAccountSchema, transactions: z.array(accountTransactionRowSchema) }),
});

export const getAccountTransaction = defineCall({
  id: 'accountTransactions.get',
  summary: 'One account transaction with its balance summary (Show)',
  base: 'api',
  method: 'GET',
  path: '/loan-transactions/get/{id}',
  params: recordIdParams,
  response: accountTransactionSchema,
});

export const getAccountTransactionHistory = defineCall({
  id: 'accountTransactions.history',
  summary: "An account transaction's History: who created, changed or deleted it, and when (platform staff)",
  base: 'api',
  method: 'GET',
  path: '/loan-transactions/history/{id}',
  params: recordIdParams,
  response: z.object({ history: z.array(z.object({ date: z.string(), description: z.string(), userName: z.string() })) }),
});

export const addAccountTransaction = defineCall({
  id: 'accountTransactions.add',
  summary:
    'Tops up a payout account (LoanRequest.manageAccountTransactions): the billed amount is recomputed and must match; an Idempotency-Key header makes a repeat answer the first transaction',
  base: 'api',
  method: 'POST',
  path: '/loan-transactions/add',
  body: accountTransactionBodySchema,
  response: accountTransactionSchema,
  idempotency: { required: false },
});

export const editAccountTransaction = defineCall({
  id: 'accountTransactions.edit',
  summary: 'Changes an account transaction; the difference in billed amount is posted to the ledger as a correction',
  base: 'api',
  method: 'PUT',
  path: '/loan-transactions/edit/{id}',
  params: recordIdParams,
  body: accountTransactionBodySchema,
  response: accountTransactionSchema,
});

export const deleteAccountTransaction = defineCall({
  id: 'accountTransactions.delete',
  summary: 'Hides an account transaction (kept for audits) and posts a correction taking its billed amount back',
  base: 'api',
  method: 'DELETE',
  path: '/loan-transactions/delete/{id}',
  params: recordIdParams,
  response: deletedSchema,
});
