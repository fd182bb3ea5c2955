import * as reportsContract from '../../../src/contract/reports.contract';
import { openPostgresDatabase } from '../db/postgres-database';
import type { ServerModule } from '../server-module';
import { BillingReportRepository } from './billing-report.repository';
import { registerReportSummariesRoutes } from './report-summaries.routes';
import { SettlementReportRepository } from './settlement-report.repository';
import { StatementsReportRepository } from './statements-report.repository';
import { TransactionReportRepository } from './transaction-report.repository';
import { registerTransactionReportRoutes } from './transaction-report.routes';

export const reportsModule: ServerModule = {
  name: 'reports',
  contracts: [reportsContract],
  register(app, deps) {
    const { db } = deps.database;
    // Reports may read from a PostgreSQL replica (REPORTS_DATABASE_URL, README "Several instances");
    // the one report write (a status change) and everything else stay on the primary.
    const replicaUrl = deps.database.kind === 'postgres' ? deps.config.reportsDatabaseUrl : undefined;
    const replica = replicaUrl === undefined ? undefined : openPostgresDatabase({ connectionString: replicaUrl });
    if (replica) app.addHook('onClose', () => replica.close());
    const reads = replica?.db ?? db;
    const zone = deps.config.businessTimeZone;
    registerTransactionReportRoutes(app, deps.kit, new TransactionReportRepository(db, reads), zone);
    registerReportSummariesRoutes(app, deps.kit, {
      settlements: new SettlementReportRepository(reads),
      billing: new BillingReportRepository(reads),
      statements: new StatementsReportRepository(reads, zone),
      businessTimeZone: zone,
    });
  },
};
