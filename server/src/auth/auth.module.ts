import * as authContract from '../../../src/contract/auth.contract';
import * as secondFactorContract from '../../../src/contract/second-factor.contract';
import type { ServerModule } from '../server-module';
import { registerAuthRoutes } from './auth.routes';

/**
 * Sign-in and the sessions repository are built once in app.ts, because every area's
 * authentication reads the same sessions; this area only adds the sign-in and sign-out calls.
 */
export const authModule: ServerModule = {
  name: 'auth',
  contracts: [authContract, secondFactorContract],
  register(app, deps) {
    // docs/decisions/0002-sessions.md: one client address may try SIGN_IN_RATE_LIMIT sign-ins a minute.
    const signInRate = app.createRateLimit({ max: deps.config.signInRateLimit, timeWindow: 60_000 });
    registerAuthRoutes(app, deps.kit, {
      signIn: deps.signIn,
      secondFactor: deps.secondFactor,
      sessions: deps.sessions,
      db: deps.database.db,
      now: deps.now,
      signInRate,
    });
  },
};
