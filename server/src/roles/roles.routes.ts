import type { FastifyInstance } from 'fastify';
import { permissionsByUser } from '../../../src/contract/auth.contract';
import { notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { RolesRepository } from './roles.repository';
import { rolePermissionsDtoOf } from './roles.wire-mapping';

export function registerRolesRoutes(app: FastifyInstance, kit: RouteKit, roles: RolesRepository): void {
  // spec 1 §6: every signed-in user may read their own role's permissions.
  registerCall(app, kit, permissionsByUser, signedIn('organisation'), async ({ actor }) => {
    const role = await roles.permissionsOfUser(actor.userId);
    return role === undefined ? notFound('You have no role') : rolePermissionsDtoOf(role);
  });
}
