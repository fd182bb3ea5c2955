import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';
import { testClock } from './support/test-clock';

// docs/decisions/0036-second-factor.md: merchant and carrier users may add a second factor of their
// own (optional, never required), sign in with it in two steps and turn it off; only platform staff
// with Users.editUsers may reset another user's factor.
let server: TestServer;
const clock = testClock('2026-05-11T09:00:00Z');
const later = clock.later;
const codeNow = clock.codeOf;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', now: clock.now });
});
afterAll(async () => {
  await server?.close();
});

const post = <T = unknown>(target: TestServer, path: string, token: string, body?: unknown) =>
  callApi<T>(target.baseUrl, path, { method: 'POST', token, ...(body === undefined ? {} : { body }) });
const statusOf = async (token: string, target = server) =>
  (await callApi<{ enrolled: boolean; required: boolean; recoveryCodesLeft: number }>(target.baseUrl, '/api/users/second-factor', { token })).body;
const login = (userName: string, password: string, target = server) =>
  callApi<unknown>(target.baseUrl, '/api/auth/login', { method: 'POST', body: { userName, password } });
const secondStep = (challenge: string, code: string) =>
  callApi<{ token: string; recoveryCodes: string[] }>(server.baseUrl, '/api/auth/login/second-factor', { method: 'POST', body: { challenge, code } });
const challengeOf = (body: unknown): string => {
  const challenge = (body as { challenge?: unknown }).challenge;
  if (typeof challenge !== 'string') throw new Error(`no challenge in ${JSON.stringify(body)}`);
  return challenge;
};

async function userIdOf(userName: string): Promise<string> {
  return (await server.db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow()).id;
}

/** Sets up a factor from the profile with a code of the current step; answers its secret and recovery codes. */
async function enrol(token: string, target = server): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await post<{ secret: string; otpauthUrl: string }>(target, '/api/users/second-factor/enrol', token);
  expect(started.status).toBe(200);
  expect(started.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  const confirmed = await post<{ recoveryCodes: string[] }>(target, '/api/users/second-factor/confirm', token, { code: await codeNow(started.body.secret) });
  expect(confirmed.status).toBe(200);
  expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe('a merchant user’s own second factor', () => {
  it('is set up from the profile, asked at sign-in, and turned off with a code', async () => {
    const merchant = await server.signIn('merchant', 'merchant123');
    const merchantId = await userIdOf('merchant');
    expect(await statusOf(merchant)).toEqual({ enrolled: false, required: false, recoveryCodesLeft: 0 });

    const wrong = await post(server, '/api/users/second-factor/confirm', merchant, { code: '000000' });
    expect(wrong.status).toBe(409);
    expect(errorsOf(wrong.body)[0]).toMatchObject({ field: 'code', message: 'Start the set-up first' });
    const { secret } = await enrol(merchant);
    expect(await statusOf(merchant)).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10 });
    // Only the caller's own factor: the merchant's viewer has none.
    expect(await server.db.selectFrom('user_second_factors').select('user_id').execute()).toEqual([{ user_id: merchantId }]);
    const audited = await server.db.selectFrom('audit_log').select(['action', 'actor_id']).where('action', 'like', 'secondFactor.%').execute();
    expect(audited).toEqual([
      { action: 'secondFactor.start', actor_id: merchantId },
      { action: 'secondFactor.confirm', actor_id: merchantId },
    ]);

    // The password alone now opens the code step only.
    later(30);
    const first = await login('merchant', 'merchant123');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'Second-Factor-Required' });
    const challenge = challengeOf(first.body);
    expect((await secondStep(challenge, '000000')).status).toBe(400);
    const answer = await secondStep(challenge, await codeNow(secret));
    expect(answer.status).toBe(200);
    expect(answer.body.recoveryCodes).toEqual([]);
    const session = answer.body.token;
    expect((await callApi(server.baseUrl, '/api/profiles/get', { token: session })).status).toBe(200);

    // Optional for a merchant: turning off is offered and works with a later code of the app.
    later(30);
    const off = await post<{ message: string }>(server, '/api/users/second-factor/turn-off', session, { code: await codeNow(secret) });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('The second factor is off');
    expect(await statusOf(session)).toEqual({ enrolled: false, required: false, recoveryCodesLeft: 0 });
    expect(typeof (await login('merchant', 'merchant123')).body).toBe('string');
  });

  it('cannot be reset by a merchant admin, only by a platform admin with the edit right', async () => {
    later(60);
    const viewer = await server.signIn('viewer', 'viewer123');
    await enrol(viewer);
    const viewerId = await userIdOf('viewer');
    const merchant = await server.signIn('merchant', 'merchant123');
    const support = await server.signIn('support', 'support123');
    const admin = await server.signIn('admin', 'admin12345');
    const reset = (token: string) => post<{ _id: string }>(server, `/api/users/second-factor/reset/${viewerId}`, token);

    // The viewer is of the merchant admin's own organisation, yet the route is for platform staff.
    expect((await reset(merchant)).status).toBe(403);
    expect((await reset(support)).status).toBe(403);
    expect(await statusOf(viewer)).toMatchObject({ enrolled: true });

    const done = await reset(admin);
    expect(done.status).toBe(200);
    expect(done.body._id).toBe(viewerId);
    expect(typeof (await login('viewer', 'viewer123')).body).toBe('string');
  });
});

describe('a carrier user’s own second factor', () => {
  it('is set up, renews its recovery codes, signs in with a recovery code and is turned off', async () => {
    later(60);
    const carrier = await server.signIn('jazz.ops', 'carrier123');
    const { recoveryCodes } = await enrol(carrier);
    expect(await statusOf(carrier)).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10 });

    const renewed = await post<{ recoveryCodes: string[] }>(server, '/api/users/second-factor/recovery-codes', carrier, { code: recoveryCodes[0] });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[1]);

    const first = await login('jazz.ops', 'carrier123');
    expect(first.body).toMatchObject({ status: 'Second-Factor-Required' });
    const challenge = challengeOf(first.body);
    expect((await secondStep(challenge, recoveryCodes[1] as string)).status).toBe(400);
    const answer = await secondStep(challenge, renewed.body.recoveryCodes[0] as string);
    expect(answer.status).toBe(200);

    const off = await post(server, '/api/users/second-factor/turn-off', answer.body.token, { code: renewed.body.recoveryCodes[1] });
    expect(off.status).toBe(200);
    expect(typeof (await login('jazz.ops', 'carrier123')).body).toBe('string');
  });
});

describe('a server that requires a second factor of platform staff', () => {
  it('leaves it optional for merchant users, who may still turn theirs off', async () => {
    const strict = await startTestServer({ seed: 'core', now: clock.now, env: { SECOND_FACTOR_REQUIRED: 'platform-staff' } });
    try {
      later(60);
      const techlets = await strict.signIn('techlets', 'merchant123');
      expect(await statusOf(techlets, strict)).toEqual({ enrolled: false, required: false, recoveryCodesLeft: 0 });
      const { secret } = await enrol(techlets, strict);
      expect(await statusOf(techlets, strict)).toMatchObject({ enrolled: true, required: false });
      later(30);
      const off = await post(strict, '/api/users/second-factor/turn-off', techlets, { code: await codeNow(secret) });
      expect(off.status).toBe(200);
      expect(typeof (await login('techlets', 'merchant123', strict)).body).toBe('string');
    } finally {
      await strict.close();
    }
  });
});
