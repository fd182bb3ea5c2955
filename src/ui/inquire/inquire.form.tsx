import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { inquireProviders } from '../../domain/inquire/inquire-rules';
import { ControlledField } from '../kit/controlled-field';
import { FormField } from '../kit/form-field';
import { useZodForm } from '../kit/use-zod-form';
import { inquireFormSchema, type InquireFormValues } from '../../forms/inquire.form-schema';

/** spec 1 §2 and §5: provider and Order Id; validation runs on change and on blur. */
export function InquireForm({ onSubmit }: { onSubmit: (values: InquireFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useZodForm(inquireFormSchema, { provider: null, orderId: '' });
  const { errors, isSubmitting } = form.formState;
  const providerOptions = inquireProviders.map((value) => ({ value, label: t(`inquire.providers.${value}`) }));

  return (
    <form className="inquire-form" onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={t('inquire.form.name')}>
      <ControlledField
        control={form.control}
        name="provider"
        id="inquire-provider"
        label={t('inquire.form.provider')}
        className="inquire-field"
        render={(field, { invalid, ...aria }) => (
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
            {...form.register('orderId')}
          />
        )}
      </FormField>
      <Button type="submit" className="inquire-form__submit" label={t('inquire.form.submit')} icon="pi pi-search" loading={isSubmitting} />
    </form>
  );
}
