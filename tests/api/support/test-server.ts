import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../../../server/src/app';
import type { TokenSigner } from '../../../server/src/auth/token-signer';
import type { CopyOut } from '../../../server/src/db/copy-out';
import type { DatabaseSchema } from '../../../server/src/db/database-schema';
import { handToSimulators } from '../../../server/src/seed/demo-provider-records';
import { openIsolatedDatabase } from '../../../server/src/db/isolated-database';
import type { RouteKit } from '../../../server/src/http/register-call';
import type { RouteRegistry } from '../../../server/src/http/route-registry';
import type { TestSeed } from './template-seeds';
import { testServerConfig } from './test-server-config';

export interface TestServer {
  baseUrl: string;
  db: Kysely<DatabaseSchema>;
  routes: RouteRegistry;
  /** PostgreSQL: the database's COPY … TO STDOUT streaming (the CSV export's path); PGlite: absent. */
  copyOut?: CopyOut;
  signer: TokenSigner;
  /** Signs in through the API and answers the token; throws when sign-in fails. */
  signIn(userName: string, password: string): Promise<string>;
  /** docs/operations.md "Drain": what a SIGTERM does first (GET /api/ready turns 503). */
  beginShutdown(): void;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment for loadConfig, e.g. PORTAL_DIST. */
  env?: Record<string, string>;
  /** `all` (default): core and business demo data; `core`: the core only; `none`: empty. */
  seed?: TestSeed;
  /** The server's clock (sessions, locks); the real one when absent. */
  now?: () => Date;
  /** Where log lines go (with LOG_LEVEL set in env), so a test can read them. */
  logStream?: { write(line: string): void };
  /** Adds routes before the server listens (e.g. one that throws). */
  beforeListen?: (app: FastifyInstance, kit: RouteKit) => void;
}

/**
 * A real server on a random port over a fresh database: PGlite in memory, or a throw-away database
 * when DATABASE_URL is set, each a copy of the run's migrated and seeded template
 * (./database-templates.ts). Tests talk to it with fetch, as the portal does.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // docs/decisions/0050-simulators-by-default.md: providers are the run's simulators unless a test configures others.
  const config = testServerConfig({ SIMULATORS_URL: inject('simulatorsUrl'), ...options.env });
  const seed = options.seed ?? 'all';
  // The seeded payments the simulated wallets hold, as the seed left them (a test before may have refunded some).
  const simulated = config.simulators?.providers ?? [];
  if (seed === 'all' && config.simulators !== undefined)
    await handToSimulators(
      config.simulators.url,
      inject('heldPayments').filter((payment) => simulated.includes(payment.provider)),
    );
  const database = await openIsolatedDatabase(process.env.DATABASE_URL, inject('databaseTemplates')[seed]);
  const built = await buildApp({
    config,
    database,
    // Its template was vacuumed and analysed once (template-seeds.ts), so the copy needs no start-up round.
    upkept: true,
    ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  try {
    options.beforeListen?.(built.app, built.kit);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await built.close();
    throw error;
  }
  const address = built.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    baseUrl,
    db: built.db,
    routes: built.routes,
    signer: built.signer,
    ...(database.copyOut === undefined ? {} : { copyOut: database.copyOut }),
    close: built.close,
    beginShutdown: built.beginShutdown,
    async signIn(userName, password) {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password }),
      });
      const body: unknown = await response.json();
      if (response.status !== 200 || typeof body !== 'string') {
        throw new Error(`sign-in of ${userName} failed: ${response.status} ${JSON.stringify(body)}`);
      }
      return body;
    },
  };
}
