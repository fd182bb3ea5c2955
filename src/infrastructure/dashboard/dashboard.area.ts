import type { dashboardFeature } from './dashboard.feature';

// Names the area for `useArea('dashboard')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    dashboard: typeof dashboardFeature;
  }
}
