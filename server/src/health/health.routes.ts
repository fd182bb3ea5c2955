import type { FastifyInstance } from 'fastify';
import { health, metrics as metricsCall, ready } from '../../../src/contract/lookups.contract';
import type { DatabaseHandle } from '../db/database-handle';
import { migrationState } from '../db/migrate';
import type { MigrationContext } from '../db/migration-context';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { failure, notFound } from '../http/api-failure';
import { alreadyReplied, registerCall, type RouteKit } from '../http/register-call';
import { publicAccess } from '../http/route-access';
import type { ServerMetrics } from '../metrics/server-metrics';
import { serverRunState } from '../workers/with-server';
import { bearerMatches } from './bearer-token';

export interface HealthDeps {
  database: DatabaseHandle;
  migrations: MigrationContext;
  metrics: ServerMetrics;
  /** METRICS_TOKEN; unset, /api/metrics is not served (METRICS_PORT may serve the metrics instead). */
  metricsToken: string | undefined;
}

export function registerHealthRoutes(app: FastifyInstance, kit: RouteKit, deps: HealthDeps): void {
  const { database } = deps;
  // Liveness only: on PGlite the database runs on this thread, so a query here would wait behind
  // whatever the database is doing (a large upload's rows) and report a living process as late.
  registerCall(app, kit, health, publicAccess, async () => ({ status: 'ok' as const, database: database.kind }));

  // Reading the migration table is the database round trip; a failing query throws, which the error
  // handler answers as 500: not ready either. A server that is shutting down, or whose worker stopped,
  // gets no new traffic from a load balancer that asks here (docs/operations.md "Drain").
  registerCall(app, kit, ready, publicAccess, async () => {
    const run = serverRunState(app);
    if (run.shuttingDown) return failure(503, errorCodes.notReady, 'Shutting down');
    const stopped = run.workers.filter((worker) => !worker.running).map((worker) => worker.name);
    if (stopped.length > 0) return failure(503, errorCodes.notReady, `Workers not running: ${stopped.join(', ')}`);
    const state = await migrationState(database.db, deps.migrations);
    if (state.pending.length > 0) return failure(503, errorCodes.notReady, `Migrations not applied yet: ${state.pending.join(', ')}`);
    return { status: 'ready' as const, database: database.kind, migrations: state.applied, workers: run.workers };
  });

  registerCall(app, kit, metricsCall, publicAccess, async ({ request, reply }) => {
    if (deps.metricsToken === undefined) return notFound('Metrics are not served here: set METRICS_TOKEN, or METRICS_PORT for a port of their own');
    if (!bearerMatches(request.headers.authorization, deps.metricsToken)) {
      return failure(401, errorCodes.badCredentials, 'Send Authorization: Bearer with the METRICS_TOKEN', 'Authorization');
    }
    const text = await deps.metrics.text();
    await reply.code(200).header('content-type', deps.metrics.contentType).header('cache-control', 'no-store').send(text);
    return alreadyReplied;
  });
}
