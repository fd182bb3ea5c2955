// docs/decisions/0037-password-rules.md: the new-password schemas need the strength estimate.
import '../../src/forms/password-estimator';
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createAuthenticator } from './auth/authenticate';
import { CredentialsRepository } from './auth/credentials.repository';
import { accountCodePolicy, LoginThrottle } from './auth/login-throttle';
import { AuditLog } from './db/audit-log';
import { dummyPasswordHash } from './auth/password-hasher';
import { SessionsRepository } from './auth/sessions.repository';
import { SignInLocksRepository } from './auth/sign-in-locks.repository';
import { SecondFactorService } from './auth/second-factor.service';
import { SignInService } from './auth/sign-in.service';
import { resolveTokenSecret } from './db/token-secret';
import { TokenSigner } from './auth/token-signer';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import type { DatabaseHandle } from './db/database-handle';
import type { DatabaseSchema } from './db/database-schema';
import { applyBusinessTimeZone } from './db/business-time-zone';
import { migrateToLatest } from './db/migrate';
import { PgliteUpkeep, pgliteUpkeepEveryMs } from './workers/pglite-upkeep';
import { createChangeAudit } from './http/change-audit';
import { createIdempotency } from './http/idempotency';
import { idempotencyKeyPurge } from './http/idempotency-key-purge';
import { installErrorHandler } from './http/error-handler';
import { acceptJsonBodiesOnly } from './http/json-body-parser';
import { servePortal } from './http/portal-static';
import type { RouteKit } from './http/register-call';
import { addResponseHeaders } from './http/response-headers';
import { addSecurityHeaders } from './http/security-headers';
import { RouteRegistry } from './http/route-registry';
import { loggerOptionsOf } from './logging/logger-options';
import { registerOpenApiRoutes } from './openapi/openapi.routes';
import type { ServerDeps } from './server-deps';
import { allCalls, serverModules } from './server-modules';
import { runWithServer } from './workers/with-server';

export interface AppOptions {
  config: ServerConfig;
  /** An already open database (tests pass an isolated one); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Kysely<DatabaseSchema>;
  database: DatabaseHandle;
  routes: RouteRegistry;
  /** What registerCall needs, for routes added outside the area modules (tests). */
  kit: RouteKit;
  signer: TokenSigner;
  /** Closes Fastify (finishing requests in flight), then the database. Safe to call twice. */
  close(): Promise<void>;
}

function composeDeps(config: ServerConfig, database: DatabaseHandle, secret: string, now: () => Date): ServerDeps {
  const signer = new TokenSigner(secret);
  const sessions = new SessionsRepository(database.db);
  const secondFactor = new SecondFactorService(database.db, secret, config.secondFactorPolicy, now);
  const signIn = new SignInService({
    credentials: new CredentialsRepository(database.db),
    sessions,
    throttle: new LoginThrottle(new SignInLocksRepository(database.db)),
    signer,
    tokenTtlSeconds: config.tokenTtlSeconds,
    staffSessionSeconds: config.staffSessionSeconds,
    secondFactor,
    recordCodeLock: (lock) =>
      AuditLog.record(database.db, {
        actor: { userId: lock.userId },
        action: 'secondFactor.locked',
        target: { type: 'user', id: lock.userId },
        details: { userName: lock.userName, wrongCodes: accountCodePolicy.maxWrong, lockedMinutes: lock.minutes },
      }),
    now,
  });
  // Computed now, so the first unknown user name does not take longer than a wrong password.
  void dummyPasswordHash();
  const kit = {
    authenticate: createAuthenticator({ signer, sessions, now, staffSessionMs: config.staffSessionSeconds * 1000 }),
    registry: new RouteRegistry(),
    audit: createChangeAudit(database.db),
    idempotency: createIdempotency(database.db, now, secret),
  };
  return { config, database, kit, signer, sessions, signIn, secondFactor, now };
}

/** The whole server: migrated database, routes of every area, docs, the built portal. */
export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const database = options.database ?? (await openDatabase(config));
  try {
    await migrateToLatest(database.db, { tokenSecret: config.tokenSecret });
    // docs/spec/decisions.md §5: the database's business_day() follows the configured zone.
    await applyBusinessTimeZone(database.db, config.businessTimeZone);
    const deps = composeDeps(config, database, await resolveTokenSecret(database.db, config.tokenSecret), now);
    const app = Fastify({
      logger: loggerOptionsOf(config, options.logStream),
      genReqId: () => randomUUID(),
      // Ids come from us, not the client, so a forged header cannot muddle the log.
      requestIdHeader: false,
      // The client address the sign-in lock and rate limit key on; behind a proxy, TRUST_PROXY.
      trustProxy: config.trustProxy,
    });
    // PGlite runs no autovacuum: its tables are vacuumed and their statistics refreshed at every
    // start (ANALYZE samples, so it stays fast on large tables) and then every hour; PostgreSQL's
    // autovacuum keeps its own.
    if (database.kind === 'pglite') {
      const upkeep = new PgliteUpkeep({
        db: database.db,
        everyMs: pgliteUpkeepEveryMs,
        onError: (error) => app.log.warn({ err: error }, 'PGlite upkeep round failed'),
      });
      await upkeep.runOnce();
      app.addHook('onReady', async () => upkeep.start());
      app.addHook('onClose', async () => upkeep.stop());
    }
    // Limits are opted into per call (the sign-in), not applied to every route.
    await app.register(fastifyRateLimit, { global: false });
    await addSecurityHeaders(app, config.portalApiOrigins);
    acceptJsonBodiesOnly(app);
    // After the JSON-only parsers: multipart is read only by calls whose contract declares an upload.
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, parts: 6 } });
    installErrorHandler(app);
    addResponseHeaders(app);
    for (const area of serverModules) area.register(app, deps);
    // Keys past their lifetime go whatever area wrote them (docs/decisions/0021-idempotency.md).
    runWithServer(app, idempotencyKeyPurge(database.db, now, app.log));
    // Last: the documentation lists the access every area's routes declared.
    registerOpenApiRoutes(app, deps, allCalls);
    await servePortal(app, config.portalDist);

    const unserved = allCalls.filter((call) => !deps.kit.registry.has(call.id)).map((call) => call.id);
    if (unserved.length > 0) app.log.warn({ unserved }, 'contract calls without a route');

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= app.close().then(() => database.close());
      return closing;
    };
    return { app, db: database.db, database, routes: deps.kit.registry, kit: deps.kit, signer: deps.signer, close };
  } catch (error) {
    await database.close();
    throw error;
  }
}
