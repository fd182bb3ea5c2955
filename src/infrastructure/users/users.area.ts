import type { usersFeature } from './users.feature';

// Names the area for `useArea('users')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    users: typeof usersFeature;
  }
}
