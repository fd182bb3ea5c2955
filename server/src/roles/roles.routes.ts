import type { FastifyInstance } from 'fastify';
import { permissionsByUser } from '../../../src/contract/auth.contract';
import { addRole, deleteRole, editRole, getRole, listRoles } from '../../../src/contract/roles.contract';
import { ApiFailure, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { RoleManagementService } from './role-management.service';
import type { RolesRepository } from './roles.repository';
import { roleDtoOf, rolePermissionsDtoOf } from './roles.wire-mapping';

export interface RolesRoutesDeps {
  roles: RolesRepository;
  management: RoleManagementService;
}

export function registerRolesRoutes(app: FastifyInstance, kit: RouteKit, deps: RolesRoutesDeps): void {
  const { roles, management } = deps;

  // spec 1 §6: every signed-in user may read their own role's permissions.
  registerCall(app, kit, permissionsByUser, signedIn('organisation'), async ({ actor }) => {
    const role = await roles.permissionsOfUser(actor.userId);
    return role === undefined ? notFound('You have no role') : rolePermissionsDtoOf(role);
  });

  registerCall(app, kit, listRoles, signedIn('organisation', ['Roles', 'viewAll']), async ({ actor, query }) =>
    (await roles.listVisibleTo(actor.scope, query.userTypeId)).map(roleDtoOf),
  );

  registerCall(app, kit, getRole, signedIn('organisation', ['Roles', 'viewAll']), async ({ actor, params }) => {
    const role = await roles.findVisible(params.id, actor.scope);
    return role === undefined ? notFound('Role not found') : roleDtoOf(role);
  });

  registerCall(app, kit, addRole, signedIn('organisation', ['Roles', 'addRoles']), async ({ actor, body }) => {
    const role = await management.add(actor, body);
    return role instanceof ApiFailure ? role : roleDtoOf(role);
  });

  registerCall(app, kit, editRole, signedIn('organisation', ['Roles', 'editRoles']), async ({ actor, params, body }) => {
    const role = await management.edit(actor, params.id, body);
    return role instanceof ApiFailure ? role : roleDtoOf(role);
  });

  registerCall(app, kit, deleteRole, signedIn('organisation', ['Roles', 'deleteRoles']), async ({ actor, params }) => {
    const deleted = await management.delete(actor, params.id);
    return deleted instanceof ApiFailure ? deleted : { _id: deleted.id, message: 'Role has been deleted successfully!' };
  });
}
