import { z } from 'zod';
import { currentPasswordLimits, userLimits } from '../domain/users/people-rules';
import { passwordText } from './people-fields';

/** spec 2 §5 "Change password", the messages as the spec writes them. */
export const changePasswordFormMessages = {
  tooShort: 'Too short password.',
  tooLong: 'Too long password',
  currentRequired: 'Please provide password',
  newRequired: 'Please provide valid new password',
  mustMatch: 'Passwords must match',
} as const;

const m = changePasswordFormMessages;

/**
 * spec 2 §2.8 and §5. The current password keeps the form's 2 to 50 characters; the new one is a
 * user's password, so spec 2 §9's 5 to 15 applies to it (docs/decisions.md "Users and roles").
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: passwordText(currentPasswordLimits, { required: m.currentRequired, tooShort: m.tooShort, tooLong: m.tooLong }),
    newPassword: passwordText(userLimits.password, { required: m.newRequired, tooShort: m.tooShort, tooLong: m.tooLong }),
    confirmPassword: z.string({ error: () => m.mustMatch }),
  })
  .refine((value) => value.confirmPassword === value.newPassword, { path: ['confirmPassword'], message: m.mustMatch });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
