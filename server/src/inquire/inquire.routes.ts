import type { FastifyInstance } from 'fastify';
import { payinInquire, sendInquireNotification } from '../../../src/contract/inquire.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import type { InquireService } from './inquire.service';

export function registerInquireRoutes(app: FastifyInstance, kit: RouteKit, service: InquireService): void {
  // spec 1 §2 route table: any signed-in user; the merchant setting rule is answered as
  // permission false (spec 1 §2), not 403, so the page can show its Access Denied state.
  registerCall(app, kit, payinInquire, signedIn('organisation'), async ({ actor, body }) => service.inquire(actor, body));
  registerCall(app, kit, sendInquireNotification, signedIn('organisation'), async ({ actor, body }) => service.sendNotification(actor, body));
}
