// docs/decisions/0037-password-rules.md: the new-password schemas need the strength estimate.
import '../../src/forms/password-estimator';
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
import { recoveryCodeKey } from './auth/recovery-code-key';
import { resealUnderCurrentSecret } from './db/resealing';
import { sealedColumns } from './sealed-columns';
import { SignInService } from './auth/sign-in.service';
import { resolveTokenSecret } from './db/token-secret';
import { TokenSigner } from './auth/token-signer';
import type { ServerConfig } from './config';
import { openDatabase } from './db/database';
import { auditPreviousSecretUse, fingerprintOf } from './auth/previous-secret-audit';
import { serveBackups } from './db/backup-socket';
import type { PgliteDatabaseHandle } from './db/pglite-database';
import type { DatabaseHandle } from './db/database-handle';
import type { DatabaseSchema } from './db/database-schema';
import { applyBusinessTimeZone } from './db/business-time-zone';
import { migrateToLatest } from './db/migrate';
import { underStartUpLock } from './db/start-up-lock';
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
import { requestId } from './logging/request-id';
import { ServerMetrics } from './metrics/server-metrics';
import { recordRequestMetrics, requestsInFlightOf, type RequestInFlight } from './http/request-metrics';
import { registerOpenApiRoutes } from './openapi/openapi.routes';
import type { ServerDeps } from './server-deps';
import { allCalls, serverModules } from './server-modules';
import { beginShutdown, closeConnectionsWhenShuttingDown, runWithServer, workersStoppingOf } from './workers/with-server';

export interface AppOptions {
  config: ServerConfig;
  /** An already open database (tests pass an isolated one); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * The PGlite database comes vacuumed and analysed, as a test server's copy of a template made so
   * (tests/api/support/template-seeds.ts): the start-up upkeep round is not run again; the hourly ones are.
   */
  upkept?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  db: Kysely<DatabaseSchema>;
  database: DatabaseHandle;
  routes: RouteRegistry;
  /** What registerCall needs, for routes added outside the area modules (tests). */
  kit: RouteKit;
  signer: TokenSigner;
  metrics: ServerMetrics;
  /** The migrations this start applied (none when another instance or an earlier start did). */
  migrated: string[];
  /** docs/operations.md "Drain": GET /api/ready answers 503 from now on; close() follows. */
  beginShutdown(): void;
  /** Closes Fastify (finishing requests in flight), then the database. Safe to call twice. */
  close(): Promise<void>;
  /** docs/operations.md "Drain": the requests not answered yet and the workers still finishing their job. */
  inFlight(): { requests: RequestInFlight[]; workers: string[] };
}

function composeDeps(config: ServerConfig, database: DatabaseHandle, secret: string, recoveryKey: Buffer, now: () => Date): ServerDeps {
  const signer = new TokenSigner(secret, config.previousTokenSecrets);
  // The current secret seals; the previous ones still open what they sealed (docs/decisions/0047-backups-and-key-rotation.md).
  const secrets = [secret, ...config.previousTokenSecrets];
  const sessions = new SessionsRepository(database.db);
  const secondFactor = new SecondFactorService(database.db, secrets, recoveryKey, config.secondFactorPolicy, now);
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
    authenticate: createAuthenticator({
      signer,
      sessions,
      now,
      staffSessionMs: config.staffSessionSeconds * 1000,
      onPreviousSecret: auditPreviousSecretUse(database.db, config.previousTokenSecrets),
    }),
    registry: new RouteRegistry(),
    audit: createChangeAudit(database.db),
    idempotency: createIdempotency(database.db, now, secrets),
  };
  return { config, database, kit, signer, sessions, signIn, secondFactor, now, metrics: new ServerMetrics() };
}

/**
 * docs/decisions/0049-re-sealing-after-a-rotation.md: at every start with TOKEN_SECRET_PREVIOUS, what
 * a previous secret sealed is sealed again under the current one; the counts (never a value) go to
 * the log and, when any, the audit log. `left` 0 tells the previous secrets are no longer needed to open anything.
 */
async function resealAfterRotation(db: Kysely<DatabaseSchema>, secrets: readonly string[], log: FastifyInstance['log']): Promise<void> {
  const { resealed, unreadable } = await resealUnderCurrentSecret(db, secrets, sealedColumns);
  const total = Object.values(resealed).reduce((sum, count) => sum + count, 0);
  const left = Object.values(unreadable).reduce((sum, count) => sum + count, 0);
  log.info({ resealed, total, unreadable, left }, `sealed values re-sealed under TOKEN_SECRET: ${total}; left under no listed secret: ${left}`);
  if (total === 0 && left === 0) return;
  await AuditLog.record(db, {
    actor: { userId: 'server' },
    action: 'tokenSecret.resealed',
    target: { type: 'setting', id: 'TOKEN_SECRET' },
    details: { resealed, total, unreadable, current: fingerprintOf(secrets[0] ?? '') },
  });
}

/** The whole server: migrated database, routes of every area, docs, the built portal. */
export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const database = options.database ?? (await openDatabase(config));
  try {
    // db/start-up-lock.ts: of several instances starting at once, one migrates and the others wait.
    const migrated = await underStartUpLock(database.db, async (db) => {
      const outcome = await migrateToLatest(db, { tokenSecret: config.tokenSecret });
      // docs/spec/decisions.md §5: the database's business_day() follows the configured zone.
      await applyBusinessTimeZone(db, config.businessTimeZone);
      return outcome.applied;
    });
    const secret = await resolveTokenSecret(database.db, config.tokenSecret);
    const secrets = [secret, ...config.previousTokenSecrets];
    const deps = composeDeps(config, database, secret, await recoveryCodeKey(database.db, secrets), now);
    const app = Fastify({
      logger: loggerOptionsOf(config, options.logStream),
      genReqId: requestId,
      // Ids come from us, not the client, so a forged header cannot muddle the log.
      requestIdHeader: false,
      // The client address the sign-in lock and rate limit key on; behind a proxy, TRUST_PROXY.
      trustProxy: config.trustProxy,
    });
    if (config.previousTokenSecrets.length > 0) {
      const fingerprints = config.previousTokenSecrets.map(fingerprintOf);
      app.log.warn(
        { fingerprints },
        'TOKEN_SECRET_PREVIOUS is set: tokens these secrets signed are still accepted; remove them once the rotation window is over',
      );
      await resealAfterRotation(database.db, secrets, app.log);
    }
    // PGlite runs no autovacuum: its tables are vacuumed and their statistics refreshed at every
    // start (ANALYZE samples, so it stays fast on large tables) and then every hour; PostgreSQL's
    // autovacuum keeps its own.
    if (database.kind === 'pglite') {
      const upkeep = new PgliteUpkeep({
        db: database.db,
        everyMs: pgliteUpkeepEveryMs,
        onError: (error) => app.log.warn({ err: error }, 'PGlite upkeep round failed'),
      });
      if (options.upkept !== true) await upkeep.runOnce();
      runWithServer(app, upkeep);
    }
    // npm run backup asks the server holding the folder for a consistent copy (docs/decisions/0047-backups-and-key-rotation.md).
    if (database.kind === 'pglite' && 'backUp' in database && options.database === undefined && !config.dataDir.startsWith('memory://')) {
      const pglite = database as PgliteDatabaseHandle;
      let stopServing: () => Promise<void> = async () => {};
      app.addHook('onReady', async () => {
        stopServing = await serveBackups(
          config.dataDir,
          () => pglite.backUp(),
          (message) => app.log.warn(message),
        );
      });
      app.addHook('onClose', async () => stopServing());
    }
    // Limits are opted into per call (the sign-in), not applied to every route.
    await app.register(fastifyRateLimit, { global: false });
    // The checkout page tokenises cards at the card processor (docs/decisions/0046-card-processor.md).
    await addSecurityHeaders(app, [...config.portalApiOrigins, ...(config.cardProcessor === undefined ? [] : [config.cardProcessor.apiBase])]);
    acceptJsonBodiesOnly(app);
    // After the JSON-only parsers: multipart is read only by calls whose contract declares an upload.
    await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, parts: 6 } });
    installErrorHandler(app);
    recordRequestMetrics(app, deps.metrics);
    closeConnectionsWhenShuttingDown(app);
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
      beginShutdown(app);
      closing ??= app.close().then(() => database.close());
      return closing;
    };
    return {
      app,
      db: database.db,
      database,
      routes: deps.kit.registry,
      kit: deps.kit,
      signer: deps.signer,
      metrics: deps.metrics,
      migrated,
      beginShutdown: () => beginShutdown(app),
      close,
      inFlight: () => ({ requests: requestsInFlightOf(app), workers: workersStoppingOf(app) }),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
