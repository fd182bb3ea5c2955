import { resolve } from 'node:path';
import { parseFaultPlan, type FaultPlan } from './providers/faulty-provider';

/** Everything the server reads from its environment, resolved once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; `memory://` keeps the database in memory (tests). */
  dataDir: string;
  /** Where export files are written (EXPORT_DIR); unset, exportDirectoryOf picks one. Shared storage for several instances. */
  exportDir: string | undefined;
  /** When set, PostgreSQL through `pg` instead of PGlite. */
  databaseUrl: string | undefined;
  /** A PostgreSQL read replica the reports read from (REPORTS_DATABASE_URL); unset, they read DATABASE_URL's. */
  reportsDatabaseUrl: string | undefined;
  /** When absent, a secret is generated once and kept in the settings table (restarts keep sessions). */
  tokenSecret: string | undefined;
  /** TOKEN_SECRET_PREVIOUS (comma-separated): secrets that still verify the tokens they signed, and open what they sealed, during a rotation. */
  previousTokenSecrets: string[];
  tokenTtlSeconds: number;
  /** SECRET_KEY_OVERLAP_HOURS × 3600 (default 24 hours): how long a merchant's rotated-out secret key still works. */
  secretKeyOverlapSeconds: number;
  businessTimeZone: string;
  logLevel: string;
  /** `pretty`: readable lines for a person at a terminal; `json`: one JSON object a line, for collectors. */
  logFormat: LogFormat;
  /** Seed the demo organisations, users and transactions into an empty database. */
  seedDemo: boolean;
  portalDist: string;
  /** Where browsers reach this server (links it hands out); unset, links are relative. */
  publicUrl: string | undefined;
  /** The origins of the portal's bases built as absolute URLs (PORTAL_API_ORIGINS, comma-separated): the page may connect to them. */
  portalApiOrigins: string[];
  /** Sign-in requests one client address may send a minute, whatever the user names. */
  signInRateLimit: number;
  /** Requests one client address may send the public checkout calls a minute (docs/decisions/0031-hosted-checkout.md). */
  checkoutRateLimit: number;
  /** How often attempts left in flight are asked about again (docs/decisions/0031-hosted-checkout.md). */
  checkoutSweepMs: number;
  /** How long an attempt in flight is left to its page before the sweep asks about it. */
  checkoutSweepAfterMs: number;
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For names the client (false: none). */
  trustProxy: boolean | string;
  /** docs/decisions/0025-payouts.md: approvals of more than this many PKR need an approver other than the creator; unset: no limit. */
  payoutFourEyesAbove: string | undefined;
  /** The disbursal's retries (docs/decisions/0025-payouts.md): first delay, attempts in all, and the worker's idle poll. */
  payoutRetryBaseMs: number;
  payoutMaxAttempts: number;
  payoutWorkerPollMs: number;
  /** docs/decisions/0026-payout-files.md: hours an uploaded payout file may wait for its confirmation before it is deleted. */
  payoutUploadPendingHours: number;
  /** What parsing one uploaded spreadsheet may take (PAYOUT_PARSE_TIME_MS, PAYOUT_PARSE_HEAP_MB): over it is 422. */
  payoutParseBudget: { timeMs: number; heapMb: number };
  /** docs/decisions/0035-reconciliation.md: the server reconciles the day before by itself (off: only on demand). */
  reconciliationDaily: boolean;
  /** Absolute lifetime of a platform staff session, besides its idle timeout (docs/decisions/0002-sessions.md). */
  staffSessionSeconds: number;
  /** Who must sign in with a second factor (docs/decisions/0036-second-factor.md). */
  secondFactorPolicy: SecondFactorPolicySetting;
  /** docs/decisions/0039-crash-and-fault-safety.md: sandbox providers that time out, fail, lag or lose answers (SANDBOX_FAULTS); unset: none. */
  sandboxFaults: FaultPlan | undefined;
  /** A file the sandbox payout providers keep their book in (SANDBOX_PAYOUT_BOOK), so it outlives a crash; unset: in memory. */
  sandboxPayoutBook: string | undefined;
  /** docs/decisions/0043-provider-wire-adapters.md: Jazzcash's REST API (JAZZCASH_*); unset, its simulator's (0050), else (production) the in-process sandbox. */
  jazzcash: JazzcashSettings | undefined;
  /** Easypaisa's REST API (EASYPAISA_*); unset, its simulator's (0050), else (production) the in-process sandbox. */
  easypaisa: EasypaisaSettings | undefined;
  /** docs/decisions/0046-card-processor.md: the card processor cards are paid through (CARD_PROCESSOR=stripe); unset, the card simulator (0050), else the checkout sandbox. */
  cardProcessor: CardProcessorConfig | undefined;
  /** docs/decisions/0050-simulators-by-default.md: the simulators answering for every provider not configured (SIMULATORS_URL); unset, none is used. */
  simulators: SimulatorsSettings | undefined;
  /** docs/operations.md "Metrics": the bearer token of GET /api/metrics (METRICS_TOKEN); unset, that route answers 404. */
  metricsToken: string | undefined;
  /** A port of their own for the metrics, at /metrics without a token (METRICS_PORT); unset, none. */
  metricsPort: number | undefined;
  /** docs/operations.md "Drain": how long a SIGTERM waits for requests in flight and workers' jobs (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT, OTLP over HTTP); unset, no tracing at all. */
  otlpEndpoint: string | undefined;
}

/** Where the simulators process answers (server/src/simulators/main.ts): the wallets under /jazzcash and /easypaisa, the card API at the root. */
export interface SimulatorsSettings {
  url: string;
  /** Which providers the gateway reaches there: those without settings of their own. */
  providers: ReadonlyArray<'jazzcash' | 'easypaisa' | 'card'>;
}

/** The simulators' test credentials and keys (docs/providers.md), which they accept unless told others. */
export const simulatorCredentials = {
  jazzcash: { merchantId: 'MC-SIM-0001', password: 'sim-password', integritySalt: 'sim-integrity-salt' },
  easypaisa: { storeId: '10001', username: 'sim-user', password: 'sim-password', accountNum: '900001' },
  card: { secretKey: 'sk_test_simulator', publishableKey: 'pk_test_simulator', webhookSecret: 'whsec_simulator' },
} as const;

export const defaultSimulatorsUrl = 'http://127.0.0.1:8090';

/**
 * docs/decisions/0050-simulators-by-default.md: outside production (and the sandbox's fault test), a provider
 * without settings of its own is its simulator, reached over HTTP at SIMULATORS_URL like a real one.
 */
function withSimulators(
  env: Env,
  on: boolean,
  configured: Pick<ServerConfig, 'jazzcash' | 'easypaisa' | 'cardProcessor'>,
): Pick<ServerConfig, 'jazzcash' | 'easypaisa' | 'cardProcessor' | 'simulators'> {
  const providers = [
    ...(configured.jazzcash === undefined ? (['jazzcash'] as const) : []),
    ...(configured.easypaisa === undefined ? (['easypaisa'] as const) : []),
    ...(configured.cardProcessor === undefined ? (['card'] as const) : []),
  ];
  if (!on || providers.length === 0) return { ...configured, simulators: undefined };
  const url = (textFrom(env, 'SIMULATORS_URL') ?? defaultSimulatorsUrl).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/i.test(url)) throw new Error(`SIMULATORS_URL must be an origin such as ${defaultSimulatorsUrl}, got "${url}"`);
  const test = simulatorCredentials;
  return {
    jazzcash: configured.jazzcash ?? { baseUrl: `${url}/jazzcash`, ...test.jazzcash },
    easypaisa: configured.easypaisa ?? { baseUrl: `${url}/easypaisa`, ...test.easypaisa },
    cardProcessor: providers.includes('card') ? { kind: 'stripe', ...test.card, apiBase: url } : configured.cardProcessor,
    simulators: { url, providers },
  };
}

export interface JazzcashSettings {
  baseUrl: string;
  merchantId: string;
  password: string;
  integritySalt: string;
  merchantMpin?: string;
}

export interface EasypaisaSettings {
  baseUrl: string;
  storeId: string;
  username: string;
  password: string;
  accountNum?: string;
}

/** A provider's settings: none without its base URL; with it, every required one or a start-up error naming the missing one. */
function providerSettingsFrom<Names extends string>(
  env: Env,
  baseName: string,
  required: Record<Names, string>,
): ({ baseUrl: string } & Record<Names, string>) | undefined {
  const baseUrl = textFrom(env, baseName);
  if (baseUrl === undefined) return undefined;
  if (!/^https?:\/\/[^\s]+$/i.test(baseUrl)) throw new Error(`${baseName} must be an absolute http(s) URL, got "${baseUrl}"`);
  const settings = { baseUrl: baseUrl.replace(/\/+$/, '') } as { baseUrl: string } & Record<Names, string>;
  for (const [field, name] of Object.entries(required) as [Names, string][]) {
    const value = textFrom(env, name);
    if (value === undefined) throw new Error(`${name} must be set when ${baseName} is`);
    (settings as Record<string, string>)[field] = value;
  }
  return settings;
}

function jazzcashFrom(env: Env): JazzcashSettings | undefined {
  const settings = providerSettingsFrom(env, 'JAZZCASH_BASE_URL', {
    merchantId: 'JAZZCASH_MERCHANT_ID',
    password: 'JAZZCASH_PASSWORD',
    integritySalt: 'JAZZCASH_INTEGRITY_SALT',
  });
  const merchantMpin = textFrom(env, 'JAZZCASH_MERCHANT_MPIN');
  return settings === undefined ? undefined : { ...settings, ...(merchantMpin === undefined ? {} : { merchantMpin }) };
}

function easypaisaFrom(env: Env): EasypaisaSettings | undefined {
  const settings = providerSettingsFrom(env, 'EASYPAISA_BASE_URL', {
    storeId: 'EASYPAISA_STORE_ID',
    username: 'EASYPAISA_USERNAME',
    password: 'EASYPAISA_PASSWORD',
  });
  const accountNum = textFrom(env, 'EASYPAISA_ACCOUNT_NUM');
  return settings === undefined ? undefined : { ...settings, ...(accountNum === undefined ? {} : { accountNum }) };
}

/** A Stripe account (or the card simulator speaking its wire at STRIPE_API_BASE). */
export interface CardProcessorConfig {
  kind: 'stripe';
  secretKey: string;
  /** Handed to the checkout page: it tokenises cards at the processor with it. */
  publishableKey: string;
  webhookSecret: string;
  /** The API's origin; unset, https://api.stripe.com. */
  apiBase: string;
}

function cardProcessorFrom(env: Env): CardProcessorConfig | undefined {
  const kind = textFrom(env, 'CARD_PROCESSOR')?.toLowerCase();
  if (kind === undefined) return undefined;
  // docs/decisions/0050-simulators-by-default.md: the in-process card sandbox is no choice of its own any more.
  if (kind !== 'stripe')
    throw new Error(`CARD_PROCESSOR must be stripe (unset: the card simulator; SIMULATORS=false: every provider in the in-process sandbox), got "${kind}"`);
  const keyed = (name: string, prefix: string): string => {
    const value = textFrom(env, name);
    // The value itself is never echoed: it is a secret.
    if (value === undefined || !value.startsWith(prefix)) throw new Error(`CARD_PROCESSOR=stripe needs ${name} (${prefix}…)`);
    return value;
  };
  const apiBase = textFrom(env, 'STRIPE_API_BASE') ?? 'https://api.stripe.com';
  if (!/^https?:\/\/[^/\s]+$/i.test(apiBase)) throw new Error(`STRIPE_API_BASE must be an origin such as https://api.stripe.com, got "${apiBase}"`);
  return {
    kind,
    secretKey: keyed('STRIPE_SECRET_KEY', 'sk_'),
    publishableKey: keyed('STRIPE_PUBLISHABLE_KEY', 'pk_'),
    webhookSecret: keyed('STRIPE_WEBHOOK_SECRET', 'whsec_'),
    apiBase,
  };
}

export const secondFactorPolicies = ['platform-staff', 'optional'] as const;
export type SecondFactorPolicySetting = (typeof secondFactorPolicies)[number];

function secondFactorPolicyFrom(env: Env, fallback: SecondFactorPolicySetting): SecondFactorPolicySetting {
  const raw = textFrom(env, 'SECOND_FACTOR_REQUIRED')?.toLowerCase();
  if (raw === undefined) return fallback;
  const policy = secondFactorPolicies.find((known) => known === raw);
  if (policy === undefined) throw new Error(`SECOND_FACTOR_REQUIRED must be ${secondFactorPolicies.join(' or ')}, got "${raw}"`);
  return policy;
}

export const logFormats = ['pretty', 'json'] as const;
export type LogFormat = (typeof logFormats)[number];

type Env = Record<string, string | undefined>;

function integerFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function booleanFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function textFrom(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function logFormatFrom(env: Env, fallback: LogFormat): LogFormat {
  const raw = textFrom(env, 'LOG_FORMAT')?.toLowerCase();
  if (raw === undefined) return fallback;
  const format = logFormats.find((known) => known === raw);
  if (format === undefined) throw new Error(`LOG_FORMAT must be ${logFormats.join(' or ')}, got "${raw}"`);
  return format;
}

/** A comma-separated list of http(s) origins; anything else is a start-up error. */
function originsFrom(env: Env, name: string): string[] {
  const raw = textFrom(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    if (!/^https?:\/\/[^/\s]+$/i.test(origin)) throw new Error(`${name} holds origins such as https://api.example.com: ${origin} is not one`);
    return origin;
  });
}

function publicUrlFrom(env: Env): string | undefined {
  const raw = textFrom(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** `true` trusts every proxy; otherwise a comma-separated list of addresses or CIDR ranges. */
function trustProxyFrom(env: Env): boolean | string {
  const raw = textFrom(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  return raw.toLowerCase() === 'true' ? true : raw;
}

/** A PKR amount with at most two decimals, e.g. 100000 or 25000.50. */
function fourEyesFrom(env: Env): string | undefined {
  const raw = textFrom(env, 'PAYOUT_FOUR_EYES_ABOVE');
  if (raw === undefined) return undefined;
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(raw)) throw new Error(`PAYOUT_FOUR_EYES_ABOVE must be a PKR amount such as 100000, got "${raw}"`);
  return raw;
}

function sandboxFaultsFrom(env: Env, production: boolean): FaultPlan | undefined {
  const raw = textFrom(env, 'SANDBOX_FAULTS');
  if (raw === undefined) return undefined;
  // Faults are for the sandbox's fault test; a production server never injects them.
  if (production) throw new Error('SANDBOX_FAULTS must not be set in production');
  return parseFaultPlan(raw);
}

/** docs/decisions/0047-backups-and-key-rotation.md: the secrets a rotation keeps verifying, each as strong as TOKEN_SECRET. */
function previousTokenSecretsFrom(env: Env, tokenSecret: string | undefined): string[] {
  const raw = textFrom(env, 'TOKEN_SECRET_PREVIOUS');
  if (raw === undefined) return [];
  // Without TOKEN_SECRET the current secret is the one kept in settings, which no rotation replaced.
  if (tokenSecret === undefined) throw new Error('TOKEN_SECRET_PREVIOUS needs TOKEN_SECRET: it lists the secrets TOKEN_SECRET replaced');
  const secrets = raw.split(',').map((secret) => secret.trim());
  if (secrets.some((secret) => secret.length < 32)) throw new Error('Every secret of TOKEN_SECRET_PREVIOUS must be at least 32 characters');
  return secrets.filter((secret) => secret !== tokenSecret);
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = textFrom(env, 'DATA_DIR') ?? './data/pglite';
  const exportDir = textFrom(env, 'EXPORT_DIR');
  const tokenSecret = textFrom(env, 'TOKEN_SECRET');
  // A short HMAC key is guessable offline from one captured token.
  if (tokenSecret !== undefined && tokenSecret.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  const previousTokenSecrets = previousTokenSecretsFrom(env, tokenSecret);
  // A production server feeds a log collector and must not invent users with published passwords;
  // everywhere else a person reads the log and wants something to sign in with.
  const production = textFrom(env, 'NODE_ENV') === 'production';
  const config: ServerConfig = {
    port: integerFrom(env, 'PORT', 8080),
    host: textFrom(env, 'HOST') ?? '0.0.0.0',
    dataDir: dataDir.startsWith('memory://') ? dataDir : resolve(dataDir),
    exportDir: exportDir === undefined ? undefined : resolve(exportDir),
    databaseUrl: textFrom(env, 'DATABASE_URL'),
    reportsDatabaseUrl: textFrom(env, 'REPORTS_DATABASE_URL'),
    tokenSecret,
    previousTokenSecrets,
    secretKeyOverlapSeconds: integerFrom(env, 'SECRET_KEY_OVERLAP_HOURS', 24) * 3600,
    tokenTtlSeconds: integerFrom(env, 'TOKEN_TTL_SECONDS', 43_200),
    businessTimeZone: textFrom(env, 'BUSINESS_TIME_ZONE') ?? 'Asia/Karachi',
    logLevel: textFrom(env, 'LOG_LEVEL') ?? 'info',
    logFormat: logFormatFrom(env, production ? 'json' : 'pretty'),
    seedDemo: booleanFrom(env, 'SEED_DEMO', !production),
    portalDist: resolve(textFrom(env, 'PORTAL_DIST') ?? './dist'),
    publicUrl: publicUrlFrom(env),
    portalApiOrigins: originsFrom(env, 'PORTAL_API_ORIGINS'),
    signInRateLimit: integerFrom(env, 'SIGN_IN_RATE_LIMIT', 30),
    checkoutRateLimit: integerFrom(env, 'CHECKOUT_RATE_LIMIT', 600),
    checkoutSweepMs: integerFrom(env, 'CHECKOUT_SWEEP_MS', 30_000),
    checkoutSweepAfterMs: integerFrom(env, 'CHECKOUT_SWEEP_AFTER_MS', 60_000),
    trustProxy: trustProxyFrom(env),
    payoutFourEyesAbove: fourEyesFrom(env),
    payoutRetryBaseMs: integerFrom(env, 'PAYOUT_RETRY_BASE_MS', 30_000),
    payoutMaxAttempts: integerFrom(env, 'PAYOUT_MAX_ATTEMPTS', 5),
    payoutWorkerPollMs: integerFrom(env, 'PAYOUT_WORKER_POLL_MS', 1000),
    payoutUploadPendingHours: integerFrom(env, 'PAYOUT_UPLOAD_PENDING_HOURS', 24),
    payoutParseBudget: { timeMs: integerFrom(env, 'PAYOUT_PARSE_TIME_MS', 20_000), heapMb: integerFrom(env, 'PAYOUT_PARSE_HEAP_MB', 256) },
    reconciliationDaily: booleanFrom(env, 'RECONCILIATION_DAILY', true),
    staffSessionSeconds: integerFrom(env, 'STAFF_SESSION_HOURS', 12) * 3600,
    // Required of platform staff in production; optional in a demo, whose staff sign in with published passwords.
    secondFactorPolicy: secondFactorPolicyFrom(env, production ? 'platform-staff' : 'optional'),
    sandboxFaults: sandboxFaultsFrom(env, production),
    sandboxPayoutBook: (() => {
      const book = textFrom(env, 'SANDBOX_PAYOUT_BOOK');
      return book === undefined ? undefined : resolve(book);
    })(),
    // Outside production every provider without settings is its simulator; the fault test's sandbox misbehaves in-process instead.
    ...withSimulators(env, booleanFrom(env, 'SIMULATORS', !production && textFrom(env, 'SANDBOX_FAULTS') === undefined), {
      jazzcash: jazzcashFrom(env),
      easypaisa: easypaisaFrom(env),
      cardProcessor: cardProcessorFrom(env),
    }),
    metricsToken: textFrom(env, 'METRICS_TOKEN'),
    metricsPort: textFrom(env, 'METRICS_PORT') === undefined ? undefined : integerFrom(env, 'METRICS_PORT', 0),
    shutdownGraceMs: integerFrom(env, 'SHUTDOWN_GRACE_MS', 25_000),
    otlpEndpoint: textFrom(env, 'OTEL_EXPORTER_OTLP_ENDPOINT'),
  };
  // A guessable token would show the business's volumes to anyone.
  if (config.metricsToken !== undefined && config.metricsToken.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  if (config.metricsPort !== undefined && config.metricsPort === config.port) throw new Error('METRICS_PORT must differ from PORT');
  if (config.payoutMaxAttempts === 0) throw new Error('PAYOUT_MAX_ATTEMPTS must be positive');
  if (config.payoutWorkerPollMs === 0) throw new Error('PAYOUT_WORKER_POLL_MS must be positive');
  if (config.payoutUploadPendingHours === 0) throw new Error('PAYOUT_UPLOAD_PENDING_HOURS must be positive');
  if (config.staffSessionSeconds === 0) throw new Error('STAFF_SESSION_HOURS must be positive');
  if (config.signInRateLimit === 0) throw new Error('SIGN_IN_RATE_LIMIT must be positive');
  if (config.tokenTtlSeconds === 0) throw new Error('TOKEN_TTL_SECONDS must be positive');
  // An unknown zone would silently shift every report day boundary (docs/spec/decisions.md §5).
  try {
    new Intl.DateTimeFormat('en', { timeZone: config.businessTimeZone });
  } catch {
    throw new Error(`BUSINESS_TIME_ZONE "${config.businessTimeZone}" is not a known IANA time zone`);
  }
  return config;
}
