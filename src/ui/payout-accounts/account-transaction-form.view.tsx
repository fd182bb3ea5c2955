import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { AccountTransactionDetail, PayoutAccount } from '../../application/payout-accounts/payout-accounts.port';
import { computeBilledAmount, type BilledAmountFigures } from '../../domain/accounts/billed-amount';
import { fromMinor, type Money } from '../../domain/money/money';
import { accountPaymentMethods, accountTransactionCurrencies, balanceAfterTopUp } from '../../domain/payouts/account-transaction';
import {
  accountTransactionFormSchema,
  liveBilledAmount,
  type AccountTransactionFormInput,
  type AccountTransactionFormValues,
} from '../../forms/account-transaction.form-schema';
import { figureInputOf } from '../../forms/figure-fields';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { ChoiceControl, NumberControl } from '../kit/form-controls';
import { FormField } from '../kit/form-field';
import { moneyWithCurrencyText, percentText, rateText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { showServerFieldError } from '../kit/server-field-error';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useSubmitOnce } from '../kit/use-submit-once';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import './payout-accounts.css';

interface Loaded {
  accounts: PayoutAccount[];
  existing: AccountTransactionDetail | null;
}

interface Summary {
  values: AccountTransactionFormValues;
  figures: BilledAmountFigures;
  account: PayoutAccount | undefined;
  balanceNow: Money;
  balanceAfter: Money;
}

const formFields = [
  'userTypeId',
  'paymentMethod',
  'currency',
  'totalAmount',
  'exchangeRate',
  'waleeCommission',
  'sbpCharges',
  'serviceSalesTax',
  'withHoldingCharges',
  'totalBilledAmount',
] as const;

function defaultsOf(existing: AccountTransactionDetail | null, merchantId: string | undefined): AccountTransactionFormInput {
  if (existing === null) {
    return {
      userTypeId: merchantId ?? '',
      totalAmount: null,
      exchangeRate: null,
      waleeCommission: null,
      sbpCharges: null,
      serviceSalesTax: null,
      withHoldingCharges: null,
      totalBilledAmount: null,
    } as AccountTransactionFormInput;
  }
  return {
    userTypeId: existing.merchantId,
    paymentMethod: existing.paymentMethod,
    currency: existing.currency,
    totalAmount: figureInputOf(existing.totalAmount),
    exchangeRate: existing.exchangeRate === null ? null : figureInputOf(existing.exchangeRate),
    waleeCommission: figureInputOf(existing.waleeCommission),
    sbpCharges: figureInputOf(existing.sbpCharges),
    serviceSalesTax: figureInputOf(existing.serviceSalesTax),
    withHoldingCharges: figureInputOf(existing.withHoldingCharges),
    totalBilledAmount: figureInputOf(existing.totalBilledAmount),
  };
}

function SummaryDialog({
  summary,
  saving,
  failure,
  onConfirm,
  onCancel,
}: {
  summary: Summary;
  saving: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { values, figures } = summary;
  const belowZero = summary.balanceAfter.minor < 0n;
  const rows: [string, string][] = [
    [t('payoutAccounts.summary.merchant'), summary.account?.merchantName ?? values.userTypeId],
    [t('payoutAccounts.summary.paymentMethod'), t(`payoutAccounts.paymentMethods.${values.paymentMethod}`)],
    [t('payoutAccounts.summary.amount'), moneyWithCurrencyText(values.totalAmount)],
    ...(values.currency === 'USD' && values.exchangeRate !== null
      ? ([[t('payoutAccounts.summary.exchangeRate'), rateText(values.exchangeRate)]] as [string, string][])
      : []),
    [t('payoutAccounts.summary.transferred'), moneyWithCurrencyText(figures.transferredAmount)],
    [
      t('payoutAccounts.summary.charges'),
      [values.waleeCommission, values.sbpCharges, values.serviceSalesTax, values.withHoldingCharges].map(percentText).join(' + '),
    ],
    [t('payoutAccounts.summary.deductions'), moneyWithCurrencyText(figures.deductions)],
    [t('payoutAccounts.summary.billed'), moneyWithCurrencyText(figures.totalBilledAmount)],
    [t('payoutAccounts.summary.balanceNow'), moneyWithCurrencyText(summary.balanceNow)],
    [t('payoutAccounts.summary.balanceAfter'), moneyWithCurrencyText(summary.balanceAfter)],
  ];
  return (
    <Dialog
      visible
      onHide={onCancel}
      header={t('payoutAccounts.summary.title')}
      className="payout-dialog"
      footer={
        <div className="payout-dialog__actions">
          <Button type="button" label={t('payoutAccounts.summary.cancel')} outlined onClick={onCancel} />
          <Button
            type="button"
            label={t('payoutAccounts.summary.confirm')}
            icon="pi pi-check"
            loading={saving}
            disabled={saving || belowZero}
            onClick={onConfirm}
          />
        </div>
      }
    >
      {failure && <Message severity="error" text={failure} className="payout-dialog__message" />}
      {belowZero && <Message severity="warn" text={t('payoutAccounts.summary.belowZero')} className="payout-dialog__message" />}
      <dl className="payout-figures">
        {rows.map(([label, value]) => (
          <div key={label} className={`payout-figures__row${label === t('payoutAccounts.summary.billed') ? ' payout-figures__row--total' : ''}`}>
            <dt>{label}</dt>
            <dd>
              <Ltr>{value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

function TransactionForm({ transactionId, loaded }: { transactionId: string | null; loaded: Loaded }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const payoutAccounts = useArea('payoutAccounts');
  const preset = (location.state as { merchantId?: string } | null)?.merchantId;
  const form = useZodForm(accountTransactionFormSchema, defaultsOf(loaded.existing, preset));
  const [currency, totalAmount, exchangeRate, waleeCommission, sbpCharges, serviceSalesTax, withHoldingCharges] = useWatch({
    control: form.control,
    name: ['currency', 'totalAmount', 'exchangeRate', 'waleeCommission', 'sbpCharges', 'serviceSalesTax', 'withHoldingCharges'],
  });
  // spec 3 §5: the billed amount is the domain's formula, shown as the figures are typed.
  const figures = liveBilledAmount({ currency, totalAmount, exchangeRate, waleeCommission, sbpCharges, serviceSalesTax, withHoldingCharges });
  const billed = figures ? figureInputOf(figures.totalBilledAmount) : null;
  const { setValue } = form;
  useEffect(() => {
    setValue('totalBilledAmount', billed);
  }, [setValue, billed]);
  // spec 3 §5: the exchange rate is only for USD, and cleared for PKR.
  useEffect(() => {
    if (currency === 'PKR') setValue('exchangeRate', null, { shouldValidate: false });
  }, [setValue, currency]);

  const [summary, setSummary] = useState<Summary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The summary's Confirm sends once with one key: a double click creates one transaction.
  const saving = useSubmitOnce(payoutAccounts.accountTransactionMachine, {
    onDone: (saved) => {
      notify.success(
        t('payoutAccounts.summary.saved', {
          id: saved.transactionId,
          name: saved.account.merchantName,
          balance: moneyWithCurrencyText(saved.account.availableBalance),
        }),
        { summary: t('payoutAccounts.summary.savedTitle') },
      );
      void navigate(pathTo('payoutAccounts'));
    },
    onFailed: (problem) => {
      const error = asAppError(problem);
      const message = errorMessageOf(t, error);
      if (showServerFieldError(form, error, formFields, message)) closeSummary();
      else setFailure(message);
    },
  });
  const closeSummary = () => {
    saving.actor.send({ type: 'submit.edit' });
    setSummary(null);
  };

  // The schema read every figure once; the summary's figures are the domain's formula on them (spec 3 §5).
  const openSummary = form.handleSubmit((values) => {
    const computed = computeBilledAmount(values);
    if (!computed.ok) return;
    const account = loaded.accounts.find((candidate) => candidate.merchantId === values.userTypeId);
    const balanceNow = account?.availableBalance ?? fromMinor(0n, 'PKR');
    const before = loaded.existing?.totalBilledAmount ?? null;
    const balanceAfter = balanceAfterTopUp(balanceNow, before, computed.value.totalBilledAmount);
    setFailure(null);
    setSummary({ values, figures: computed.value, account, balanceNow, balanceAfter });
    saving.actor.send({ type: 'submit.review', values: { transactionId, entry: values, availableBilledAmount: balanceAfter } });
  });

  const confirm = () => {
    setFailure(null);
    saving.actor.send({ type: saving.step === 'failed' ? 'submit.retry' : 'submit.confirm' });
  };

  const accountOptions = loaded.accounts.map((account) => ({ value: account.merchantId, label: account.merchantName }));
  const methodOptions = accountPaymentMethods.map((method) => ({ value: method, label: t(`payoutAccounts.paymentMethods.${method}`) }));
  const currencyOptions = accountTransactionCurrencies.map((code) => ({ value: code, label: code }));
  return (
    <>
      <form className="kit-card kit-form" onSubmit={(event) => void openSummary(event)} noValidate aria-labelledby="transaction-form-title">
        <fieldset className="kit-form__section">
          <legend>{t('payoutAccounts.form.section')}</legend>
          <ChoiceControl
            control={form.control}
            name="userTypeId"
            label={t('payoutAccounts.form.merchant')}
            placeholder={t('payoutAccounts.form.merchantPlaceholder')}
            options={accountOptions}
            disabled={loaded.existing !== null}
          />
          <ChoiceControl
            control={form.control}
            name="paymentMethod"
            label={t('payoutAccounts.form.paymentMethod')}
            placeholder={t('payoutAccounts.form.paymentMethodPlaceholder')}
            options={methodOptions}
          />
          <ChoiceControl
            control={form.control}
            name="currency"
            label={t('payoutAccounts.form.currency')}
            placeholder={t('payoutAccounts.form.currencyPlaceholder')}
            options={currencyOptions}
          />
          <NumberControl control={form.control} name="totalAmount" label={t('payoutAccounts.form.totalAmount')} {...(currency ? { suffix: currency } : {})} />
          {currency === 'USD' && (
            <NumberControl
              control={form.control}
              name="exchangeRate"
              label={t('payoutAccounts.form.exchangeRate')}
              hint={t('payoutAccounts.form.exchangeRateHint')}
              suffix="PKR"
            />
          )}
        </fieldset>
        <fieldset className="kit-form__section">
          <legend>{t('payoutAccounts.form.charges')}</legend>
          <NumberControl control={form.control} name="waleeCommission" label={t('payoutAccounts.form.waleeCommission')} suffix="%" />
          <NumberControl control={form.control} name="sbpCharges" label={t('payoutAccounts.form.sbpCharges')} suffix="%" />
          <NumberControl control={form.control} name="serviceSalesTax" label={t('payoutAccounts.form.serviceSalesTax')} suffix="%" />
          <NumberControl control={form.control} name="withHoldingCharges" label={t('payoutAccounts.form.withHoldingCharges')} suffix="%" />
          <FormField
            id="transaction-billed"
            label={t('payoutAccounts.form.billedAmount')}
            hint={t('payoutAccounts.form.billedHint')}
            className="kit-form__wide"
          >
            {(aria) => (
              <InputText
                id="transaction-billed"
                className="payout-billed kit-ltr-input"
                value={figures ? moneyWithCurrencyText(figures.totalBilledAmount) : ''}
                placeholder={t('payoutAccounts.form.billedPending')}
                readOnly
                tabIndex={-1}
                dir="ltr"
                {...aria}
              />
            )}
          </FormField>
        </fieldset>
        <div className="kit-form__actions">
          <Button type="button" label={t('payoutAccounts.form.cancel')} outlined onClick={() => void navigate(pathTo('merchantTopUps'))} />
          <Button type="submit" label={t('payoutAccounts.form.submit')} icon="pi pi-check" />
        </div>
      </form>
      {summary && <SummaryDialog summary={summary} saving={saving.busy} failure={failure} onConfirm={confirm} onCancel={closeSummary} />}
    </>
  );
}

function TransactionFormLoader({ transactionId }: { transactionId: string | null }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const payoutAccounts = useArea('payoutAccounts');
  // spec 3 §8: a failed load of the transaction form is the alert 'Something went wrong'.
  const loaded = useRemoteData(
    transactionId ?? 'new',
    async (): Promise<Loaded> => {
      const [accounts, existing] = await Promise.all([
        payoutAccounts.list(),
        transactionId === null ? Promise.resolve(null) : payoutAccounts.transaction(transactionId),
      ]);
      return { accounts, existing };
    },
    { onError: () => notify.error(t('errors.unexpected')) },
  );
  if (loaded.error) return <Message severity="error" className="kit-page__message" text={t('errors.unexpected')} />;
  if (!loaded.data) return <div className="kit-card payout-loading" aria-busy="true" />;
  return <TransactionForm transactionId={transactionId} loaded={loaded.data} />;
}

/**
 * spec 3 §2 /loan-account-detail/form/{loanTransactionId} ('new' or an id): the platform's only;
 * anyone else is sent to /loan-accounts-balance. Submit opens the Transaction Summary (spec 3 §4).
 */
export function AccountTransactionFormView() {
  const { t } = useTranslation();
  const { loanTransactionId } = useScreenParams('payoutTransactionForm');
  const { canAsPlatform } = useCan();
  const id = loanTransactionId === 'new' ? null : loanTransactionId;
  if (!canAsPlatform(['LoanRequest', 'manageAccountTransactions'])) return <Navigate to={pathTo('payoutAccounts')} replace />;
  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="transaction-form-title">
      <PageHeader
        titleId="transaction-form-title"
        title={t(id === null ? 'payoutAccounts.form.newTitle' : 'payoutAccounts.form.editTitle')}
        subtitle={t('payoutAccounts.form.subtitle')}
        icon="pi-file-edit"
      />
      <TransactionFormLoader key={loanTransactionId} transactionId={id} />
    </section>
  );
}
