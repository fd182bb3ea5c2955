import type { csvJobsFeature } from './csv-jobs.feature';

// Names the area for `useArea('csvJobs')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    csvJobs: typeof csvJobsFeature;
  }
}
