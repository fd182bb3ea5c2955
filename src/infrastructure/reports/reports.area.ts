import type { reportsFeature } from './reports.feature';

// Names the area for `useArea('reports')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    reports: typeof reportsFeature;
  }
}
