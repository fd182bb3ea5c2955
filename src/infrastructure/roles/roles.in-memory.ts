import type { RolesPort } from '../../application/roles/roles.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryRolesAdapter } from './roles.in-memory-adapter';
import { RolesPortToken } from './roles.tokens';

/** The roles area on demo data, for tests and for working on screens without a server. */
export const rolesInMemory: InMemoryFeature<RolesPort> = {
  name: 'roles',
  bindInMemory(container, overrides) {
    container.bind<RolesPort>(RolesPortToken).toConstantValue(new InMemoryRolesAdapter(overrides));
  },
};
