import { z } from 'zod';
import { exactFigure } from './figure-fields';
import { plainText } from './plain-text';

// Field builders the store, service, blacklist and product form schemas share. Each takes the
// spec's message for its failure, so the schemas read like spec 2 §5.

/** Trimmed text between min and max characters, with the spec's three messages. */
export function boundedText(messages: { required: string; tooShort: string; tooLong: string }, min = 2, max = 50) {
  return plainText(
    z
      .string({ error: () => messages.required })
      .trim()
      .min(1, messages.required)
      .min(min, messages.tooShort)
      .max(max, messages.tooLong),
  );
}

/** Trimmed, non-blank text of at most max characters. */
export function requiredText(message: string, max = 100) {
  return plainText(
    z
      .string({ error: () => message })
      .trim()
      .min(1, message)
      .max(max, `At most ${max} characters`),
  );
}

/** Optional text: absent, null and blank all mean none. */
export function optionalText(max = 500) {
  return plainText(z.string().trim().max(max, `At most ${max} characters`))
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

/**
 * A figure with at most two decimals (docs/decisions/0004-money.md), output as the domain's exact
 * decimal (figure-fields.ts), never rounded here.
 */
export function twoDecimalFigure(messages: { required: string; decimals: string; notANumber?: string }) {
  return exactFigure({ required: messages.required, invalid: messages.decimals, notANumber: messages.notANumber ?? 'Must be a number' }, 2);
}

/** A record id in a path or body: the old portal's 24-hex ids and anything of that size. */
export const recordId = (message: string) =>
  z
    .string({ error: () => message })
    .trim()
    .min(1, message)
    .max(64, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);
