import type { analyticsFeature } from './analytics.feature';

// Names the area for `useArea('analytics')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    analytics: typeof analyticsFeature;
  }
}
