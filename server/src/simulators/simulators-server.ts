import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simulatorCredentials } from '../config';
import type { EasypaisaCredentials } from '../providers/easypaisa/easypaisa-wire';
import type { JazzcashCredentials } from '../providers/jazzcash/jazzcash-wire';
import { cardSimulator } from './card/card-simulator';
import { buildSimulators, simulatorTestCredentials } from './simulators-app';

export interface SimulatorsServerOptions {
  port: number;
  host: string;
  jazzcash: JazzcashCredentials;
  easypaisa: EasypaisaCredentials;
  card: { secretKey: string; publishableKey: string; webhookSecret: string };
  /** Where the card simulator posts its signed webhooks (the gateway's /api/card-processor/webhook); unset, none. */
  cardWebhookUrl?: string;
  /** The folder the records are kept in (records.json for the wallets, card.json for the card processor); unset, in memory. */
  storeFolder?: string;
  logLevel?: string;
  /** SIMULATOR_LATENCY_MS: a wallet call's round trip; unset, 80-200 ms, as the wallets take. */
  latencyMs?: () => number;
  /** SIMULATOR_PENDING_EXPIRY_MS: how long a wallet payment waits for the customer; unset, each provider's window (docs/providers.md). */
  pendingExpiryMs?: number;
  /** SIMULATOR_FEE_BPS: the fee on a paid payment in the daily statements, in basis points; unset, none. */
  feeBasisPoints?: number;
}

const realisticLatencyMs = (): number => 80 + Math.floor(Math.random() * 120);

export interface SimulatorsServer {
  /** http://host:port: the wallets under /jazzcash and /easypaisa, the card processor's API (/v1, /3ds) at the root. */
  url: string;
  close(): Promise<void>;
}

/** The card processor's own paths (Stripe's wire); every other path is the wallets'. */
const cardPath = (url: string | undefined): boolean => url !== undefined && (url.startsWith('/v1/') || url.startsWith('/3ds/'));

/**
 * Every simulator in one process on one port (docs/decisions/0050-simulators-by-default.md): Jazzcash and
 * Easypaisa under their prefixes, the card processor at the root, as the Stripe SDK addresses an origin.
 * Each keeps its own records, so killing the gateway leaves them, and what they hold, alive.
 */
export async function startSimulatorsServer(options: SimulatorsServerOptions): Promise<SimulatorsServer> {
  const logLevel = options.logLevel ?? 'warn';
  const wallets = buildSimulators({
    jazzcash: options.jazzcash,
    easypaisa: options.easypaisa,
    ...(options.storeFolder === undefined ? {} : { storeFile: join(options.storeFolder, 'records.json') }),
    logLevel,
    latencyMs: options.latencyMs ?? realisticLatencyMs,
    ...(options.pendingExpiryMs === undefined ? {} : { pendingExpiryMs: options.pendingExpiryMs }),
    ...(options.feeBasisPoints === undefined ? {} : { feeBasisPoints: options.feeBasisPoints }),
  });
  const card = cardSimulator({
    ...options.card,
    ...(options.cardWebhookUrl === undefined ? {} : { webhookUrl: options.cardWebhookUrl }),
    ...(options.storeFolder === undefined ? {} : { stateFile: join(options.storeFolder, 'card.json') }),
    logger: logLevel !== 'silent' && logLevel !== 'warn' && logLevel !== 'error',
  });
  await Promise.all([wallets.ready(), card.app.ready()]);
  const server: Server = createServer((request, response) => (cardPath(request.url) ? card.app : wallets).routing(request, response));
  const closeApps = () => Promise.all([wallets.close(), card.app.close()]).then(() => undefined);
  try {
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(options.port, options.host, () => listening());
    });
  } catch (error) {
    await closeApps();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((closed) => server.close(() => closed()));
      await closeApps();
    },
  };
}

type Env = Record<string, string | undefined>;

/** The simulators' settings from the environment: the credentials the gateway is given, else the test ones. */
export function simulatorsOptionsFrom(env: Env): SimulatorsServerOptions {
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const test = simulatorTestCredentials;
  /** A whole number setting, or a start-up error naming it. */
  const count = (name: string): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, got "${value}"`);
    return Number(value);
  };
  const store = text('SIMULATOR_STORE_DIR') ?? './data/simulators';
  const pendingExpiryMs = count('SIMULATOR_PENDING_EXPIRY_MS');
  const feeBasisPoints = count('SIMULATOR_FEE_BPS');
  const latencyMs = count('SIMULATOR_LATENCY_MS');
  const webhookUrl = text('CARD_SIMULATOR_WEBHOOK_URL');
  return {
    port: Number(text('SIMULATOR_PORT') ?? '8090'),
    host: text('SIMULATOR_HOST') ?? '127.0.0.1',
    jazzcash: {
      merchantId: text('JAZZCASH_MERCHANT_ID') ?? test.jazzcash.merchantId,
      password: text('JAZZCASH_PASSWORD') ?? test.jazzcash.password,
      integritySalt: text('JAZZCASH_INTEGRITY_SALT') ?? test.jazzcash.integritySalt,
    },
    easypaisa: {
      storeId: text('EASYPAISA_STORE_ID') ?? test.easypaisa.storeId,
      username: text('EASYPAISA_USERNAME') ?? test.easypaisa.username,
      password: text('EASYPAISA_PASSWORD') ?? test.easypaisa.password,
      accountNum: text('EASYPAISA_ACCOUNT_NUM') ?? test.easypaisa.accountNum,
    },
    card: {
      secretKey: text('STRIPE_SECRET_KEY') ?? simulatorCredentials.card.secretKey,
      publishableKey: text('STRIPE_PUBLISHABLE_KEY') ?? simulatorCredentials.card.publishableKey,
      webhookSecret: text('STRIPE_WEBHOOK_SECRET') ?? simulatorCredentials.card.webhookSecret,
    },
    ...(webhookUrl === undefined ? {} : { cardWebhookUrl: webhookUrl }),
    ...(store === 'memory' ? {} : { storeFolder: store }),
    ...(pendingExpiryMs === undefined ? {} : { pendingExpiryMs }),
    ...(feeBasisPoints === undefined ? {} : { feeBasisPoints }),
    ...(latencyMs === undefined ? {} : { latencyMs: () => latencyMs }),
    logLevel: text('LOG_LEVEL') ?? 'info',
  };
}
