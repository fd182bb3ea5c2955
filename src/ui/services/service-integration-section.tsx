import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import { paymentMethodsFor, type PaymentMethod } from '../../domain/services/service-catalogue';
import { TextControl } from '../kit/form-controls';
import { useFieldMessage } from '../kit/use-field-message';
import type { ServiceFormApi } from './service-form-values';

/** spec 2 §3 integration URLs and payment methods (the toggles depend on the country, spec 2 §4). */
export function ServiceIntegrationSection({ form }: { form: ServiceFormApi }) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const { control } = form;
  const l = (key: string) => t(`services.form.${key}`);
  const country = useWatch({ control, name: 'country' });
  const offered = paymentMethodsFor(country ?? '');
  return (
    <>
      <fieldset className="kit-form__section">
        <legend>{l('integration')}</legend>
        <TextControl control={control} name="notificationApi" label={l('notificationApi')} placeholder="https://" ltr />
        <TextControl control={control} name="tokenApi" label={l('tokenApi')} placeholder="https://" ltr />
        <TextControl control={control} name="clickIdApi" label={l('clickIdApi')} placeholder="https://" ltr />
        <TextControl control={control} name="portalUrl" label={l('portalUrl')} placeholder="https://" ltr />
      </fieldset>
      <Controller
        control={control}
        name="paymentMethods"
        render={({ field, fieldState }) => {
          const chosen: PaymentMethod[] = field.value ?? [];
          const error = fieldState.error?.message ?? (Array.isArray(fieldState.error) ? fieldState.error.find(Boolean)?.message : undefined);
          return (
            <fieldset className="kit-form__section" aria-describedby={error ? 'service-methods-error' : undefined}>
              <legend>{l('paymentMethods')}</legend>
              {offered.map((method) => {
                const id = `service-method-${method.replace(/\s/g, '-').toLowerCase()}`;
                return (
                  <div key={method} className="kit-form__check">
                    <Checkbox
                      inputId={id}
                      checked={chosen.includes(method)}
                      onChange={(event) => field.onChange(event.checked ? [...chosen, method] : chosen.filter((item) => item !== method))}
                    />
                    <label htmlFor={id}>{t(`services.providers.${method}`)}</label>
                  </div>
                );
              })}
              <p className="service-form__note kit-form__wide">{country === 'Pakistan' ? l('methodsPakistan') : l('methodsElsewhere')}</p>
              {error && (
                <small id="service-methods-error" className="kit-field__error kit-form__wide" role="alert">
                  {messageOf(error)}
                </small>
              )}
            </fieldset>
          );
        }}
      />
    </>
  );
}
