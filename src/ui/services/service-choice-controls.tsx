import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { Controller, type FieldPath } from 'react-hook-form';
import type { ServiceFormInput } from '../../forms/service.form-schema';
import { ControlledField } from '../kit/controlled-field';
import { fieldIdOf } from '../kit/form-controls';
import type { ServiceFormApi } from './service-form-values';
import { Switch } from '../kit/switch';

/** spec 2 §3 per-transaction values: the percentage flag as Fixed or Percent. */
export function ChargeKindControl({
  form,
  name,
  label,
  disabled,
}: {
  form: ServiceFormApi;
  name: FieldPath<ServiceFormInput>;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = fieldIdOf(name);
  return (
    <ControlledField
      control={form.control}
      name={name}
      id={id}
      label={label}
      render={(field, aria) => (
        <Dropdown
          inputId={id}
          value={field.value === true ? 'percent' : field.value === false ? 'fixed' : null}
          options={[
            { value: 'fixed', label: t('services.form.fixed') },
            { value: 'percent', label: t('services.form.percent') },
          ]}
          onChange={(event) => field.onChange(event.value === 'percent')}
          onBlur={field.onBlur}
          disabled={disabled}
          {...aria}
        />
      )}
    />
  );
}

/** spec 2 §9 voucher fee types: fixed or percent. */
export function FeeTypeControl({
  form,
  name,
  label,
  disabled,
}: {
  form: ServiceFormApi;
  name: FieldPath<ServiceFormInput>;
  label: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = fieldIdOf(name);
  return (
    <ControlledField
      control={form.control}
      name={name}
      id={id}
      label={label}
      render={(field, aria) => (
        <Dropdown
          inputId={id}
          value={field.value ?? null}
          options={[
            { value: 'fixed', label: t('services.form.fixed') },
            { value: 'percent', label: t('services.form.percent') },
          ]}
          onChange={(event) => field.onChange(event.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          {...aria}
        />
      )}
    />
  );
}

/** An on/off switch with its label beside it; `onToggled` runs after the value changes. */
export function SwitchControl({
  form,
  name,
  label,
  disabled,
  onToggled,
}: {
  form: ServiceFormApi;
  name: FieldPath<ServiceFormInput>;
  label: string;
  disabled?: boolean;
  onToggled?: (on: boolean) => void;
}) {
  const id = fieldIdOf(name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="kit-form__check">
          <Switch
            inputId={id}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.value === true);
              onToggled?.(event.value === true);
            }}
            disabled={disabled}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      )}
    />
  );
}
