import type { FastifyInstance } from 'fastify';
import { callcenterServices, hashServiceInquire, hashServiceRefund } from '../../../src/contract/callcenter.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { CallcenterService } from './callcenter.service';

/**
 * spec 3 §7 Call-centre, on the hash service's base (docs/decisions/0033-call-centre-and-refunds.md):
 * Callcenter.viewAll enquires; a refund moves money, so it needs Callcenter.refundTransactions
 * (docs/spec/decisions.md §8). Every organisation may call; rows are limited to the caller's own.
 */
export function registerCallcenterRoutes(app: FastifyInstance, kit: RouteKit, service: CallcenterService): void {
  registerCall(app, kit, callcenterServices, signedIn('organisation', ['Callcenter', 'viewAll']), async ({ actor }) => service.services(actor));

  registerCall(app, kit, hashServiceInquire, signedIn('organisation', ['Callcenter', 'viewAll']), async ({ actor, body }) => service.enquire(actor, body));

  registerCall(app, kit, hashServiceRefund, signedIn('organisation', ['Callcenter', 'refundTransactions']), async ({ actor, body }) =>
    service.refund(actor, body),
  );
}
