import type { FastifyInstance, FastifyRequest } from 'fastify';
import { login, logout } from '../../../src/contract/auth.contract';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { confirmSecondFactor, getSecondFactor, secondFactorSignIn, startSecondFactor } from '../../../src/contract/second-factor.contract';
import { conflict, failure, invalidInput } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { publicAccess, signedIn } from '../http/route-access';
import type { SessionsRepository } from './sessions.repository';
import type { SecondFactorService } from './second-factor.service';
import type { SignInService } from './sign-in.service';

export interface AuthRoutesDeps {
  signIn: SignInService;
  secondFactor: SecondFactorService;
  sessions: SessionsRepository;
  now: () => Date;
  /** @fastify/rate-limit's check for the calling client (app.createRateLimit). */
  signInRate: (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;
}

function lockedMessage(minutes: number): string {
  return `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Wrong codes one enrolment may take; starting the set-up again resets the count. */
const enrolmentAttempts = 5;

export function registerAuthRoutes(app: FastifyInstance, kit: RouteKit, deps: AuthRoutesDeps): void {
  const enrolmentTries = new Map<string, number>();
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
      case 'second-step':
        return outcome.step;
    }
  });

  // docs/decisions.md "Second factor": the code step, limited like the password step.
  registerCall(app, kit, secondFactorSignIn, publicAccess, async ({ body, request, reply }) => {
    const rate = await deps.signInRate(request);
    if (!rate.isAllowed && rate.isExceeded === true) {
      void reply.header('retry-after', String(rate.ttlInSeconds ?? 60));
      return failure(429, errorCodes.tooManyRequests, 'Too many sign-in attempts from this address. Try again in a minute.');
    }
    const outcome = await deps.signIn.completeSecondStep(body.challenge, body.code, request.ip);
    switch (outcome.kind) {
      case 'signed-in':
        request.log.info({ userId: outcome.claims._id }, 'signed in with a second factor');
        return { token: outcome.token, recoveryCodes: outcome.recoveryCodes };
      case 'locked':
        return failure(423, errorCodes.locked, lockedMessage(outcome.minutes));
      case 'wrong-code':
        return failure(400, errorCodes.validation, 'The code is not valid', 'code');
      case 'start-over':
        return failure(401, errorCodes.signInAgain, 'The sign-in expired. Please sign in again.');
    }
  });

  registerCall(app, kit, getSecondFactor, signedIn('organisation'), async ({ actor }) => ({
    ...(await deps.secondFactor.status(actor.userId)),
    required: deps.secondFactor.isRequiredFor(actor.scope.kind),
  }));

  // Enrolment from the profile: platform staff (docs/decisions.md "Second factor").
  registerCall(app, kit, startSecondFactor, signedIn('platform'), async ({ actor }) => {
    enrolmentTries.delete(actor.userId);
    const enrolment = await deps.secondFactor.start(actor.userId, actor.userName);
    return enrolment === 'already-enrolled' ? conflict('A second factor is already set up', 'code') : enrolment;
  });

  registerCall(app, kit, confirmSecondFactor, signedIn('platform'), async ({ actor, body }) => {
    // Wrong codes of one enrolment are limited here: the change transaction would undo a counter.
    const tries = (enrolmentTries.get(actor.userId) ?? 0) + 1;
    if (tries > enrolmentAttempts) return failure(429, errorCodes.tooManyRequests, 'Too many wrong codes. Start the set-up again.');
    const confirmed = await deps.secondFactor.confirm(actor.userId, body.code);
    if (confirmed === 'not-started') return conflict('Start the set-up first', 'code');
    if (confirmed === 'already-enrolled') return conflict('A second factor is already set up', 'code');
    if (confirmed === 'wrong') {
      enrolmentTries.set(actor.userId, tries);
      return invalidInput('The code is not valid', 'code');
    }
    enrolmentTries.delete(actor.userId);
    return { recoveryCodes: confirmed };
  });

  registerCall(app, kit, logout, signedIn('organisation'), async ({ actor }) => {
    await deps.sessions.revoke(actor.sessionId, deps.now());
    return { message: 'Logged out successfully' };
  });
}
