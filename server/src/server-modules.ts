import { authModule } from './auth/auth.module';
import { carriersModule } from './carriers/carriers.module';
import { autoJobsModule } from './auto-jobs/auto-jobs.module';
import { csvJobsModule } from './csv-jobs/csv-jobs.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { healthModule } from './health/health.module';
import { inquireModule } from './inquire/inquire.module';
import { merchantsModule } from './merchants/merchants.module';
import { operatorsModule } from './operators/operators.module';
import { reportsModule } from './reports/reports.module';
import { rolesModule } from './roles/roles.module';
import { sandboxModule } from './sandbox/sandbox.module';
import { callsOf } from '../../src/contract/calls-of';
import type { CallDefinition } from '../../src/contract/call-definition';
import type { ServerModule } from './server-module';
import { settlementsModule } from './settlements/settlements.module';
import { usersModule } from './users/users.module';
import { storesModule } from './stores/stores.module';
import { servicesModule } from './services/services.module';
import { blacklistsModule } from './blacklists/blacklists.module';
import { productsModule } from './products/products.module';
import { analyticsModule } from './analytics/analytics.module';
import { checkoutModule } from './checkout/checkout.module';
import { vouchersModule } from './vouchers/vouchers.module';
import { payoutAccountsModule } from './payout-accounts/payout-accounts.module';
import { payoutsModule } from './payouts/payouts.module';
import { callcenterModule } from './callcenter/callcenter.module';
import { checkoutLogsModule } from './checkout-logs/checkout-logs.module';
import { auditLogModule } from './audit-log/audit-log.module';
import { reconciliationModule } from './reconciliation/reconciliation.module';

/** Every area of the server, registered in this order by app.ts. A new area adds one line here. */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  authModule,
  usersModule,
  rolesModule,
  merchantsModule,
  operatorsModule,
  csvJobsModule,
  autoJobsModule,
  settlementsModule,
  dashboardModule,
  inquireModule,
  sandboxModule,
  reportsModule,
  carriersModule,
  storesModule,
  servicesModule,
  blacklistsModule,
  productsModule,
  analyticsModule,
  checkoutModule,
  vouchersModule,
  payoutAccountsModule,
  payoutsModule,
  callcenterModule,
  checkoutLogsModule,
  auditLogModule,
  reconciliationModule,
];

/** Every call of the contract the areas answer, each once: the server registers each one and the OpenAPI document lists them. */
export const allCalls: readonly CallDefinition[] = [
  ...new Map(serverModules.flatMap((area) => area.contracts.flatMap(callsOf)).map((call) => [call.id, call])).values(),
];
