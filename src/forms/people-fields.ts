import { z } from 'zod';
import { hasControlCharacters, isEmailAddress } from '../domain/users/people-rules';

/** The wording for text with control characters (a NUL byte, an escape): not in the spec, so ours. */
export const controlCharactersMessage = 'Control characters are not allowed';

export interface TextMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

/**
 * A required, trimmed text of `min`..`max` characters with the form's own messages (spec 2 §5);
 * a missing value or one of another type answers the "required" message.
 */
export function requiredText(limits: { min: number; max: number }, messages: TextMessages) {
  return z
    .string({ error: () => messages.required })
    .trim()
    .min(1, messages.required)
    .min(limits.min, messages.tooShort)
    .max(limits.max, messages.tooLong)
    .refine((value) => !hasControlCharacters(value), controlCharactersMessage);
}

/** spec 2 §5: an email of the standard pattern ('Invalid email address'). */
export function emailText(max: number, messages: { required: string; invalid: string }) {
  return z
    .string({ error: () => messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.invalid)
    .refine((value) => isEmailAddress(value) && !hasControlCharacters(value), messages.invalid);
}

/** A password: never trimmed (spaces are part of it), checked for length only. */
export function passwordText(limits: { min: number; max: number }, messages: TextMessages) {
  return z
    .string({ error: () => messages.required })
    .min(1, messages.required)
    .min(limits.min, messages.tooShort)
    .max(limits.max, messages.tooLong);
}
