import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { ControlledField } from './controlled-field';
import type { FieldControlProps } from './form-field';

// Small wrappers over ControlledField for the controls forms use most; the field's path, made
// safe for an id, is the control's id, so the label points at it.

interface BaseProps<Values extends FieldValues, Output> {
  /** The form's control; `Output` is what its schema hands on (exact figures where the fields hold numbers). */
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

export const fieldIdOf = (name: string): string => `field-${name.replace(/\./g, '-')}`;

export function TextControl<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  hint,
  disabled,
  className,
  placeholder,
  ltr,
}: BaseProps<Values, Output> & { placeholder?: string; ltr?: boolean }) {
  const id = fieldIdOf(name);
  return (
    <ControlledField
      control={control}
      name={name}
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      {...(className ? { className } : {})}
      render={(field, aria) => (
        <InputText
          id={id}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          placeholder={placeholder}
          className={ltr ? 'kit-ltr-input' : undefined}
          {...aria}
        />
      )}
    />
  );
}

/** Typed text as a figure: blank is null, anything else a number (NaN when it is not one). */
export const figureOf = (text: string): number | null => (text.trim() === '' ? null : /^-?\d*\.?\d*$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The text input of a figure, keeping what the person typed while the form holds the number. */
function FigureInput({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  suffix,
  aria,
}: {
  id: string;
  value: unknown;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  disabled?: boolean | undefined;
  suffix?: string | undefined;
  aria: FieldControlProps;
}) {
  const held = typeof value === 'number' ? value : null;
  const [text, setText] = useState(held === null ? '' : String(held));
  // A value set from outside (loading a record, a default) replaces the text.
  useEffect(() => {
    setText((current) => (Object.is(figureOf(current), held) ? current : held === null ? '' : String(held)));
  }, [held]);
  const input = (
    <InputText
      id={id}
      value={text}
      inputMode="decimal"
      onChange={(event) => {
        setText(event.target.value);
        onChange(figureOf(event.target.value));
      }}
      onBlur={onBlur}
      disabled={disabled}
      // Latin digits and a dot in either language: these are figures, not prose.
      className="kit-ltr-input"
      {...aria}
    />
  );
  if (!suffix) return input;
  return (
    <div className="p-inputgroup">
      {input}
      <span className="p-inputgroup-addon">{suffix}</span>
    </div>
  );
}

/** A figure with at most two decimals; empty is null (the schema names what is missing). */
export function NumberControl<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  hint,
  disabled,
  className,
  suffix,
}: BaseProps<Values, Output> & { suffix?: string }) {
  const id = fieldIdOf(name);
  return (
    <ControlledField
      control={control}
      name={name}
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      {...(className ? { className } : {})}
      render={(field, aria) => (
        <FigureInput id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} suffix={suffix} aria={aria} />
      )}
    />
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export function ChoiceControl<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  hint,
  disabled,
  className,
  options,
  placeholder,
  clearable,
  onChosen,
}: BaseProps<Values, Output> & { options: readonly ChoiceOption[]; placeholder?: string; clearable?: boolean; onChosen?: (value: string | null) => void }) {
  const id = fieldIdOf(name);
  return (
    <ControlledField
      control={control}
      name={name}
      id={id}
      label={label}
      {...(hint ? { hint } : {})}
      {...(className ? { className } : {})}
      render={(field, aria) => (
        <Dropdown
          inputId={id}
          value={field.value ?? null}
          options={[...options]}
          onChange={(event) => {
            const value = typeof event.value === 'string' ? event.value : null;
            field.onChange(value);
            onChosen?.(value);
          }}
          onBlur={field.onBlur}
          disabled={disabled}
          placeholder={placeholder}
          showClear={clearable}
          filter={options.length > 8}
          {...aria}
        />
      )}
    />
  );
}

/** A checkbox with its label beside it (a yes/no field). */
export function CheckControl<Values extends FieldValues, Output = Values>({ control, name, label, disabled, className = '' }: BaseProps<Values, Output>) {
  const id = fieldIdOf(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className={`kit-form__check ${className}`}>
          <Checkbox
            inputId={id}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.checked === true)}
            onBlur={field.onBlur}
            disabled={disabled}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      )}
    />
  );
}
