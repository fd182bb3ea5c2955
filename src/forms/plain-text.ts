import type { z } from 'zod';
import { unsafeCharactersIn } from '../domain/text/plain-text';

/** Our wording (the specification has none): one message per kind of hidden character. */
export const plainTextFormMessages = {
  control: 'Control characters are not allowed',
  direction: 'Direction control characters are not allowed',
} as const;

/** The wording for text with control characters (a NUL byte, an escape). */
export const controlCharactersMessage = plainTextFormMessages.control;

/**
 * The one text rule of names and identifiers (src/domain/text/plain-text.ts): refuses control and
 * bidirectional formatting characters with the message of their kind, so the answer names the field.
 */
export function plainText(schema: z.ZodString, options: { allowLineBreaks?: boolean } = {}): z.ZodString {
  return schema.superRefine((value, context) => {
    const unsafe = unsafeCharactersIn(value, options);
    if (unsafe !== undefined) context.addIssue({ code: 'custom', message: plainTextFormMessages[unsafe] });
  });
}
