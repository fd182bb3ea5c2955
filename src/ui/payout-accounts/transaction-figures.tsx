import { useTranslation } from 'react-i18next';
import type { AccountTransaction } from '../../application/payout-accounts/payout-accounts.port';
import { Ltr } from '../common/ltr';
import { dateTimeText, moneyWithCurrencyText, percentText, rateText } from '../kit/formatters';

/** One account transaction's figures as a list of labelled values (the Show dialog). */
export function TransactionFigures({ transaction }: { transaction: AccountTransaction }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    [t('payoutAccounts.columns.transactionId'), <Ltr key="id">{transaction.transactionId}</Ltr>],
    [t('payoutAccounts.columns.merchant'), transaction.merchantName],
    [t('payoutAccounts.columns.paymentMethod'), t(`payoutAccounts.paymentMethods.${transaction.paymentMethod}`)],
    [t('payoutAccounts.columns.totalAmount'), <Ltr key="amount">{moneyWithCurrencyText(transaction.totalAmount)}</Ltr>],
    ...(transaction.exchangeRate === null
      ? []
      : ([[t('payoutAccounts.columns.exchangeRate'), <Ltr key="rate">{rateText(transaction.exchangeRate)}</Ltr>]] as [string, React.ReactNode][])),
    [t('payoutAccounts.form.waleeCommission'), <Ltr key="c1">{percentText(transaction.waleeCommission)}</Ltr>],
    [t('payoutAccounts.form.sbpCharges'), <Ltr key="c2">{percentText(transaction.sbpCharges)}</Ltr>],
    [t('payoutAccounts.form.serviceSalesTax'), <Ltr key="c3">{percentText(transaction.serviceSalesTax)}</Ltr>],
    [t('payoutAccounts.form.withHoldingCharges'), <Ltr key="c4">{percentText(transaction.withHoldingCharges)}</Ltr>],
    [t('payoutAccounts.columns.totalBilledAmount'), <Ltr key="billed">{moneyWithCurrencyText(transaction.totalBilledAmount)}</Ltr>],
    [t('payoutAccounts.columns.createdDate'), <Ltr key="date">{dateTimeText(transaction.createdDate)}</Ltr>],
  ];
  return (
    <dl className="payout-figures">
      {rows.map(([label, value]) => (
        <div key={label} className="payout-figures__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
