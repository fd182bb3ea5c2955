import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Carrier } from '../../application/accounts/carriers.port';
import { carrierCountries, carrierTypes } from '../../domain/accounts/account-records';
import { currencyCodes, isCurrencyCode } from '../../domain/money/currencies';
import { carrierFormSchema, type CarrierFormInput } from '../../forms/carrier.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { accountEmailNames } from './account-fields';
import { ChoiceControl, TextControl } from '../kit/form-controls';
import { AccountPage } from './account-page';
import { AccountRecordGate } from './account-record-gate';
import { useAccountSave } from './use-account-save';

const isCarrierCountry = (country: string): country is (typeof carrierCountries)[number] => (carrierCountries as readonly string[]).includes(country);

function initialValues(carrier: Carrier | null): DefaultValues<CarrierFormInput> {
  if (carrier === null) return { name: '', currency: '', notificationEmail: '', supportEmail: '', billingEmail: '', commercialEmail: '' };
  return {
    ...(isCarrierCountry(carrier.country) ? { country: carrier.country } : {}),
    type: carrier.type,
    name: carrier.name,
    currency: isCurrencyCode(carrier.currency) ? carrier.currency : '',
    notificationEmail: carrier.notificationEmail ?? '',
    supportEmail: carrier.supportEmail ?? '',
    billingEmail: carrier.billingEmail ?? '',
    commercialEmail: carrier.commercialEmail ?? '',
  };
}

/** spec 2 §2.3 /carriers/form/{carrierId}: `new` creates, an id edits; returns to /carriers. */
export function CarrierFormView() {
  const { t } = useTranslation();
  const carriers = useArea('carriers');
  const { carrierId } = useScreenParams('carrierForm');
  const { canAsPlatform } = useCan();
  const creating = carrierId === 'new';
  const allowed = canAsPlatform(['CarrierManagement', creating ? 'createAccounts' : 'editAccounts']);
  const existing = useRemoteData(`carrier:${carrierId}`, () => (creating || !allowed ? Promise.resolve(null) : carriers.get(carrierId)));
  return (
    <AccountPage
      titleId="carrier-form-title"
      title={t(creating ? 'accounts.carriers.form.createTitle' : 'accounts.carriers.form.editTitle')}
      subtitle={t('accounts.carriers.form.subtitle')}
      icon="pi-wifi"
      back={{ to: pathTo('carriers'), label: t('accounts.carriers.title') }}
    >
      <AccountRecordGate allowed={allowed} record={existing}>
        {(carrier) => <CarrierForm key={carrierId} carrier={carrier} />}
      </AccountRecordGate>
    </AccountPage>
  );
}

function CarrierForm({ carrier }: { carrier: Carrier | null }) {
  const { t } = useTranslation();
  const carriers = useArea('carriers');
  const form = useZodForm(carrierFormSchema, initialValues(carrier));
  const { isSubmitting } = form.formState;
  const { submit, failure, inactive } = useAccountSave({
    form,
    save: (values) => (carrier ? carriers.edit(carrier.id, values) : carriers.create(values)),
    creating: carrier === null,
    listPath: pathTo('carriers'),
    savedNotice: t(carrier ? 'accounts.carriers.form.updated' : 'accounts.carriers.form.created'),
  });
  const f = (key: string) => t(`accounts.fields.${key}`);
  return (
    <form className="kit-card accounts-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="carrier-form-title">
      {failure && <Message severity="error" text={failure} className="accounts-message accounts-form__wide" />}
      {inactive && <Message severity="warn" text={t('accounts.form.createdInactive')} className="accounts-message accounts-form__wide" />}
      <ChoiceControl
        control={form.control}
        name="country"
        label={f('country')}
        placeholder={f('choose')}
        options={carrierCountries.map((country) => ({ value: country, label: t(`accounts.countries.${country}`) }))}
      />
      <ChoiceControl
        control={form.control}
        name="type"
        label={f('type')}
        placeholder={f('choose')}
        options={carrierTypes.map((type) => ({ value: type, label: t(`accounts.carrierTypes.${type}`) }))}
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
      <div className="accounts-form__actions accounts-form__wide">
        <Link to={pathTo('carriers')} className="p-button p-button-text">
          {t('accounts.form.cancel')}
        </Link>
        <Button type="submit" label={t('accounts.form.save')} icon="pi pi-check" loading={isSubmitting} disabled={isSubmitting} />
      </div>
    </form>
  );
}
