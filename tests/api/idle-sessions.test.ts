import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// issue "Controls" (PCI DSS 8.2.8): a platform staff session ends after 15 minutes without a call.
let server: TestServer;
let clock = new Date('2026-03-02T09:00:00Z');
const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', now: () => clock });
});
afterAll(async () => {
  await server?.close();
});

const profile = (token: string) => callApi(server.baseUrl, '/api/profiles/get', { token });

describe('idle staff sessions', () => {
  it('ends a staff session after 15 idle minutes, keeps one in use, and spares merchant users', async () => {
    const admin = await server.signIn('admin', 'admin12345');
    const merchant = await server.signIn('merchant', 'merchant123');
    minutesLater(10);
    expect((await profile(admin)).status).toBe(200);
    minutesLater(10);
    // Twenty minutes since sign-in, ten since the last call: still signed in.
    expect((await profile(admin)).status).toBe(200);
    minutesLater(16);
    const idle = await profile(admin);
    expect(idle.status).toBe(401);
    expect(idle.body).toMatchObject({ status: 'Token-Expired' });
    // Ended for good, not revived by the clock.
    expect((await profile(admin)).status).toBe(401);
    expect((await profile(merchant)).status).toBe(200);
  });
});
