import type { ServerConfig } from './config';
import type { SessionsRepository } from './auth/sessions.repository';
import type { SecondFactorService } from './auth/second-factor.service';
import type { SignInService } from './auth/sign-in.service';
import type { TokenSigner } from './auth/token-signer';
import type { DatabaseHandle } from './db/database-handle';
import type { RouteKit } from './http/register-call';
import type { ServerMetrics } from './metrics/server-metrics';

/** What every area module is given: the shared part of the composition (built in app.ts). */
export interface ServerDeps {
  config: ServerConfig;
  database: DatabaseHandle;
  kit: RouteKit;
  signer: TokenSigner;
  sessions: SessionsRepository;
  signIn: SignInService;
  secondFactor: SecondFactorService;
  now: () => Date;
  /** docs/operations.md "Metrics": the server's one registry. */
  metrics: ServerMetrics;
}
