import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import type { ServiceStore } from '../../application/services/services.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { useFieldMessage } from '../kit/use-field-message';
import { useRemoteData } from '../kit/use-remote-data';
import { storeInputOf, type ServiceFormApi, type ServiceStoreInput } from './service-form-values';

/** The first message among a field's errors, its items' included (Stores must be unique). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(error)) {
    const found = firstMessage(item);
    if (found) return found;
  }
  return undefined;
}

/**
 * spec 2 §3 epStoreConfig: stores picked from those of the chosen Easypaisa service (spec 2 §4).
 * Only platform staff link stores; a merchant user sees the links (docs/decisions/0015-catalogue.md).
 */
export function ServiceStoresSection({ form, isPlatform }: { form: ServiceFormApi; isPlatform: boolean }) {
  const { t } = useTranslation();
  const messageOf = useFieldMessage();
  const services = useArea('services');
  const epServiceName = useWatch({ control: form.control, name: 'epServiceName' });
  const offered = useRemoteData(isPlatform ? (epServiceName ?? '') : 'merchant', () =>
    isPlatform && epServiceName ? services.storesOf(epServiceName) : Promise.resolve<ServiceStore[]>([]),
  );
  const l = (key: string) => t(`services.form.${key}`);
  return (
    <Controller
      control={form.control}
      name="epStoreConfig"
      render={({ field, fieldState }) => {
        const chosen: ServiceStoreInput[] = field.value ?? [];
        const error = firstMessage(fieldState.error);
        const options = (offered.data ?? []).map(storeInputOf);
        for (const store of chosen) if (!options.some((option) => option._id === store._id)) options.push(store);
        return (
          <fieldset className="kit-form__section">
            <legend>{l('stores')}</legend>
            {!isPlatform ? (
              <ul className="service-form__stores kit-form__wide">
                {chosen.length === 0 ? (
                  <li>{l('noStores')}</li>
                ) : (
                  chosen.map((store) => (
                    <li key={store._id}>
                      {store.name} · <Ltr>{store.epStoreId}</Ltr>
                    </li>
                  ))
                )}
              </ul>
            ) : !epServiceName ? (
              <p className="service-form__note kit-form__wide">{l('storesNeedService')}</p>
            ) : (
              <div className="kit-field kit-form__wide">
                <label htmlFor="service-stores" id="service-stores-label">
                  {l('storesPick')}
                </label>
                <MultiSelect
                  inputId="service-stores"
                  value={chosen.map((store) => store._id)}
                  options={options.map((store) => ({ value: store._id, label: `${store.name} (${store.epStoreId})` }))}
                  onChange={(event) => {
                    const ids: unknown[] = Array.isArray(event.value) ? event.value : [];
                    field.onChange(
                      ids.map((id) => options.find((store) => store._id === id)).filter((store): store is ServiceStoreInput => store !== undefined),
                    );
                  }}
                  onBlur={field.onBlur}
                  placeholder={offered.loading ? l('storesLoading') : options.length === 0 ? l('noStoresOffered') : l('storesPlaceholder')}
                  display="chip"
                  aria-labelledby="service-stores-label"
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? 'service-stores-error' : undefined}
                  invalid={Boolean(error)}
                />
                {error && (
                  <small id="service-stores-error" className="kit-field__error" role="alert">
                    {messageOf(error)}
                  </small>
                )}
              </div>
            )}
          </fieldset>
        );
      }}
    />
  );
}
