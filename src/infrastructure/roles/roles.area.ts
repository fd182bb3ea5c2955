import type { rolesFeature } from './roles.feature';

// Names the area for `useArea('roles')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    roles: typeof rolesFeature;
  }
}
