import { z } from 'zod';
import { currentPasswordLimits } from '../domain/users/people-rules';
import { checkNewPassword, newPasswordText, type PasswordHolder } from './password-strength';
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
 * spec 2 §2.8 and §5. The current password keeps the form's 2 to 50 characters; the new one follows
 * docs/decisions/0037-password-rules.md (5 to 15, not common, not the user name; 12 and hard to guess
 * for platform staff). The portal knows the signed-in user and the server the caller, so both check
 * every rule with `...For(userName, holder)`.
 */
export function changePasswordFormSchemaFor(userName?: string, holder: PasswordHolder = 'other') {
  return z
    .object({
      currentPassword: passwordText(currentPasswordLimits, { required: m.currentRequired, tooShort: m.tooShort, tooLong: m.tooLong }),
      newPassword: newPasswordText(m.newRequired),
      confirmPassword: z.string({ error: () => m.mustMatch }),
    })
    .superRefine((value, context) => {
      checkNewPassword(value.newPassword, { userName, holder }, 'newPassword', context);
      if (value.confirmPassword !== value.newPassword) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.mustMatch });
    });
}

/** The wire body's shape (the contract); the server adds the caller's rules (users.routes.ts). */
export const changePasswordFormSchema = changePasswordFormSchemaFor();
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
