import type { FastifyInstance } from 'fastify';
import { permissionsByUser } from '../../../src/contract/auth.contract';
import { notFound } from '../http/api-failure';
import { registerCall } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { ServerDeps } from '../server-deps';
import { RolesRepository } from './roles.repository';

export function registerRolesRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const roles = new RolesRepository(deps.database.db);

  // spec 1 §6: every signed-in user may read their own role's permissions.
  registerCall(app, deps.kit, permissionsByUser, signedIn('organisation'), async ({ actor }) => {
    const role = await roles.permissionsOfUser(actor.userId);
    return role ?? notFound('You have no role');
  });
}
