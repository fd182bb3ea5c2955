import type {
  AccountTransaction,
  AccountTransactionDetail,
  AccountTransactionDraft,
  PayoutAccount,
} from '../../application/payout-accounts/payout-accounts.port';
import type { AccountTransactionDto, AccountTransactionRowDto, PayoutAccountDto } from '../../contract/payout-accounts.contract';
import { moneyOf, percentOf } from '../http/wire-money';
import { toWire } from '../http/money-to-wire';

export const payoutAccountOf = (dto: PayoutAccountDto): PayoutAccount => ({
  id: dto._id,
  merchantId: dto.userTypeId,
  merchantName: dto.merchantName,
  currency: dto.currency,
  availableBalance: moneyOf(dto.availableBalance, 'PKR'),
  totalTransactions: dto.totalTransactions,
  totalTransactionsAmount: moneyOf(dto.totalTransactionsAmount, 'PKR'),
});

export const accountTransactionOf = (dto: AccountTransactionRowDto): AccountTransaction => ({
  id: dto._id,
  transactionId: dto.transactionId,
  merchantId: dto.userTypeId,
  merchantName: dto.merchantName,
  currency: dto.currency,
  paymentMethod: dto.paymentMethod,
  totalAmount: moneyOf(dto.totalAmount, dto.currency),
  // The billed amount is what the PKR account receives (spec 3 §5).
  totalBilledAmount: moneyOf(dto.totalBilledAmount, 'PKR'),
  exchangeRate: dto.exchangeRate === null ? null : percentOf(dto.exchangeRate),
  waleeCommission: percentOf(dto.waleeCommission),
  sbpCharges: percentOf(dto.sbpCharges),
  serviceSalesTax: percentOf(dto.serviceSalesTax),
  withHoldingCharges: percentOf(dto.withHoldingCharges),
  createdDate: dto.createdDate,
});

export const accountTransactionDetailOf = (dto: AccountTransactionDto): AccountTransactionDetail => ({
  ...accountTransactionOf(dto),
  account: {
    merchantName: dto.loanAccount.merchantName,
    totalTransactions: dto.loanAccount.totalTransactions,
    totalTransactionsAmount: moneyOf(dto.loanAccount.totalTransactionsAmount, 'PKR'),
    availableBalance: moneyOf(dto.loanAccount.availableBalance, 'PKR'),
  },
});

/** The confirm step's body (spec 3 §3 Account transaction plus availableBilledAmount). */
export const accountTransactionBodyOf = (draft: AccountTransactionDraft) => ({
  userTypeId: draft.merchantId,
  paymentMethod: draft.paymentMethod,
  currency: draft.currency,
  totalAmount: toWire(draft.totalAmount),
  exchangeRate: draft.exchangeRate === null ? null : toWire(draft.exchangeRate),
  waleeCommission: toWire(draft.waleeCommission),
  sbpCharges: toWire(draft.sbpCharges),
  serviceSalesTax: toWire(draft.serviceSalesTax),
  withHoldingCharges: toWire(draft.withHoldingCharges),
  totalBilledAmount: toWire(draft.totalBilledAmount),
  availableBilledAmount: toWire(draft.availableBilledAmount),
});
