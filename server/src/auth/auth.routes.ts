import type { FastifyInstance, FastifyRequest } from 'fastify';
import { login, logout } from '../../../src/contract/auth.contract';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { failure } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { publicAccess, signedIn } from '../http/route-access';
import type { SessionsRepository } from './sessions.repository';
import type { SignInService } from './sign-in.service';

export interface AuthRoutesDeps {
  signIn: SignInService;
  sessions: SessionsRepository;
  now: () => Date;
  /** @fastify/rate-limit's check for the calling client (app.createRateLimit). */
  signInRate: (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;
}

function lockedMessage(minutes: number): string {
  return `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function registerAuthRoutes(app: FastifyInstance, kit: RouteKit, deps: AuthRoutesDeps): void {
  // spec 1 §7: the answer is the token string itself; failures carry errors[0].message.
  registerCall(app, kit, login, publicAccess, async ({ body, request, reply }) => {
    const rate = await deps.signInRate(request);
    if (!rate.isAllowed && rate.isExceeded === true) {
      void reply.header('retry-after', String(rate.ttlInSeconds ?? 60));
      return failure(429, errorCodes.tooManyRequests, 'Too many sign-in attempts from this address. Try again in a minute.');
    }
    const outcome = await deps.signIn.signIn(body.userName, body.password, request.ip);
    switch (outcome.kind) {
      case 'signed-in':
        request.log.info({ userId: outcome.claims._id }, 'signed in');
        return outcome.token;
      case 'locked':
        return failure(423, errorCodes.locked, lockedMessage(outcome.minutes));
      case 'bad-credentials':
        return failure(401, errorCodes.badCredentials, 'Invalid username or password');
      case 'inactive':
        return failure(401, errorCodes.inactiveUser, 'Your account is inactive. Please contact your administrator.');
    }
  });

  registerCall(app, kit, logout, signedIn('organisation'), async ({ actor }) => {
    await deps.sessions.revoke(actor.sessionId, deps.now());
    return { message: 'Logged out successfully' };
  });
}
