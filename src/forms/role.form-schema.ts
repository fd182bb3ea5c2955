import { z } from 'zod';
import { permissionAreas, permissionCatalogue, type Permissions } from '../domain/permissions/permission-catalogue';
import { roleLimits } from '../domain/users/people-rules';
import { requiredText } from './people-fields';
import { plainText } from './plain-text';

/** spec 2 §5 "Role": the description message is the spec's; the name texts follow the other forms. */
export const roleFormMessages = {
  nameRequired: 'Please provide valid role name',
  nameTooShort: 'Too short role name.',
  nameTooLong: 'Too long role name',
  descriptionTooLong: 'Too long description. Max char allowed is 150',
  permissionsInvalid: 'Permissions must be the catalogue’s areas and flags, each true or false',
  userTypeIdInvalid: 'Please select a valid organisation',
} as const;

const m = roleFormMessages;

/** One area's flags, each optional and boolean; a flag the catalogue does not know is refused. */
function areaSchema(flags: readonly string[]) {
  return z.strictObject(Object.fromEntries(flags.map((flag) => [flag, z.boolean({ error: () => m.permissionsInvalid }).optional()])), {
    error: () => m.permissionsInvalid,
  });
}

/** spec 2 §3: permissions per area and flag, exactly the catalogue's names. */
export const rolePermissionsSchema = z
  .strictObject(Object.fromEntries(permissionAreas.map((area) => [area, areaSchema(permissionCatalogue[area]).optional()])), {
    error: () => m.permissionsInvalid,
  })
  .transform((value) => value as Permissions);

/**
 * spec 2 §2.7 and §5: role name, description and the permission checkboxes. The description
 * limit applies (docs/spec/decisions.md §6). `userTypeId` (the owning organisation) defaults to
 * the signed-in user's on the server (spec 2 §3); only platform staff may name another.
 */
export const roleFormSchema = z.object({
  name: requiredText(roleLimits.name, { required: m.nameRequired, tooShort: m.nameTooShort, tooLong: m.nameTooLong }),
  description: plainText(
    z
      .string({ error: () => m.descriptionTooLong })
      .trim()
      .max(roleLimits.description.max, m.descriptionTooLong),
    {
      allowLineBreaks: true,
    },
  ).default(''),
  permissions: rolePermissionsSchema.default({}),
  userTypeId: z
    .string({ error: () => m.userTypeIdInvalid })
    .trim()
    .min(1, m.userTypeIdInvalid)
    .max(64, m.userTypeIdInvalid)
    .optional(),
});
export type RoleFormValues = z.infer<typeof roleFormSchema>;
export type RoleFormInput = z.input<typeof roleFormSchema>;
