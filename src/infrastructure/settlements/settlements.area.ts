import type { settlementsFeature } from './settlements.feature';

// Names the area for `useArea('settlements')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    settlements: typeof settlementsFeature;
  }
}
