import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { health } from '../../../src/contract/lookups.contract';
import { registerCall } from '../http/register-call';
import { publicAccess } from '../http/route-access';
import type { ServerDeps } from '../server-deps';

export function registerHealthRoutes(app: FastifyInstance, deps: ServerDeps): void {
  // A failing query throws, which the error handler answers as 500: the server is not healthy.
  registerCall(app, deps.kit, health, publicAccess, async () => {
    await sql`select 1`.execute(deps.database.db);
    return { status: 'ok' as const, database: deps.database.kind };
  });
}
