import { z } from 'zod';
import { userTypes } from '../domain/organisation/organisation-scope';
import { isLowerCase, userLimits } from '../domain/users/people-rules';
import { emailText, requiredText } from './people-fields';
import { plainText } from './plain-text';
import { checkNewPassword, newPasswordText, type PasswordHolder } from './password-strength';

/**
 * spec 2 §5 "User": the messages the spec gives are written as it writes them; the others
 * (required and length texts of the name, user name and password) follow the profile and
 * change-password forms' wording.
 */
export const userFormMessages = {
  nameRequired: 'Please provide valid full name',
  nameTooShort: 'Too short name.',
  nameTooLong: 'Too long name',
  userNameRequired: 'Please provide valid user name',
  userNameTooShort: 'Too short user name.',
  userNameTooLong: 'Too long user name',
  userNameLowercase: 'User name must be lowercase',
  userNameSpaces: 'User name must not contain spaces',
  passwordRequired: 'Please provide password',
  emailRequired: 'Please provide valid email address',
  emailInvalid: 'Invalid email address',
  roleRequired: 'Please provide valid role',
  userTypeInvalid: 'Please select a valid user type',
  userTypeIdRequired: 'Please select a valid sub-type',
} as const;

const m = userFormMessages;

const userName = plainText(
  z
    .string({ error: () => m.userNameRequired })
    .trim()
    .min(1, m.userNameRequired)
    .min(userLimits.userName.min, m.userNameTooShort)
    .max(userLimits.userName.max, m.userNameTooLong)
    .refine(isLowerCase, m.userNameLowercase)
    .refine((value) => !/\s/.test(value), m.userNameSpaces),
);

/** spec 2 §4: the chosen role object is sent with the user; its `_id` is what counts. */
const role = z.object(
  {
    _id: z
      .string({ error: () => m.roleRequired })
      .trim()
      .min(1, m.roleRequired)
      .max(64, m.roleRequired),
    name: z.string().max(200).optional(),
  },
  { error: () => m.roleRequired },
);

/** The fields of both modes of the form. */
const sharedShape = {
  name: requiredText(userLimits.name, { required: m.nameRequired, tooShort: m.nameTooShort, tooLong: m.nameTooLong }),
  userName,
  role,
  // spec 2 §2.6: user type and sub-type are shown to platform logins only; the server decides
  // for everyone else (and refuses another organisation).
  userType: z.enum(userTypes, { error: () => m.userTypeInvalid }).optional(),
  userTypeId: z
    .string({ error: () => m.userTypeIdRequired })
    .trim()
    .min(1, m.userTypeIdRequired)
    .max(64, m.userTypeIdRequired)
    .optional(),
};

/** Operator and Merchant users belong to an operator or a merchant, so the sub-type is needed. */
function requireSubType(value: { userType?: string | undefined; userTypeId?: string | undefined }, context: z.RefinementCtx): void {
  if ((value.userType === 'Operator' || value.userType === 'Merchant') && value.userTypeId === undefined) {
    context.addIssue({ code: 'custom', path: ['userTypeId'], message: m.userTypeIdRequired });
  }
}

/**
 * Whether the user being created is platform staff (docs/spec/decisions.md §2): an Admin user, or an
 * Operator user of the platform's own operator record, when its id is known (the portal knows its own).
 */
function holderOf(value: { userType?: string | undefined; userTypeId?: string | undefined }, platformRecordId: string | undefined): PasswordHolder {
  const staff = value.userType === 'Admin' || (value.userType === 'Operator' && platformRecordId !== undefined && value.userTypeId === platformRecordId);
  return staff ? 'platform-staff' : 'other';
}

/**
 * spec 2 §2.6 and §5: the user form when creating (password and email shown).
 * docs/decisions/0037-password-rules.md: spec 2 §9's 5 to 15 characters, not common, not the user name, and at least 12
 * and hard to guess for platform staff. The server checks the placement it resolves as well.
 */
export function userFormSchemaFor(platformRecordId?: string) {
  return z
    .object({
      ...sharedShape,
      password: newPasswordText(m.passwordRequired),
      email: emailText(userLimits.email.max, { required: m.emailRequired, invalid: m.emailInvalid }),
    })
    .superRefine((value, context) => {
      requireSubType(value, context);
      checkNewPassword(value.password, { userName: value.userName, holder: holderOf(value, platformRecordId) }, 'password', context);
    });
}

/** The wire body's shape (the contract). */
export const userFormSchema = userFormSchemaFor();
export type UserFormValues = z.infer<typeof userFormSchema>;

/** spec 2 §2.6: the same form when editing; password and email are not shown, so not sent. */
export const userEditFormSchema = z.object(sharedShape).superRefine(requireSubType);
export type UserEditFormValues = z.infer<typeof userEditFormSchema>;
