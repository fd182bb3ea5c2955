import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { ControlledField } from '../kit/controlled-field';
import { FormField } from '../kit/form-field';

interface ChoiceFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  name: Name;
  id: string;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled Dropdown bound to the form (country, currency, type). */
export function ChoiceField<Values extends FieldValues, Name extends FieldPath<Values>>({ control, name, id, label, placeholder, options }: ChoiceFieldProps<Values, Name>) {
  return (
    <ControlledField
      control={control}
      name={name}
      id={id}
      label={label}
      render={(field, aria) => (
        <Dropdown
          inputId={id}
          value={field.value ?? null}
          options={[...options]}
          onChange={(event) => field.onChange(event.value)}
          onBlur={field.onBlur}
          placeholder={placeholder}
          className="w-full"
          {...aria}
        />
      )}
    />
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  type?: 'text' | 'email';
  /** Addresses and codes read left to right in either language. */
  ltr?: boolean;
}

export function TextField({ id, label, error, registration, type = 'text', ltr = false }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => <InputText id={id} type={type} autoComplete="off" {...(ltr ? { dir: 'ltr' } : {})} {...aria} {...registration} />}
    </FormField>
  );
}

interface CheckFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  name: Name;
  id: string;
  label: string;
}

export function CheckField<Values extends FieldValues, Name extends FieldPath<Values>>({ control, name, id, label }: CheckFieldProps<Values, Name>) {
  return (
    <ControlledField
      control={control}
      name={name}
      id={id}
      label={label}
      className="accounts-form__check"
      render={(field) => <Checkbox inputId={id} checked={field.value === true} onChange={(event) => field.onChange(event.checked === true)} />}
    />
  );
}

export const accountEmailNames = ['notificationEmail', 'supportEmail', 'billingEmail', 'commercialEmail'] as const;
