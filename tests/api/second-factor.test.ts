import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';
import { testClock } from './support/test-clock';

// docs/decisions/0036-second-factor.md and docs/decisions/0002-sessions.md: TOTP for platform staff, recovery codes, the
// code step's limits, and the absolute lifetime of a staff session.
let server: TestServer;
const clock = testClock('2026-03-02T09:00:00Z');
const later = clock.later;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const login = (userName: string, password: string) => callApi<unknown>(server.baseUrl, '/api/auth/login', { method: 'POST', body: { userName, password } });
const secondStep = (challenge: string, code: string) =>
  callApi<{ token: string; recoveryCodes: string[] }>(server.baseUrl, '/api/auth/login/second-factor', { method: 'POST', body: { challenge, code } });
const challengeOf = (body: unknown): string => {
  const challenge = (body as { challenge?: unknown }).challenge;
  if (typeof challenge !== 'string') throw new Error(`no challenge in ${JSON.stringify(body)}`);
  return challenge;
};

let secret = '';
let recoveryCodes: string[] = [];

describe('enrolling from the profile', () => {
  it('shows the secret once, turns on only with a right code, and answers single-use recovery codes', async () => {
    const admin = await server.signIn('admin', 'admin12345');
    const before = await callApi<{ enrolled: boolean }>(server.baseUrl, '/api/users/second-factor', { token: admin });
    expect(before.body).toMatchObject({ enrolled: false, required: false });
    const started = await callApi<{ secret: string; otpauthUrl: string; qrDataUrl: string }>(server.baseUrl, '/api/users/second-factor/enrol', {
      method: 'POST',
      token: admin,
    });
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(started.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(started.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // Stored sealed, never as the secret itself.
    const row = await server.db.selectFrom('user_second_factors').select('secret_sealed').executeTakeFirstOrThrow();
    expect(row.secret_sealed.startsWith('enc:v1:')).toBe(true);
    expect(row.secret_sealed).not.toContain(secret);

    const wrong = await callApi(server.baseUrl, '/api/users/second-factor/confirm', { method: 'POST', token: admin, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)[0]?.field).toBe('code');
    const code = await clock.codeOf(secret);
    const confirmed = await callApi<{ recoveryCodes: string[] }>(server.baseUrl, '/api/users/second-factor/confirm', {
      method: 'POST',
      token: admin,
      body: { code },
    });
    expect(confirmed.status).toBe(200);
    recoveryCodes = confirmed.body.recoveryCodes;
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await server.db.selectFrom('user_recovery_codes').select('code_hash').execute();
    expect(hashes.map((hash) => hash.code_hash)).not.toContain(recoveryCodes[0]);
    // The audit log names the enrolment, never its code.
    const entries = await server.db.selectFrom('audit_log').select(['action', 'details']).where('action', 'like', 'secondFactor.%').execute();
    expect(entries.map((entry) => entry.action)).toEqual(['secondFactor.start', 'secondFactor.confirm']);
    expect(JSON.stringify(entries)).not.toContain(code);
  });
});

describe('signing in with a second factor', () => {
  it('issues no token for the password alone; the code step does', async () => {
    later(60);
    const first = await login('admin', 'admin12345');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'Second-Factor-Required' });
    expect(typeof first.body).not.toBe('string');
    const challenge = challengeOf(first.body);
    expect((await secondStep(challenge, '123456')).status).toBe(400);
    const code = await clock.codeOf(secret);
    const answer = await secondStep(challenge, code);
    expect(answer.status).toBe(200);
    expect(answer.body.recoveryCodes).toEqual([]);
    expect((await callApi(server.baseUrl, '/api/profiles/get', { token: answer.body.token })).status).toBe(200);
    // The challenge is spent, and the same code never opens a second session.
    expect((await secondStep(challenge, code)).status).toBe(401);
    const again = await login('admin', 'admin12345');
    expect((await secondStep(challengeOf(again.body), code)).status).toBe(400);
  });

  it('accepts each recovery code once', async () => {
    const recovery = recoveryCodes[0] as string;
    const first = await login('admin', 'admin12345');
    expect((await secondStep(challengeOf(first.body), recovery)).status).toBe(200);
    const second = await login('admin', 'admin12345');
    expect((await secondStep(challengeOf(second.body), recovery)).status).toBe(400);
    expect((await secondStep(challengeOf(second.body), (recoveryCodes[1] as string).toUpperCase())).status).toBe(200);
  });

  it('ends a challenge after five wrong codes, and counts wrong codes towards the sign-in lock', async () => {
    later(120);
    const first = await login('admin', 'admin12345');
    const challenge = challengeOf(first.body);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await secondStep(challenge, '000000')).status);
    // The password step and four wrong codes reach the lock of five; the challenge is gone after it.
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.slice(4).every((status) => status === 423 || status === 401)).toBe(true);
    expect((await login('admin', 'admin12345')).status).toBe(423);
    later(16 * 60);
  });

  it('refuses a challenge from another client and keeps merchants on the password alone', async () => {
    const merchant = await login('merchant', 'merchant123');
    expect(typeof merchant.body).toBe('string');
    expect((await secondStep('not-a-challenge', '123456')).status).toBe(401);
  });
});

describe('a server that requires a second factor of platform staff', () => {
  it('asks staff without one to set it up before the first token, and spares merchants', async () => {
    const strict = await startTestServer({ seed: 'core', env: { SECOND_FACTOR_REQUIRED: 'platform-staff' } });
    try {
      const staff = await callApi<{ status: string; challenge: string; enrolment: { secret: string } }>(strict.baseUrl, '/api/auth/login', {
        method: 'POST',
        body: { userName: 'admin', password: 'admin12345' },
      });
      expect(staff.body.status).toBe('Second-Factor-Enrolment-Required');
      const code = await generate({ secret: staff.body.enrolment.secret });
      const answer = await callApi<{ token: string; recoveryCodes: string[] }>(strict.baseUrl, '/api/auth/login/second-factor', {
        method: 'POST',
        body: { challenge: staff.body.challenge, code },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.recoveryCodes).toHaveLength(10);
      const status = await callApi(strict.baseUrl, '/api/users/second-factor', { token: answer.body.token });
      expect(status.body).toMatchObject({ enrolled: true, required: true });
      expect(typeof (await callApi(strict.baseUrl, '/api/auth/login', { method: 'POST', body: { userName: 'merchant', password: 'merchant123' } })).body).toBe(
        'string',
      );
    } finally {
      await strict.close();
    }
  });
});

describe('the absolute lifetime of a staff session', () => {
  it('ends a staff session its configured hours after sign-in even when it is in use', async () => {
    const limited = await startTestServer({ seed: 'core', now: clock.now, env: { STAFF_SESSION_HOURS: '2' } });
    try {
      const support = await limited.signIn('support', 'support123');
      const profile = () => callApi(limited.baseUrl, '/api/profiles/get', { token: support });
      for (let minutes = 0; minutes < 110; minutes += 10) {
        later(10 * 60);
        expect((await profile()).status).toBe(200);
      }
      later(11 * 60);
      const ended = await profile();
      expect(ended.status).toBe(401);
      expect(ended.body).toMatchObject({ status: 'Token-Expired' });
    } finally {
      await limited.close();
    }
  });
});

describe('wrong codes from many addresses', () => {
  it('lock the account after ten, whatever the address, write it to the audit log and refuse even the right code', async () => {
    // Behind a trusted proxy each request names its own address, as on a real deployment.
    const proxied = await startTestServer({ seed: 'core', now: clock.now, env: { TRUST_PROXY: 'true' } });
    try {
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const admin = await proxied.signIn('admin', 'admin12345');
      const started = await callApi<{ secret: string }>(proxied.baseUrl, '/api/users/second-factor/enrol', { method: 'POST', token: admin });
      const enrolled = started.body.secret;
      await callApi(proxied.baseUrl, '/api/users/second-factor/confirm', { method: 'POST', token: admin, body: { code: await clock.codeOf(enrolled) } });
      later(60);
      const statuses: number[] = [];
      // Five addresses, each below its own lock of five (the password step counts one): four wrong codes each.
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5']) {
        const first = await callApi(proxied.baseUrl, '/api/auth/login', {
          method: 'POST',
          body: { userName: 'admin', password: 'admin12345' },
          headers: from(address),
        });
        const challenge = challengeOf(first.body);
        for (let attempt = 0; attempt < 3; attempt += 1) {
          statuses.push(
            (await callApi(proxied.baseUrl, '/api/auth/login/second-factor', { method: 'POST', body: { challenge, code: '000000' }, headers: from(address) }))
              .status,
          );
        }
      }
      // Ten wrong codes are refused as wrong; the eleventh finds the account locked (and ends its challenge).
      expect(statuses.slice(0, 11)).toEqual([...Array(10).fill(400), 423]);
      expect(statuses.slice(11).every((status) => status === 423 || status === 401)).toBe(true);
      const fresh = await callApi(proxied.baseUrl, '/api/auth/login', {
        method: 'POST',
        body: { userName: 'admin', password: 'admin12345' },
        headers: from('10.0.0.9'),
      });
      const right = await callApi(proxied.baseUrl, '/api/auth/login/second-factor', {
        method: 'POST',
        body: { challenge: challengeOf(fresh.body), code: await clock.codeOf(enrolled) },
        headers: from('10.0.0.9'),
      });
      expect(right.status).toBe(423);
      const entries = await proxied.db
        .selectFrom('audit_log')
        .select(['action', 'target_type', 'details'])
        .where('action', '=', 'secondFactor.locked')
        .execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ target_type: 'user' });
      // Half an hour later the account takes its right code again.
      later(31 * 60);
      const after = await callApi(proxied.baseUrl, '/api/auth/login', {
        method: 'POST',
        body: { userName: 'admin', password: 'admin12345' },
        headers: from('10.0.0.9'),
      });
      const signedIn = await callApi(proxied.baseUrl, '/api/auth/login/second-factor', {
        method: 'POST',
        body: { challenge: challengeOf(after.body), code: await clock.codeOf(enrolled) },
        headers: from('10.0.0.9'),
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
