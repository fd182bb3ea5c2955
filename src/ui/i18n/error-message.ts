import type { TFunction } from 'i18next';
import type { AppError } from '../../application/errors/app-error';

/**
 * docs/style.md §7: an error's code is its i18n key. English shows the server's own message
 * (spec 1 §8: "the first error message"); other languages translate the codes they know.
 */
export function errorMessageOf(t: TFunction, error: AppError): string {
  return t(`errors.${error.code}`, { defaultValue: error.message });
}
