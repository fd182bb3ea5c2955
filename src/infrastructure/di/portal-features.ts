import type { PortalFeature } from './portal-feature';

/**
 * Every area of the portal: the one list a new area joins (ARCHITECTURE.md "Adding an area"),
 * keyed by the area's name. Each entry imports its feature when the area is first used, so an
 * area's adapter, contract calls and use-cases load with its first screen, never with /login
 * (docs/decisions/0029-first-load.md). `PortalUseCases` and the in-memory overrides are derived
 * from it, so nothing else is edited.
 */
export const portalFeatures = {
  csvJobs: async () => (await import('../csv-jobs/csv-jobs.feature')).csvJobsFeature,
  dashboard: async () => (await import('../dashboard/dashboard.feature')).dashboardFeature,
  inquire: async () => (await import('../inquire/inquire.feature')).inquireFeature,
  lookups: async () => (await import('../lookups/lookups.feature')).lookupsFeature,
  reports: async () => (await import('../reports/reports.feature')).reportsFeature,
  settlements: async () => (await import('../settlements/settlements.feature')).settlementsFeature,
  merchants: async () => (await import('../accounts/merchants.feature')).merchantsFeature,
  carriers: async () => (await import('../accounts/carriers.feature')).carriersFeature,
  stores: async () => (await import('../stores/stores.feature')).storesFeature,
  services: async () => (await import('../services/services.feature')).servicesFeature,
  blacklists: async () => (await import('../blacklists/blacklists.feature')).blacklistsFeature,
  products: async () => (await import('../products/products.feature')).productsFeature,
  users: async () => (await import('../users/users.feature')).usersFeature,
  roles: async () => (await import('../roles/roles.feature')).rolesFeature,
  analytics: async () => (await import('../analytics/analytics.feature')).analyticsFeature,
  vouchers: async () => (await import('../vouchers/vouchers.feature')).vouchersFeature,
  payoutAccounts: async () => (await import('../payout-accounts/payout-accounts.feature')).payoutAccountsFeature,
  payouts: async () => (await import('../payouts/payouts.feature')).payoutsFeature,
  callcenter: async () => (await import('../callcenter/callcenter.feature')).callcenterFeature,
  checkoutLogs: async () => (await import('../checkout-logs/checkout-logs.feature')).checkoutLogsFeature,
  auditLog: async () => (await import('../audit-log/audit-log.feature')).auditLogFeature,
  reconciliation: async () => (await import('../reconciliation/reconciliation.feature')).reconciliationFeature,
} satisfies Record<string, () => Promise<PortalFeature<string, object, unknown>>>;

export type AreaName = keyof typeof portalFeatures;
export type FeatureOf<Name extends AreaName> = Awaited<ReturnType<(typeof portalFeatures)[Name]>>;
export const areaNames = Object.keys(portalFeatures) as AreaName[];

/** Each loader answers the feature of its own name: a mismatch makes this type `false`, and the line below fail. */
type NamedAsListed = { [Name in AreaName]: FeatureOf<Name>['name'] extends Name ? true : false }[AreaName];
export const everyAreaNamedAsListed: NamedAsListed = true;
