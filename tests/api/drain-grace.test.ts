import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-client';
import { startLoggedServer, type LoggedServer } from './support/logged-server';
import { folderFromTemplate } from './support/template-folder';

// docs/operations.md "Drain": past SHUTDOWN_GRACE_MS the server drops what is left, says in its log
// what it dropped, and exits 1. Every provider call is held 8 s by the sandbox's "slow" fault, so the
// inquiry outlasts a 1 s grace. Timings are bounds only (a loaded machine is slow), never a speed.
// The embedded database whatever the run's DATABASE_URL (an empty one is unset: server/src/config.ts).
const graceMs = 1000;
/** The exit timer after the drop (drain.ts) plus a wide margin for a loaded machine. */
const exitBoundMs = graceMs + 1000 + 20_000;
let server: LoggedServer | undefined;
let workDir = '';

afterAll(async () => {
  if (server !== undefined && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  if (workDir !== '') await rm(workDir, { recursive: true, force: true });
});

describe('a SIGTERM whose grace runs out', () => {
  it('drops the request still running, logs what it dropped and exits 1', async () => {
    workDir = await mkdtemp(join(tmpdir(), 'pgw-drain-grace-'));
    // A made and seeded folder (the template's copy): what is judged is the drain, not PGlite's initdb.
    const dataDir = join(workDir, 'pglite');
    await folderFromTemplate(dataDir, 'all');
    server = await startLoggedServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', SANDBOX_FAULTS: 'slow:1,delay:8000', SHUTDOWN_GRACE_MS: String(graceMs) },
      Number(process.env.DRAIN_TEST_PORT ?? 0) || undefined,
    );
    const signedIn = await callApi<string>(server.origin, '/api/auth/login', { method: 'POST', body: { userName: 'admin', password: 'admin12345' } });
    expect(signedIn.status).toBe(200);
    const inquiry = callApi(server.origin, '/api/payin-inquire/get', {
      method: 'POST',
      token: signedIn.body,
      body: { provider: 'easypaisa', orderId: 'no-such-order' },
    }).then(
      (answer) => ({ answered: answer.status }),
      (error: unknown) => ({ failed: String(error) }),
    );
    await server.waitForLine((line) => line.msg === 'incoming request' && String(line.req && (line.req as { url?: string }).url).includes('payin-inquire'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    const code = await server.stop();
    const tookMs = Date.now() - signalledAt;
    expect(code).toBe(1);
    expect(tookMs).toBeLessThan(exitBoundMs);
    // The client saw its connection dropped, not an answer.
    expect(await inquiry).toMatchObject({ failed: expect.any(String) });
    const over = server.lines.find((line) => typeof line.msg === 'string' && line.msg.startsWith('shutdown grace over'));
    expect(over).toMatchObject({ graceMs, dropped: { requests: [{ method: 'POST', route: '/api/payin-inquire/get' }] } });
    expect(server.lines.some((line) => line.msg === 'stopped')).toBe(false);
  }, 300_000);
});
