import { demoRolePermissions } from '../../../server/src/seed/demo-roles';

/** Every flag of Users and Roles: what an organisation's owner role holds in the tests. */
export const merchantOwnerGrants = {
  Users: { viewAll: true, addUsers: true, editUsers: true, activeDeactivateUser: true, deleteUsers: true },
  Roles: { viewAll: true, addRoles: true, editRoles: true, activateDeactivateRole: true, deleteRoles: true },
};

/** The demo merchant admin's grants, as the seed gives them (server/src/seed/demo-roles.ts). */
export const merchantAdmin = demoRolePermissions.merchantAdmin;
