import type { lookupsFeature } from './lookups.feature';

// Names the area for `useArea('lookups')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    lookups: typeof lookupsFeature;
  }
}
