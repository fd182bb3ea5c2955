import type { carriersFeature } from './carriers.feature';

// Names the area for `useArea('carriers')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    carriers: typeof carriersFeature;
  }
}
