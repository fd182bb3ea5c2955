import type { FastifyInstance } from 'fastify';
import { listOperators } from '../../../src/contract/lookups.contract';
import { registerCall } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { ServerDeps } from '../server-deps';
import { OperatorsRepository } from './operators.repository';

export function registerOperatorsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const operators = new OperatorsRepository(deps.database.db);

  // decisions.md §2: carriers and operators are the platform's records; only its staff list them.
  registerCall(app, deps.kit, listOperators, signedIn('platform'), async () => operators.list());
}
