import type { FastifyInstance } from 'fastify';
import { listMerchants } from '../../../src/contract/lookups.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { MerchantsRepository } from './merchants.repository';
import { merchantListItemOf } from './merchants.wire-mapping';

export function registerMerchantsRoutes(app: FastifyInstance, kit: RouteKit, merchants: MerchantsRepository): void {
  // No MerchentManagement.viewAll here: spec 1 uses this list as a lookup for every signed-in
  // user (settlement form, billing filters); the rows are limited to the caller's organisation.
  registerCall(app, kit, listMerchants, signedIn('organisation'), async ({ actor }) =>
    (await merchants.listVisibleTo(actor.scope)).map(merchantListItemOf),
  );
}
