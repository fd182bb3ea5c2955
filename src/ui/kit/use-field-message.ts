import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field's message in the reader's language. Portal-only messages are catalogue keys; messages of
 * the shared form schemas (src/forms) are the specification's English text, translated through the
 * `formMessages` namespace keyed by that text (its dots and colons are not key separators).
 */
export function useFieldMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) =>
      i18n.exists(message) ? t(message) : t(message, { ns: 'formMessages', keySeparator: false, nsSeparator: false, defaultValue: message }),
    [t, i18n],
  );
}
