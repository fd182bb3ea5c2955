import type { CallDefinition } from './call-definition';
import * as auth from './auth.contract';
import * as dashboard from './dashboard.contract';
import * as inquire from './inquire.contract';
import * as lookups from './lookups.contract';
import * as reports from './reports.contract';
import * as settlements from './settlements.contract';
import * as csvJobs from './csv-jobs.contract';
import * as autoJobs from './auto-jobs.contract';
import * as merchants from './merchants.contract';
import * as carriers from './carriers.contract';
import * as users from './users.contract';
import * as roles from './roles.contract';
import * as stores from './stores.contract';
import * as services from './services.contract';
import * as blacklists from './blacklists.contract';
import * as products from './products.contract';
import * as analytics from './analytics.contract';
import * as checkout from './checkout.contract';
import * as vouchers from './vouchers.contract';
import * as payoutAccounts from './payout-accounts.contract';
import * as payouts from './payouts.contract';
import * as payoutFiles from './payout-files.contract';
import * as callcenter from './callcenter.contract';
import * as checkoutLogs from './checkout-logs.contract';
import * as secondFactor from './second-factor.contract';
import * as auditLog from './audit-log.contract';
import * as reconciliation from './reconciliation.contract';

function callsOf(module: Record<string, unknown>): CallDefinition[] {
  return Object.values(module).filter(
    (value): value is CallDefinition =>
      typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'response' in value,
  );
}

/** Every call of the contract: the server registers each one and the OpenAPI document lists them. */
export const allCalls: readonly CallDefinition[] = [
  ...callsOf(auth),
  ...callsOf(secondFactor),
  ...callsOf(auditLog),
  ...callsOf(lookups),
  ...callsOf(csvJobs),
  ...callsOf(autoJobs),
  ...callsOf(dashboard),
  ...callsOf(inquire),
  ...callsOf(settlements),
  ...callsOf(reports),
  ...callsOf(merchants),
  ...callsOf(carriers),
  ...callsOf(users),
  ...callsOf(roles),
  ...callsOf(stores),
  ...callsOf(services),
  ...callsOf(blacklists),
  ...callsOf(products),
  ...callsOf(analytics),
  ...callsOf(checkout),
  ...callsOf(vouchers),
  ...callsOf(payoutAccounts),
  ...callsOf(payouts),
  ...callsOf(payoutFiles),
  ...callsOf(callcenter),
  ...callsOf(checkoutLogs),
  ...callsOf(reconciliation),
];
