import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AppError } from '../../application/errors/app-error';

/**
 * Shows a failed save's message under the field the server named (spec 2 §8: errors[0] with its
 * field), when the form has that field; tells whether it did, so the view toasts the rest.
 */
export function showServerFieldError<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, FieldValues>,
  error: AppError,
  fields: readonly Path<Values>[],
  message: string,
): boolean {
  const named = error.field;
  // A nested path (voucherConfig.salesRate.value) belongs to the form when its first part does.
  const known = named !== undefined && fields.some((candidate) => named === candidate || named.startsWith(`${candidate}.`));
  if (!known) return false;
  form.setError(named as Path<Values>, { type: 'server', message }, { shouldFocus: true });
  return true;
}
