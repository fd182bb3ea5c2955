import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { login, logout } from '../../../src/contract/auth.contract';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import {
  confirmSecondFactor,
  getSecondFactor,
  renewRecoveryCodes,
  secondFactorSignIn,
  startSecondFactor,
  turnOffSecondFactor,
} from '../../../src/contract/second-factor.contract';
import type { DatabaseSchema } from '../db/database-schema';
import type { Actor } from '../http/actor';
import { type ApiFailure, conflict, failure, forbidden, invalidInput } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { publicAccess, signedIn } from '../http/route-access';
import { AuditLog } from '../db/audit-log';
import { FactorCodeLimit } from './factor-code-limit';
import type { SessionsRepository } from './sessions.repository';
import type { SecondFactorService } from './second-factor.service';
import type { SignInService } from './sign-in.service';

export interface AuthRoutesDeps {
  signIn: SignInService;
  secondFactor: SecondFactorService;
  sessions: SessionsRepository;
  /** For the audit entries of one's own factor changes, written in the request's transaction. */
  db: Kysely<DatabaseSchema>;
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
  const ownCodeLimit = new FactorCodeLimit(deps.now);

  /**
   * docs/decisions/0036-second-factor.md: a change of one's own factor needs a right code of it (the
   * app's, never accepted twice, or a recovery code, spent), with the wrong-code limit.
   */
  async function refusalOfOwnCode(actor: Actor, code: string): Promise<ApiFailure | null> {
    const minutes = ownCodeLimit.lockedMinutes(actor.userId);
    if (minutes !== null) {
      return failure(429, errorCodes.tooManyRequests, `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    }
    const checked = await deps.secondFactor.checkOwnCode(actor.userId, code);
    if (checked === 'not-enrolled') return conflict('No second factor is set up', 'code');
    if (checked === 'wrong') {
      ownCodeLimit.recordWrong(actor.userId);
      return invalidInput('The code is not valid', 'code');
    }
    ownCodeLimit.clear(actor.userId);
    return null;
  }

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

  // docs/decisions/0036-second-factor.md: the code step, limited like the password step.
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

  // Enrolment from the profile: every signed-in user, for their own factor only
  // (docs/decisions/0036-second-factor.md); required of platform staff alone, optional for merchant and carrier users.
  registerCall(app, kit, startSecondFactor, signedIn('organisation'), async ({ actor }) => {
    enrolmentTries.delete(actor.userId);
    const enrolment = await deps.secondFactor.start(actor.userId, actor.userName);
    return enrolment === 'already-enrolled' ? conflict('A second factor is already set up', 'code') : enrolment;
  });

  registerCall(app, kit, confirmSecondFactor, signedIn('organisation'), async ({ actor, body }) => {
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

  // Any signed-in user with a factor may turn it off, unless the server requires it of them.
  registerCall(app, kit, turnOffSecondFactor, signedIn('organisation'), async ({ actor, body, request }) => {
    if (deps.secondFactor.isRequiredFor(actor.scope.kind)) {
      return forbidden('A second factor is required for platform staff; it cannot be turned off');
    }
    const refusal = await refusalOfOwnCode(actor, body.code);
    if (refusal !== null) return refusal;
    await deps.secondFactor.remove(actor.userId);
    await AuditLog.record(deps.db, {
      actor: { userId: actor.userId },
      action: turnOffSecondFactor.id,
      target: { type: 'user', id: actor.userId },
      details: { userName: actor.userName, clientAddress: request.ip },
    });
    return { message: 'The second factor is off' };
  });

  registerCall(app, kit, renewRecoveryCodes, signedIn('organisation'), async ({ actor, body, request }) => {
    const refusal = await refusalOfOwnCode(actor, body.code);
    if (refusal !== null) return refusal;
    const recoveryCodes = await deps.secondFactor.renewRecoveryCodes(actor.userId);
    await AuditLog.record(deps.db, {
      actor: { userId: actor.userId },
      action: renewRecoveryCodes.id,
      target: { type: 'user', id: actor.userId },
      details: { userName: actor.userName, clientAddress: request.ip },
    });
    return { recoveryCodes };
  });

  registerCall(app, kit, logout, signedIn('organisation'), async ({ actor }) => {
    await deps.sessions.revoke(actor.sessionId, deps.now());
    return { message: 'Logged out successfully' };
  });
}
