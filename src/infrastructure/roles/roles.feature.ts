import type { RolesPort } from '../../application/roles/roles.port';
import { rolesUseCases, type RolesUseCases } from '../../application/roles/roles.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpRolesAdapter } from './roles.http-adapter';
import { RolesPortToken } from './roles.tokens';

/** The roles area over HTTP, and the use-cases its screens get. */
export const rolesFeature: PortalFeature<'roles', RolesPort, RolesUseCases> = {
  name: 'roles',
  bindHttp(container) {
    container.bind<RolesPort>(RolesPortToken).to(HttpRolesAdapter);
  },
  useCases: (container) => rolesUseCases({ roles: container.get<RolesPort>(RolesPortToken) }),
};
