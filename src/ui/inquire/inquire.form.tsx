import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inquireProviders } from '../../domain/inquire/inquire-rules';
import { inquireFormSchema, type InquireFormInput, type InquireFormValues } from './inquire.schema';

/** spec 1 §2 and §5: provider and Order Id; validation runs on change and on blur. */
export function InquireForm({ onSubmit }: { onSubmit: (values: InquireFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InquireFormInput, unknown, InquireFormValues>({
    resolver: zodResolver(inquireFormSchema),
    mode: 'all',
    defaultValues: { provider: null, orderId: '' },
  });
  const providerOptions = inquireProviders.map((value) => ({ value, label: t(`inquire.providers.${value}`) }));

  return (
    <form className="inquire-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('inquire.form.name')}>
      <div className="inquire-field">
        <label htmlFor="inquire-provider" id="inquire-provider-label">
          {t('inquire.form.provider')}
        </label>
        <Controller
          name="provider"
          control={control}
          render={({ field }) => (
            <Dropdown
              inputId="inquire-provider"
              inputRef={field.ref}
              value={field.value}
              options={providerOptions}
              optionLabel="label"
              optionValue="value"
              placeholder={t('inquire.form.providerPlaceholder')}
              onChange={(event) => field.onChange(event.value)}
              onBlur={field.onBlur}
              invalid={Boolean(errors.provider)}
              aria-invalid={Boolean(errors.provider)}
              aria-describedby={errors.provider ? 'inquire-provider-error' : undefined}
              ariaLabelledBy="inquire-provider-label"
              className="inquire-field__control"
            />
          )}
        />
        {errors.provider?.message && (
          <small id="inquire-provider-error" className="inquire-field__error">
            {t(errors.provider.message)}
          </small>
        )}
      </div>
      <div className="inquire-field inquire-field--grow">
        <label htmlFor="inquire-order-id">{t('inquire.form.orderId')}</label>
        <InputText
          id="inquire-order-id"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('inquire.form.orderIdPlaceholder')}
          invalid={Boolean(errors.orderId)}
          aria-invalid={Boolean(errors.orderId)}
          aria-describedby={errors.orderId ? 'inquire-order-id-error' : undefined}
          className="inquire-field__control"
          {...register('orderId')}
        />
        {errors.orderId?.message && (
          <small id="inquire-order-id-error" className="inquire-field__error">
            {t(errors.orderId.message)}
          </small>
        )}
      </div>
      <Button
        type="submit"
        className="inquire-form__submit"
        label={t('inquire.form.submit')}
        icon="pi pi-search"
        loading={isSubmitting}
      />
    </form>
  );
}
