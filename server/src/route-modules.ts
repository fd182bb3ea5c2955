import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerMerchantsRoutes } from './merchants/merchants.routes';
import { registerOperatorsRoutes } from './operators/operators.routes';
import { registerRolesRoutes } from './roles/roles.routes';
import type { ServerDeps } from './server-deps';
import { registerUsersRoutes } from './users/users.routes';

export type RouteModule = (app: FastifyInstance, deps: ServerDeps) => void;

/** Every area's routes. A new area adds its `register...Routes` here (one line). */
export const routeModules: readonly RouteModule[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerUsersRoutes,
  registerRolesRoutes,
  registerMerchantsRoutes,
  registerOperatorsRoutes,
];
