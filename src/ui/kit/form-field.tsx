import type { ReactNode } from 'react';
import { useFieldMessage } from './use-field-message';

/** What the control needs to point at its message (spread onto the input). */
export interface FieldControlProps {
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  invalid: boolean;
}

export interface FormFieldProps {
  /** The control's id: the label points at it. */
  id: string;
  label: string;
  /** A catalogue key, or a shared form schema's English message (src/forms), shown translated. */
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/** A labelled control with its hint or error underneath, for react-hook-form fields. */
export function FormField({ id, label, error, hint, className = '', children }: FormFieldProps) {
  const messageOf = useFieldMessage();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  const control: FieldControlProps = { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, invalid: Boolean(error) };
  return (
    <div className={`kit-field ${className}`}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {typeof children === 'function' ? children(control) : children}
      {error ? (
        <small id={errorId} className="kit-field__error" role="alert">
          {messageOf(error)}
        </small>
      ) : (
        hint && (
          <small id={hintId} className="kit-field__hint">
            {hint}
          </small>
        )
      )}
    </div>
  );
}
