import type { auditLogFeature } from './audit-log.feature';

// Names the area for `useArea('auditLog')` and the compositions (ARCHITECTURE.md "Adding an area").
declare module '../di/portal-features' {
  interface PortalAreas {
    auditLog: typeof auditLogFeature;
  }
}
