import type { FastifyInstance } from 'fastify';
import { listMerchants } from '../../../src/contract/lookups.contract';
import { registerCall } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { ServerDeps } from '../server-deps';
import { MerchantsRepository } from './merchants.repository';

export function registerMerchantsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const merchants = new MerchantsRepository(deps.database.db);

  // No MerchentManagement.viewAll here: spec 1 uses this list as a lookup for every signed-in
  // user (settlement form, billing filters); the rows are limited to the caller's organisation.
  registerCall(app, deps.kit, listMerchants, signedIn('organisation'), async ({ actor }) => merchants.listVisibleTo(actor.scope));
}
