import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// issue: 20 concurrent wrong passwords were all verified, and one client could lock a staff member
// out for everybody. Failures are counted per user name and client address under a row lock.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', env: { SIGN_IN_RATE_LIMIT: '40' } });
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  body: unknown;
}

/** Signs in from a chosen loopback address, so one test plays several clients. */
function loginFrom(client: string, userName: string, password: string): Promise<Answer> {
  const { port } = new URL(server.baseUrl);
  const payload = JSON.stringify({ userName, password });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/login',
        method: 'POST',
        localAddress: client,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text === '' ? undefined : JSON.parse(text) }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

function statusCounts(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

describe('the sign-in lock', () => {
  it('verifies at most five of 20 concurrent wrong passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => loginFrom('127.0.0.2', 'support', `wrong-${index}`)));
    const counts = statusCounts(answers);
    process.stdout.write(`concurrent wrong passwords: ${JSON.stringify(counts)} (401 = verified, 423 = locked)\n`);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[423] ?? 0)).toBe(20);
  });

  it('locks the user name for that client only', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await loginFrom('127.0.0.3', 'merchant', `wrong-${attempt}`)).status).toBe(401);
    expect((await loginFrom('127.0.0.3', 'merchant', 'merchant123')).status).toBe(423);
    // The same staff member signs in from elsewhere.
    expect((await loginFrom('127.0.0.4', 'merchant', 'merchant123')).status).toBe(200);
  });

  it('limits the sign-in attempts of one client across user names', async () => {
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 45; attempt += 1) answers.push(await loginFrom('127.0.0.5', `nobody-${attempt}`, 'guess'));
    const counts = statusCounts(answers);
    expect(counts[401]).toBe(40);
    expect(counts[429]).toBe(5);
    expect(answers.at(-1)?.body).toMatchObject({ errors: [{ code: 'too_many_requests' }] });
    // Another client is not slowed down.
    expect((await loginFrom('127.0.0.6', 'viewer', 'viewer123')).status).toBe(200);
  });
});
