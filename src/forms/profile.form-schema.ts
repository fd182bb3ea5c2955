import { z } from 'zod';
import { userLimits } from '../domain/users/people-rules';
import { emailText, requiredText } from './people-fields';

/** spec 2 §5 "Profile", the messages as the spec writes them. */
export const profileFormMessages = {
  nameTooShort: 'Too short name.',
  nameTooLong: 'Too long name',
  nameRequired: 'Please provide valid full name',
  emailInvalid: 'Invalid email address',
  emailRequired: 'Please provide valid email address',
} as const;

const m = profileFormMessages;

/** spec 2 §2.8: full name and email are editable; user name and password are shown disabled. */
export const profileFormSchema = z.object({
  name: requiredText(userLimits.name, { required: m.nameRequired, tooShort: m.nameTooShort, tooLong: m.nameTooLong }),
  email: emailText(userLimits.email.max, { required: m.emailRequired, invalid: m.emailInvalid }),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;
