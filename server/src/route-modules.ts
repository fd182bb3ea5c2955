import type { FastifyInstance } from 'fastify';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerInquireRoutes } from './inquire/inquire.routes';
import { registerMerchantsRoutes } from './merchants/merchants.routes';
import { registerOperatorsRoutes } from './operators/operators.routes';
import { registerReportSummariesRoutes } from './reports/report-summaries.routes';
import { registerTransactionReportRoutes } from './reports/transaction-report.routes';
import { registerRolesRoutes } from './roles/roles.routes';
import { registerAutoJobsRoutes } from './auto-jobs/auto-jobs.routes';
import { registerCsvJobsRoutes } from './csv-jobs/csv-jobs.routes';
import type { ServerDeps } from './server-deps';
import { registerSettlementsRoutes } from './settlements/settlements.routes';
import { registerUsersRoutes } from './users/users.routes';

export type RouteModule = (app: FastifyInstance, deps: ServerDeps) => void;

/** Every area's routes. A new area adds its `register...Routes` here (one line). */
export const routeModules: readonly RouteModule[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerUsersRoutes,
  registerRolesRoutes,
  registerMerchantsRoutes,
  registerOperatorsRoutes,
  registerCsvJobsRoutes,
  registerAutoJobsRoutes,
  registerSettlementsRoutes,
  registerDashboardRoutes,
  registerInquireRoutes,
  registerTransactionReportRoutes,
  registerReportSummariesRoutes,
];
