import type { FastifyInstance } from 'fastify';
import { listOperators } from '../../../src/contract/lookups.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { OperatorsRepository } from './operators.repository';
import { operatorListItemOf } from './operators.wire-mapping';

export function registerOperatorsRoutes(app: FastifyInstance, kit: RouteKit, operators: OperatorsRepository): void {
  // docs/spec/decisions.md §2: carriers and operators are the platform's records; only its staff list them.
  registerCall(app, kit, listOperators, signedIn('platform'), async () => (await operators.list()).map(operatorListItemOf));
}
