import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runTs, untilAnswering } from '../../server/src/dev/server-process';
import { JazzcashClient } from '../../server/src/providers/jazzcash/jazzcash-client';
import { providerHttp } from '../../server/src/providers/wire/wire-settings';
import { simulatorTestCredentials } from '../../server/src/simulators/simulators-app';
import { simulatorsOptionsFrom } from '../../server/src/simulators/simulators-server';

// `npm run simulators` is its own process with its own records: they outlive a kill of it.
const folder = mkdtempSync(join(tmpdir(), 'simulators-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

async function startSimulators(port: number): Promise<ChildProcess> {
  const child = runTs('server/src/simulators/main.ts', [], { SIMULATOR_PORT: String(port), SIMULATOR_STORE_DIR: folder, LOG_LEVEL: 'warn' });
  child.stdout?.resume();
  children.push(child);
  await untilAnswering(child, `http://127.0.0.1:${port}/health`, 60_000);
  return child;
}

describe('the simulators as their own process', () => {
  it('keep a payment across a kill and a restart', async () => {
    const port = await freePort();
    const first = await startSimulators(port);
    const client = () =>
      new JazzcashClient(providerHttp('jazzcash', `http://127.0.0.1:${port}/jazzcash`, { timeoutMs: 3000 }), simulatorTestCredentials.jazzcash);
    const txnRefNo = `T${Date.now()}`;
    const paid = await client().pay({
      txnRefNo,
      billReference: 'B',
      description: 'D',
      amount: '75.25',
      currency: 'PKR',
      mobileNumber: '03001234567',
      cnic: '',
      expiresInMinutes: 60,
    });
    expect(paid.response.pp_ResponseCode).toBe('000');
    first.kill('SIGKILL');
    await new Promise((done) => first.once('exit', done));
    await startSimulators(port);
    const inquiry = await client().inquire(txnRefNo);
    expect(inquiry.failure).toBeNull();
    expect(inquiry.response).toMatchObject({ pp_ResponseCode: '000', pp_PaymentResponseCode: '000', pp_Amount: '7525', pp_Status: 'Completed' });
  }, 60_000);
});

describe('the simulators settings', () => {
  it("take SIMULATOR_LATENCY_MS as every wallet call's time, the realistic one when unset, and refuse one that is not a whole number", () => {
    expect(simulatorsOptionsFrom({}).latencyMs).toBeUndefined();
    expect(simulatorsOptionsFrom({ SIMULATOR_LATENCY_MS: '0' }).latencyMs?.()).toBe(0);
    expect(simulatorsOptionsFrom({ SIMULATOR_LATENCY_MS: ' 250 ' }).latencyMs?.()).toBe(250);
    expect(() => simulatorsOptionsFrom({ SIMULATOR_LATENCY_MS: '0.5' })).toThrow('SIMULATOR_LATENCY_MS must be a whole number, got "0.5"');
  });
});
