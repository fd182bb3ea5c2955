import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField, type FieldControlProps } from './form-field';

/** `Output`: the values the form's schema hands on (exact figures where the fields hold numbers). */
export interface ControlledFieldProps<Values extends FieldValues, Name extends FieldPath<Values>, Output = Values> {
  control: Control<Values, unknown, Output>;
  name: Name;
  /** The control's id: the label points at it. */
  id: string;
  label: string;
  hint?: string;
  className?: string;
  /** The PrimeReact control (Dropdown, Calendar, Password...), given the field and its ARIA wiring. */
  render: (field: ControllerRenderProps<Values, Name>, control: FieldControlProps) => ReactNode;
}

/** A FormField around a react-hook-form Controller: label, control and the field's own message. */
export function ControlledField<Values extends FieldValues, Name extends FieldPath<Values>, Output = Values>({
  control,
  name,
  id,
  label,
  hint,
  className,
  render,
}: ControlledFieldProps<Values, Name, Output>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} error={fieldState.error?.message} {...(hint ? { hint } : {})} {...(className ? { className } : {})}>
          {(aria) => render(field, aria)}
        </FormField>
      )}
    />
  );
}
