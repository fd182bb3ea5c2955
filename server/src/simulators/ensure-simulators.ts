import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SimulatorsSettings } from '../config';
import { nodeArgumentsOf } from '../shared/node-entry';

export interface EnsureSimulatorsOptions {
  /** Where a simulators process started here keeps its records and its log (SIMULATOR_STORE_DIR). */
  storeFolder: string;
  /** Where the card simulator posts its webhooks (this server's /api/card-processor/webhook). */
  cardWebhookUrl?: string;
  /** How long to wait for a started process to answer. */
  waitMs?: number;
  log: (message: string) => void;
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * docs/decisions/0050-simulators-by-default.md: the simulators the configuration points at answer, or are
 * started here as their own detached process (server/src/simulators/main.ts) that outlives this server,
 * a kill of it included. A second server, or a restart, finds them answering and starts nothing; two
 * servers starting together both try, and the one that finds the port taken exits.
 */
export async function ensureSimulators(settings: SimulatorsSettings, options: EnsureSimulatorsOptions): Promise<'running' | 'started'> {
  if (await answers(settings.url)) return 'running';
  const where = new URL(settings.url);
  if (!loopback.has(where.hostname)) throw new Error(`Nothing answers at SIMULATORS_URL ${settings.url}; start the simulators there (npm run simulators)`);
  const folder = resolve(options.storeFolder);
  mkdirSync(folder, { recursive: true });
  const logFile = join(folder, 'simulators.log');
  const output = openSync(logFile, 'a');
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  // The simulators accept their own test credentials: strip the gateway's, which name real providers.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(JAZZCASH|EASYPAISA|STRIPE)_/.test(name)));
  const child = spawn(process.execPath, nodeArgumentsOf(main), {
    detached: true,
    stdio: ['ignore', output, output],
    env: {
      ...env,
      SIMULATOR_PORT: where.port === '' ? '80' : where.port,
      SIMULATOR_HOST: where.hostname.replace(/^\[|\]$/g, ''),
      SIMULATOR_STORE_DIR: folder,
      LOG_LEVEL: 'warn',
      ...(options.cardWebhookUrl === undefined ? {} : { CARD_SIMULATOR_WEBHOOK_URL: options.cardWebhookUrl }),
    },
  });
  child.unref();
  options.log(`Starting the simulators (${settings.providers.join(', ')}) as their own process at ${settings.url}; log ${logFile}`);
  const deadline = Date.now() + (options.waitMs ?? 60_000);
  while (Date.now() < deadline) {
    if (await answers(settings.url)) return 'started';
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The simulators did not answer at ${settings.url} within ${Math.round((options.waitMs ?? 60_000) / 1000)} s; see ${logFile}`);
}
