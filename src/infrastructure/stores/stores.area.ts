import type { storesFeature } from './stores.feature';

// Names the area for `useArea('stores')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    stores: typeof storesFeature;
  }
}
