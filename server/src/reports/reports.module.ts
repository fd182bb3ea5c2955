import type { ServerModule } from '../server-module';
import { BillingReportRepository } from './billing-report.repository';
import { registerReportSummariesRoutes } from './report-summaries.routes';
import { SettlementReportRepository } from './settlement-report.repository';
import { StatementsReportRepository } from './statements-report.repository';
import { TransactionReportRepository } from './transaction-report.repository';
import { registerTransactionReportRoutes } from './transaction-report.routes';

export const reportsModule: ServerModule = {
  name: 'reports',
  register(app, deps) {
    const { db } = deps.database;
    const zone = deps.config.businessTimeZone;
    registerTransactionReportRoutes(app, deps.kit, new TransactionReportRepository(db), zone);
    registerReportSummariesRoutes(app, deps.kit, {
      settlements: new SettlementReportRepository(db),
      billing: new BillingReportRepository(db),
      statements: new StatementsReportRepository(db),
      businessTimeZone: zone,
    });
  },
};
