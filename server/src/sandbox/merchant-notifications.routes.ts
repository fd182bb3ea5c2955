import type { FastifyInstance } from 'fastify';
import { sandboxMerchantNotification } from '../../../src/contract/inquire.contract';
import { registerCall, type RouteKit } from '../http/register-call';
import { publicAccess } from '../http/route-access';
import { bodyPrefix } from '../logging/body-prefix';

/**
 * docs/spec/decisions.md §4: a stand-in merchant endpoint for Send Notification (spec 1 §5). It records what
 * it received in the log (a bounded prefix) and echoes it back with 200, as a cooperative merchant would.
 */
export function registerSandboxMerchantRoutes(app: FastifyInstance, kit: RouteKit, now: () => Date): void {
  registerCall(app, kit, sandboxMerchantNotification, publicAccess, async ({ body, request }) => {
    const receivedAt = now().toISOString();
    request.log.info({ notification: bodyPrefix(body), receivedAt }, 'sandbox merchant received a payment notification');
    return { received: true as const, receivedAt, body };
  });
}
