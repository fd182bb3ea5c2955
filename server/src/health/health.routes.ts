import type { FastifyInstance } from 'fastify';
import { health, ready } from '../../../src/contract/lookups.contract';
import type { DatabaseHandle } from '../db/database-handle';
import { migrationState } from '../db/migrate';
import type { MigrationContext } from '../db/migration-context';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { failure } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { publicAccess } from '../http/route-access';

export function registerHealthRoutes(app: FastifyInstance, kit: RouteKit, database: DatabaseHandle, migrations: MigrationContext): void {
  // Liveness only: on PGlite the database runs on this thread, so a query here would wait behind
  // whatever the database is doing (a large upload's rows) and report a living process as late.
  registerCall(app, kit, health, publicAccess, async () => ({ status: 'ok' as const, database: database.kind }));

  // Reading the migration table is the database round trip; a failing query throws, which the error
  // handler answers as 500: not ready either.
  registerCall(app, kit, ready, publicAccess, async () => {
    const state = await migrationState(database.db, migrations);
    if (state.pending.length > 0) return failure(503, errorCodes.notReady, `Migrations not applied yet: ${state.pending.join(', ')}`);
    return { status: 'ready' as const, database: database.kind, migrations: state.applied };
  });
}
