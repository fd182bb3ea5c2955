import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { health } from '../../../src/contract/lookups.contract';
import type { DatabaseHandle } from '../db/database-handle';
import { registerCall, type RouteKit } from '../http/register-call';
import { publicAccess } from '../http/route-access';

export function registerHealthRoutes(app: FastifyInstance, kit: RouteKit, database: DatabaseHandle): void {
  // A failing query throws, which the error handler answers as 500: the server is not healthy.
  registerCall(app, kit, health, publicAccess, async () => {
    await sql`select 1`.execute(database.db);
    return { status: 'ok' as const, database: database.kind };
  });
}
