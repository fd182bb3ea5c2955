import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Merchant } from '../../application/accounts/merchants.port';
import { asAppError } from '../../application/errors/app-error';
import { accountBalanceFormSchema, typedTopUp } from '../../forms/account-balance.form-schema';
import { figureInputOf } from '../../forms/figure-fields';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { moneyText, moneyWithCurrencyText } from '../kit/formatters';
import { ControlledField } from '../kit/controlled-field';
import { FormField } from '../kit/form-field';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { useSubmitOnce } from '../kit/use-submit-once';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { AccountPage } from './account-page';
import { AccountRecordGate } from './account-record-gate';

/** spec 2 §2.2 /merchants/account-balance/{merchantId}, titled 'Account Balance'. */
export function AccountBalanceView() {
  const { t } = useTranslation();
  const merchants = useArea('merchants');
  const { merchantId } = useScreenParams('merchantAccountBalance');
  // docs/decisions/0017-merchants-and-carriers.md: adding account balance needs editAccounts.
  const allowed = useCan().canAsPlatform(['MerchentManagement', 'editAccounts']);
  const merchant = useRemoteData(`merchant:${merchantId}`, () => (allowed ? merchants.get(merchantId) : Promise.resolve(null)));
  return (
    <AccountPage
      titleId="account-balance-title"
      title={t('accounts.balance.title')}
      subtitle={merchant.data ? t('accounts.balance.subtitle', { name: merchant.data.name }) : t('accounts.balance.subtitleGeneric')}
      icon="pi-wallet"
      back={{ to: pathTo('merchants'), label: t('accounts.merchants.title') }}
    >
      <AccountRecordGate allowed={allowed} record={merchant}>
        {(loaded) => loaded && <AccountBalanceForm merchant={loaded} />}
      </AccountRecordGate>
    </AccountPage>
  );
}

function AccountBalanceForm({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchants = useArea('merchants');
  // One key per top-up the person means: a double click or a retry of it is added once.
  const topUp = useSubmitOnce(merchants.accountTopUpMachine, {
    onDone: (updated) =>
      void navigate(pathTo('merchants'), {
        state: { notice: t('accounts.balance.saved', { name: updated.name, balance: moneyWithCurrencyText(updated.accountBalance) }) },
      }),
  });
  const failure = useSelector(topUp.actor, (snapshot) => (snapshot.matches('failed') ? errorMessageOf(t, asAppError(snapshot.context.error)) : null));
  const form = useZodForm(accountBalanceFormSchema, { grossAmount: null, tax: null, netAmount: null });
  const [grossAmount, tax] = useWatch({ control: form.control, name: ['grossAmount', 'tax'] });
  // spec 2 §5: the net amount as the figures are typed, read exactly, in the merchant's currency.
  const typed = typedTopUp({ grossAmount, tax });
  const figures = typed === null ? null : merchants.topUpFigures(typed, merchant.currency);
  const netAmount = figures ? figureInputOf(figures.netAmount) : null;
  useEffect(() => {
    form.setValue('netAmount', netAmount);
  }, [form, netAmount]);
  // 'Please provide amount first' goes once the amount is there (the form checks a field as it changes).
  useEffect(() => {
    if (grossAmount !== null && grossAmount !== undefined && form.getFieldState('tax').invalid) void form.trigger('tax');
  }, [form, grossAmount]);

  const submit = form.handleSubmit((values) =>
    topUp.actor.send({ type: 'submit.send', values: { merchant, topUp: { grossAmount: values.grossAmount, tax: values.tax } } }),
  );
  const saving = topUp.busy;

  return (
    <form className="kit-card accounts-form accounts-form--narrow" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="account-balance-title">
      {failure && <Message severity="error" text={failure} className="accounts-message accounts-form__wide" />}
      <p className="accounts-form__wide accounts-balance__current">
        {t('accounts.balance.current')} <Ltr>{moneyWithCurrencyText(merchant.accountBalance)}</Ltr>
      </p>
      <ControlledField
        control={form.control}
        name="grossAmount"
        id="balance-amount"
        label={t('accounts.balance.amount')}
        className="accounts-form__wide"
        render={(field, aria) => (
          <InputNumber
            inputId="balance-amount"
            value={field.value ?? null}
            onChange={(event) => field.onChange(event.value)}
            onBlur={field.onBlur}
            mode="decimal"
            minFractionDigits={0}
            maxFractionDigits={2}
            min={0}
            prefix={`${merchant.currency} `}
            locale="en-US"
            inputClassName="ltr-input"
            {...aria}
          />
        )}
      />
      <ControlledField
        control={form.control}
        name="tax"
        id="balance-tax"
        label={t('accounts.balance.tax')}
        className="accounts-form__wide"
        render={(field, aria) => (
          <InputNumber
            inputId="balance-tax"
            value={field.value ?? null}
            onChange={(event) => field.onChange(event.value)}
            onBlur={field.onBlur}
            mode="decimal"
            maxFractionDigits={2}
            min={0}
            max={99}
            suffix="%"
            locale="en-US"
            inputClassName="ltr-input"
            {...aria}
          />
        )}
      />
      <FormField id="balance-net" label={t('accounts.balance.netAmount')} hint={t('accounts.balance.netHint')} className="accounts-form__wide">
        {(aria) => (
          <InputText
            id="balance-net"
            value={figures ? `${merchant.currency} ${moneyText(figures.netAmount)}` : ''}
            readOnly
            tabIndex={-1}
            dir="ltr"
            {...aria}
          />
        )}
      </FormField>
      <div className="accounts-form__actions accounts-form__wide">
        <Link to={pathTo('merchants')} className="p-button p-button-text">
          {t('accounts.form.cancel')}
        </Link>
        <Button type="submit" label={t('accounts.balance.submit')} icon="pi pi-plus" loading={saving} disabled={saving} />
      </div>
    </form>
  );
}
