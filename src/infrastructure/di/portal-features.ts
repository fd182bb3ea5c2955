import { csvJobsFeature } from '../csv-jobs/csv-jobs.feature';
import { dashboardFeature } from '../dashboard/dashboard.feature';
import { inquireFeature } from '../inquire/inquire.feature';
import { lookupsFeature } from '../lookups/lookups.feature';
import { reportsFeature } from '../reports/reports.feature';
import { rolesFeature } from '../roles/roles.feature';
import { settlementsFeature } from '../settlements/settlements.feature';
import { usersFeature } from '../users/users.feature';

/**
 * Every area of the portal: the one list a new area joins (ARCHITECTURE.md "Adding an area").
 * `PortalUseCases` and the in-memory overrides are derived from it, so nothing else is edited.
 */
export const portalFeatures = [csvJobsFeature, dashboardFeature, inquireFeature, lookupsFeature, reportsFeature, settlementsFeature, usersFeature, rolesFeature] as const;

export type PortalFeatureList = (typeof portalFeatures)[number];
