import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { carrierFormSchema } from '../../src/forms/carrier.form-schema';
import { plainTextFormMessages } from '../../src/forms/plain-text';
import { storeFormSchema } from '../../src/forms/store.form-schema';
import { userFormSchema } from '../../src/forms/user.form-schema';

/** The message each field of `value` is refused with. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('names and identifiers refuse direction characters, naming the field', () => {
  it('in a user name', () => {
    expect(messagesOf(userFormSchema, { userName: '\u202Ezz.by.admin' }).userName).toBe(plainTextFormMessages.direction);
  });

  it('in a carrier name', () => {
    expect(messagesOf(carrierFormSchema, { name: 'Jazz\u200e' }).name).toBe(plainTextFormMessages.direction);
  });

  it('in a store id', () => {
    expect(messagesOf(storeFormSchema, { epStoreId: '12\u2067' }).epStoreId).toBe(plainTextFormMessages.direction);
  });
});
