import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A labelled control with its message underneath (spec 1 §5 messages, translated). */
export function FormField({ id, label, error, hint, children }: { id: string; label: string; error?: FieldError; hint?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="settlement-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error?.message ? (
        <small id={`${id}-error`} className="settlement-field__error" role="alert">
          {t(error.message)}
        </small>
      ) : (
        hint && <small className="settlement-field__hint">{hint}</small>
      )}
    </div>
  );
}
