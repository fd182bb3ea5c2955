import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inquireProviders } from '../../domain/inquire/inquire-rules';
import { FormField } from '../kit/form-field';
import { inquireFormSchema, type InquireFormInput, type InquireFormValues } from './inquire.schema';

/** spec 1 §2 and §5: provider and Order Id; validation runs on change and on blur. */
export function InquireForm({ onSubmit }: { onSubmit: (values: InquireFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    control: formControl,
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
      <FormField id="inquire-provider" label={t('inquire.form.provider')} error={errors.provider?.message} className="inquire-field">
        {({ invalid, ...aria }) => (
          <Controller
            name="provider"
            control={formControl}
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
                invalid={invalid}
                {...aria}
                ariaLabelledBy="inquire-provider-label"
                className="inquire-field__control"
              />
            )}
          />
        )}
      </FormField>
      <FormField id="inquire-order-id" label={t('inquire.form.orderId')} error={errors.orderId?.message} className="inquire-field inquire-field--grow">
        {(control) => (
          <InputText
            id="inquire-order-id"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('inquire.form.orderIdPlaceholder')}
            {...control}
            className="inquire-field__control"
            {...register('orderId')}
          />
        )}
      </FormField>
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
