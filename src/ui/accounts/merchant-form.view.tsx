import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Merchant } from '../../application/accounts/merchants.port';
import { merchantCountries } from '../../domain/accounts/account-records';
import { currencyCodes } from '../../domain/money/currencies';
import { merchantFormSchema, type MerchantFormInput } from '../../forms/merchant.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { accountEmailNames } from './account-fields';
import { CheckControl, ChoiceControl, TextControl } from '../kit/form-controls';
import { AccountPage } from './account-page';
import { AccountRecordGate } from './account-record-gate';
import { useAccountSave } from './use-account-save';

const isMerchantCountry = (country: string): country is (typeof merchantCountries)[number] => (merchantCountries as readonly string[]).includes(country);

function initialValues(merchant: Merchant | null): DefaultValues<MerchantFormInput> {
  if (merchant === null) return { name: '', currency: '', notificationEmail: '', supportEmail: '', billingEmail: '', commercialEmail: '', showBalance: false };
  return {
    ...(isMerchantCountry(merchant.country) ? { country: merchant.country } : {}),
    name: merchant.name,
    currency: merchant.currency,
    notificationEmail: merchant.notificationEmail ?? '',
    supportEmail: merchant.supportEmail ?? '',
    billingEmail: merchant.billingEmail ?? '',
    commercialEmail: merchant.commercialEmail ?? '',
    showBalance: merchant.showBalance,
  };
}

/** spec 2 §2.2 /merchants/form/{merchantId}: `new` creates, an id edits. */
export function MerchantFormView() {
  const { t } = useTranslation();
  const merchants = useArea('merchants');
  const { merchantId } = useScreenParams('merchantForm');
  const { canAsPlatform } = useCan();
  const creating = merchantId === 'new';
  const allowed = canAsPlatform(['MerchentManagement', creating ? 'createAccounts' : 'editAccounts']);
  const existing = useRemoteData(`merchant:${merchantId}`, () => (creating || !allowed ? Promise.resolve(null) : merchants.get(merchantId)));
  const title = t(creating ? 'accounts.merchants.form.createTitle' : 'accounts.merchants.form.editTitle');
  return (
    <AccountPage
      titleId="merchant-form-title"
      title={title}
      subtitle={t('accounts.merchants.form.subtitle')}
      icon="pi-briefcase"
      back={{ to: pathTo('merchants'), label: t('accounts.merchants.title') }}
    >
      <AccountRecordGate allowed={allowed} record={existing}>
        {(loaded) => <MerchantForm key={merchantId} merchant={loaded} />}
      </AccountRecordGate>
    </AccountPage>
  );
}

function MerchantForm({ merchant }: { merchant: Merchant | null }) {
  const { t } = useTranslation();
  const merchants = useArea('merchants');
  const form = useZodForm(merchantFormSchema, initialValues(merchant));
  const { isSubmitting } = form.formState;
  const { submit, failure, inactive } = useAccountSave({
    form,
    save: (values) => (merchant ? merchants.edit(merchant.id, values) : merchants.create(values)),
    creating: merchant === null,
    listPath: pathTo('merchants'),
    savedNotice: t(merchant ? 'accounts.merchants.form.updated' : 'accounts.merchants.form.created'),
  });
  const f = (key: string) => t(`accounts.fields.${key}`);
  return (
    <form className="kit-card accounts-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="merchant-form-title">
      {failure && <Message severity="error" text={failure} className="accounts-message accounts-form__wide" />}
      {inactive && <Message severity="warn" text={t('accounts.form.createdInactive')} className="accounts-message accounts-form__wide" />}
      <ChoiceControl
        control={form.control}
        name="country"
        label={f('country')}
        placeholder={f('choose')}
        options={merchantCountries.map((country) => ({ value: country, label: t(`accounts.countries.${country}`) }))}
      />
      <TextControl control={form.control} name="name" label={f('name')} />
      <ChoiceControl
        control={form.control}
        name="currency"
        label={f('currency')}
        placeholder={f('choose')}
        options={currencyCodes.map((code) => ({ value: code, label: code }))}
      />
      {accountEmailNames.map((name) => (
        <TextControl key={name} control={form.control} name={name} label={f(name)} ltr />
      ))}
      <CheckControl control={form.control} name="showBalance" label={f('showBalance')} />
      <div className="accounts-form__actions accounts-form__wide">
        <Link to={pathTo('merchants')} className="p-button p-button-text">
          {t('accounts.form.cancel')}
        </Link>
        <Button type="submit" label={t('accounts.form.save')} icon="pi pi-check" loading={isSubmitting} disabled={isSubmitting} />
      </div>
    </form>
  );
}
