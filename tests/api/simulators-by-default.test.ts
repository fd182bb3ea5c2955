import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, simulatorCredentials } from '../../server/src/config';
import { freePort, startServer } from '../../server/src/dev/server-process';
import { JazzcashClient } from '../../server/src/providers/jazzcash/jazzcash-client';
import { providerHttp } from '../../server/src/providers/wire/wire-settings';
import { folderFromTemplate } from './support/template-folder';

// docs/decisions/0050-simulators-by-default.md: with no provider configured, outside production, every
// provider is its simulator, a process of its own that the server starts once and that outlives it.
const folder = mkdtempSync(join(tmpdir(), 'simulators-default-'));
const servers: Awaited<ReturnType<typeof startServer>>[] = [];
const simulatorPids = new Set<number>();

afterAll(async () => {
  await Promise.all(servers.map((server) => server.crash()));
  for (const pid of simulatorPids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('the configuration', () => {
  it('points every unconfigured provider at the simulators outside production', () => {
    const config = loadConfig({ SIMULATORS_URL: 'http://127.0.0.1:9999' });
    expect(config.simulators).toEqual({ url: 'http://127.0.0.1:9999', providers: ['jazzcash', 'easypaisa', 'card'] });
    expect(config.jazzcash).toEqual({ baseUrl: 'http://127.0.0.1:9999/jazzcash', ...simulatorCredentials.jazzcash });
    expect(config.easypaisa).toEqual({ baseUrl: 'http://127.0.0.1:9999/easypaisa', ...simulatorCredentials.easypaisa });
    expect(config.cardProcessor).toEqual({ kind: 'stripe', ...simulatorCredentials.card, apiBase: 'http://127.0.0.1:9999' });
    expect(loadConfig({}).simulators?.url).toBe('http://127.0.0.1:8090');
  });

  it('keeps a configured provider and simulates the others', () => {
    const config = loadConfig({
      JAZZCASH_BASE_URL: 'https://sandbox.jazzcash.com.pk',
      JAZZCASH_MERCHANT_ID: 'MC1',
      JAZZCASH_PASSWORD: 'p',
      JAZZCASH_INTEGRITY_SALT: 's',
      CARD_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_real',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_real',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
    });
    expect(config.jazzcash?.baseUrl).toBe('https://sandbox.jazzcash.com.pk');
    expect(config.easypaisa?.baseUrl).toBe('http://127.0.0.1:8090/easypaisa');
    expect(config.cardProcessor).toMatchObject({ kind: 'stripe', apiBase: 'https://api.stripe.com', secretKey: 'sk_test_real' });
    expect(config.simulators?.providers).toEqual(['easypaisa']);
  });

  it('uses none in production, when turned off, and for the fault test', () => {
    for (const env of [{ NODE_ENV: 'production' }, { SIMULATORS: 'false' }, { SANDBOX_FAULTS: 'error:0.1' }]) {
      const config = loadConfig(env);
      expect(config.simulators).toBeUndefined();
      expect(config.jazzcash).toBeUndefined();
      expect(config.cardProcessor).toBeUndefined();
    }
  });

  it('refuses a SIMULATORS_URL that is not an origin, naming it', () => {
    expect(() => loadConfig({ SIMULATORS_URL: 'http://127.0.0.1:8090/jazzcash' })).toThrow(/SIMULATORS_URL must be an origin/);
  });
});

/** A server with no provider configured, on its own embedded database, whose simulators answer at `simulatorsUrl`. */
async function startUnconfiguredServer(simulatorsUrl: string) {
  const dataDir = join(folder, `data-${servers.length}`);
  // A made folder (the template's copy): what is judged is the simulators, not PGlite's initdb.
  await folderFromTemplate(dataDir, 'none');
  const server = await startServer({
    // The embedded database whatever the run's DATABASE_URL (an empty one is unset: server/src/config.ts).
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    SIMULATORS_URL: simulatorsUrl,
    SIMULATOR_STORE_DIR: join(folder, 'simulators'),
  });
  servers.push(server);
  return server;
}

async function simulatorsPid(url: string): Promise<number | null> {
  return fetch(`${url}/health`).then(
    async (response) => ((await response.json()) as { pid: number }).pid,
    () => null,
  );
}

describe('a server started with no provider configured', () => {
  it('starts the simulators as their own process, which outlive a kill of it and serve the next server', async () => {
    const simulatorsUrl = `http://127.0.0.1:${await freePort()}`;
    expect(await simulatorsPid(simulatorsUrl)).toBeNull();
    const first = await startUnconfiguredServer(simulatorsUrl);
    const pid = await simulatorsPid(simulatorsUrl);
    expect(pid).not.toBeNull();
    simulatorPids.add(pid ?? 0);
    expect(pid).not.toBe(first.pid);

    const client = new JazzcashClient(providerHttp('jazzcash', `${simulatorsUrl}/jazzcash`, { timeoutMs: 5000 }), simulatorCredentials.jazzcash);
    const txnRefNo = `T${Date.now()}`;
    const paid = await client.pay({
      txnRefNo,
      billReference: 'B',
      description: 'D',
      amount: '42.50',
      currency: 'PKR',
      mobileNumber: '03001234567',
      cnic: '',
      expiresInMinutes: 60,
    });
    expect(paid.response.pp_ResponseCode).toBe('000');

    await first.crash();
    expect(await simulatorsPid(simulatorsUrl)).toBe(pid);
    const inquiry = await client.inquire(txnRefNo);
    expect(inquiry.response).toMatchObject({ pp_ResponseCode: '000', pp_Amount: '4250', pp_Status: 'Completed' });

    // A second server (or a restart) finds them answering and starts no other.
    const second = await startUnconfiguredServer(simulatorsUrl);
    expect(await simulatorsPid(simulatorsUrl)).toBe(pid);
    await second.stop();
  }, 240_000);
});
