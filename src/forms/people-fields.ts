import { z } from 'zod';
import { unsafeCharactersIn } from '../domain/text/plain-text';
import { isEmailAddress } from '../domain/users/people-rules';
import { plainText } from './plain-text';

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
  return plainText(
    z
      .string({ error: () => messages.required })
      .trim()
      .min(1, messages.required)
      .min(limits.min, messages.tooShort)
      .max(limits.max, messages.tooLong),
  );
}

/** spec 2 §5: an email of the standard pattern ('Invalid email address'). */
export function emailText(max: number, messages: { required: string; invalid: string }) {
  return z
    .string({ error: () => messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.invalid)
    .refine((value) => isEmailAddress(value) && unsafeCharactersIn(value) === undefined, messages.invalid);
}

/** A password: never trimmed (spaces are part of it), checked for length only. */
export function passwordText(limits: { min: number; max: number }, messages: TextMessages) {
  return z
    .string({ error: () => messages.required })
    .min(1, messages.required)
    .min(limits.min, messages.tooShort)
    .max(limits.max, messages.tooLong);
}
