import { useTranslation } from 'react-i18next';
import type { ServiceFormChoices } from '../../application/services/services.port';
import { currencyCodes } from '../../domain/money/currencies';
import {
  creditCardServiceNames,
  easypaisaServiceNames,
  jazzcashServiceNames,
  paymentMethodsFor,
  serviceCountries,
  serviceProviders,
  serviceTypes,
} from '../../domain/services/service-catalogue';
import { voucherConfigFormDefaults } from '../../forms/service.form-schema';
import { CheckControl, ChoiceControl, NumberControl, TextControl } from '../kit/form-controls';
import type { ServiceFormApi } from './service-form-values';

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** spec 2 §3 packages: a price per subscription frequency. */
export const subscriptionFrequencies = ['oneTime', 'd', 'w', 'm', 'y'] as const;

export function ServiceGeneralSection({ form, choices, isPlatform }: { form: ServiceFormApi; choices: ServiceFormChoices; isPlatform: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = form;
  const l = (key: string) => t(`services.form.${key}`);
  const operators = [
    ...choices.carriers.map((row) => ({ value: row.name, label: t('services.form.carrierOption', { name: row.name }) })),
    ...choices.operators.map((row) => ({ value: row.name, label: t('services.form.operatorOption', { name: row.name }) })),
  ];
  const frequency = getValues('subscriptionFrequency');
  const frequencies: { value: string; label: string }[] = subscriptionFrequencies.map((value) => ({ value, label: t(`services.form.frequencies.${value}`) }));
  if (frequency && !frequencies.some((option) => option.value === frequency)) frequencies.push({ value: frequency, label: frequency });
  return (
    <fieldset className="kit-form__section">
      <legend>{l('general')}</legend>
      <ChoiceControl
        control={control}
        name="country"
        label={l('country')}
        options={serviceCountries.map((value) => ({ value, label: t(`services.countries.${value}`) }))}
        // spec 2 §4: payment method toggles depend on the country; methods it does not offer go.
        onChosen={(country) =>
          setValue(
            'paymentMethods',
            (getValues('paymentMethods') ?? []).filter((method) => paymentMethodsFor(country ?? '').includes(method)),
            { shouldValidate: true },
          )
        }
      />
      <ChoiceControl
        control={control}
        name="merchant"
        label={l('merchant')}
        placeholder={l('chooseMerchant')}
        options={choices.merchants.map((row) => ({ value: row.id, label: row.name }))}
        disabled={!isPlatform}
      />
      <ChoiceControl
        control={control}
        name="serviceProvider"
        label={l('serviceProvider')}
        options={serviceProviders.map((value) => ({ value, label: t(`services.providers.${value}`) }))}
      />
      <TextControl control={control} name="serviceName" label={l('serviceName')} ltr />
      <ChoiceControl
        control={control}
        name="epServiceName"
        label={l('epServiceName')}
        placeholder={l('none')}
        options={plain(easypaisaServiceNames)}
        clearable
        // spec 2 §4: changing the Easypaisa service clears the selected stores.
        onChosen={() => setValue('epStoreConfig', [], { shouldValidate: true })}
      />
      <ChoiceControl
        control={control}
        name="jcServiceName"
        label={l('jcServiceName')}
        placeholder={l('none')}
        options={plain(jazzcashServiceNames)}
        clearable
      />
      <ChoiceControl
        control={control}
        name="ccServiceName"
        label={l('ccServiceName')}
        placeholder={l('none')}
        options={plain(creditCardServiceNames)}
        clearable
      />
      <ChoiceControl control={control} name="operatorName" label={l('operatorName')} placeholder={l('none')} options={operators} clearable />
      <ChoiceControl control={control} name="currency" label={l('currency')} options={plain(currencyCodes)} />
      <ChoiceControl
        control={control}
        name="serviceType"
        label={l('serviceType')}
        placeholder={l('chooseType')}
        options={serviceTypes.map((value) => ({ value, label: t(`services.types.${value}`) }))}
        // spec 2 §4, §9: the voucher section shows only for Voucher services, from the defaults.
        onChosen={(type) => {
          if (type === 'Voucher' && !getValues('voucherConfig')) setValue('voucherConfig', structuredClone(voucherConfigFormDefaults));
          if (type !== 'Voucher') setValue('voucherConfig', null);
        }}
      />
      <NumberControl control={control} name="price" label={l('price')} />
      <ChoiceControl
        control={control}
        name="subscriptionFrequency"
        label={l('subscriptionFrequency')}
        placeholder={l('none')}
        options={frequencies}
        clearable
      />
      <CheckControl control={control} name="freshWalletsAllowed" label={l('freshWalletsAllowed')} />
      <fieldset className="kit-form__section kit-form__wide service-form__packages">
        <legend>{l('packages')}</legend>
        {subscriptionFrequencies.map((key) => (
          <NumberControl key={key} control={control} name={`packages.${key}`} label={t(`services.form.frequencies.${key}`)} />
        ))}
      </fieldset>
    </fieldset>
  );
}
