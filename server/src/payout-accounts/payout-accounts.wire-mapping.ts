import type { AccountTransactionDto, AccountTransactionRowDto, PayoutAccountDto } from '../../../src/contract/payout-accounts.contract';
import { countOf, wireAmount, wireInstant, wireRate } from '../http/wire-values';
import type { AccountTransactionRow, PayoutAccountRow } from './payout-accounts.repository';

export function payoutAccountDtoOf(row: PayoutAccountRow): PayoutAccountDto {
  return {
    _id: row.id,
    merchantName: row.merchantName,
    userTypeId: row.merchantId,
    currency: row.currency,
    availableBalance: wireAmount(row.availableBalance),
    totalTransactions: countOf(row.totalTransactions),
    totalTransactionsAmount: wireAmount(row.totalTransactionsAmount),
  };
}

export function accountTransactionRowDtoOf(row: AccountTransactionRow): AccountTransactionRowDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    merchantName: row.merchant_name,
    userTypeId: row.merchant_id,
    currency: row.currency,
    paymentMethod: row.payment_method,
    totalAmount: wireAmount(row.total_amount),
    totalBilledAmount: wireAmount(row.total_billed_amount),
    exchangeRate: row.exchange_rate === null ? null : wireRate(row.exchange_rate),
    waleeCommission: wireRate(row.walee_commission),
    sbpCharges: wireRate(row.sbp_charges),
    serviceSalesTax: wireRate(row.service_sales_tax),
    withHoldingCharges: wireRate(row.with_holding_charges),
    createdDate: wireInstant(row.created_at),
  };
}

export function accountTransactionDtoOf(row: AccountTransactionRow, account: PayoutAccountRow): AccountTransactionDto {
  const summary = payoutAccountDtoOf(account);
  return {
    ...accountTransactionRowDtoOf(row),
    loanAccount: {
      merchantName: summary.merchantName,
      totalTransactions: summary.totalTransactions,
      totalTransactionsAmount: summary.totalTransactionsAmount,
      availableBalance: summary.availableBalance,
    },
  };
}
