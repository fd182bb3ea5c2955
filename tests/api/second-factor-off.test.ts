import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';
import { testClock } from './support/test-clock';

// docs/decisions/0036-second-factor.md: turning one's own factor off, new recovery codes, and a
// platform admin's reset of another user's factor.
let server: TestServer;
const clock = testClock('2026-04-06T09:00:00Z');
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
const turnOff = (token: string, body: unknown) => post(server, '/api/users/second-factor/turn-off', token, body);
const renew = (token: string, body: unknown) => post<{ recoveryCodes: string[] }>(server, '/api/users/second-factor/recovery-codes', token, body);
const reset = (token: string, id: string, target = server) => post<{ _id: string; message: string }>(target, `/api/users/second-factor/reset/${id}`, token);
const statusOf = async (token: string) =>
  (await callApi<{ enrolled: boolean; recoveryCodesLeft: number }>(server.baseUrl, '/api/users/second-factor', { token })).body;

/** Sets up a factor from the profile with a code of the current step; answers its secret and recovery codes. */
async function enrol(token: string, target = server): Promise<{ secret: string; recoveryCodes: string[]; usedCode: string }> {
  const started = await post<{ secret: string }>(target, '/api/users/second-factor/enrol', token);
  expect(started.status).toBe(200);
  const usedCode = await codeNow(started.body.secret);
  const confirmed = await post<{ recoveryCodes: string[] }>(target, '/api/users/second-factor/confirm', token, { code: usedCode });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes, usedCode };
}

async function userIdOf(userName: string): Promise<string> {
  return (await server.db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow()).id;
}

async function factorRows(userId: string): Promise<number> {
  const factors = await server.db.selectFrom('user_second_factors').select('user_id').where('user_id', '=', userId).execute();
  const codes = await server.db.selectFrom('user_recovery_codes').select('id').where('user_id', '=', userId).execute();
  return factors.length + codes.length;
}

describe('turning off one’s own second factor', () => {
  it('needs a right code: a wrong or replayed code is refused, a bad body names the field', async () => {
    const support = await server.signIn('support', 'support123');
    const supportId = await userIdOf('support');
    const { secret, usedCode } = await enrol(support);

    const wrong = await turnOff(support, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)[0]).toMatchObject({ field: 'code', message: 'The code is not valid' });
    // The enrolment's own code was accepted once already.
    expect((await turnOff(support, { code: usedCode })).status).toBe(400);
    for (const body of [{}, { code: 'not-a-code' }, { code: 12 }]) {
      const refused = await turnOff(support, body);
      expect(refused.status).toBe(400);
      expect(errorsOf(refused.body)[0]?.field).toBe('code');
    }
    expect(await statusOf(support)).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });

    later(30);
    const code = await codeNow(secret);
    const off = await turnOff(support, { code });
    expect(off.status).toBe(200);
    expect(await statusOf(support)).toEqual({ enrolled: false, required: false, recoveryCodesLeft: 0 });
    expect(await factorRows(supportId)).toBe(0);
    // Audited with who and from where; the code never.
    const entry = await server.db.selectFrom('audit_log').selectAll().where('action', '=', 'secondFactor.turnOff').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: supportId, target_type: 'user', target_id: supportId });
    expect(entry.details).toMatchObject({ userName: 'support', clientAddress: '127.0.0.1' });
    expect(JSON.stringify(entry.details)).not.toContain(code);
    // The next sign-in is the password alone, and there is nothing left to turn off.
    expect(typeof (await server.signIn('support', 'support123'))).toBe('string');
    const again = await turnOff(support, { code: await codeNow(secret) });
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)[0]?.message).toBe('No second factor is set up');
  });

  it('replaces the recovery codes with a recovery code, after which the old codes no longer work', async () => {
    later(60);
    const support = await server.signIn('support', 'support123');
    const { recoveryCodes } = await enrol(support);
    const renewed = await renew(support, { code: recoveryCodes[0] });
    expect(renewed.status).toBe(200);
    expect(new Set(renewed.body.recoveryCodes).size).toBe(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[1]);
    expect(await statusOf(support)).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    expect((await turnOff(support, { code: recoveryCodes[1] })).status).toBe(400);
    const renewal = await server.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'secondFactor.renewRecoveryCodes')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(renewal.details)).not.toContain(recoveryCodes[0] as string);
    expect((await turnOff(support, { code: renewed.body.recoveryCodes[3] })).status).toBe(200);
  });

  it('stops checking codes for 15 minutes after five wrong ones, like the sign-in lock', async () => {
    later(60);
    const support = await server.signIn('support', 'support123');
    const { secret } = await enrol(support);
    later(30);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await turnOff(support, { code: '000000' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const locked = await turnOff(support, { code: await codeNow(secret) });
    expect(locked.status).toBe(429);
    expect(errorsOf(locked.body)[0]?.message).toBe('Too many wrong codes. Try again in 15 minutes.');
    // A staff session ends after 15 idle minutes ("Sessions"): the status call in between keeps it.
    later(10 * 60);
    await statusOf(support);
    later(5 * 60 + 1);
    expect((await turnOff(support, { code: await codeNow(secret) })).status).toBe(200);
  });
});

describe('a platform admin resetting another user’s second factor', () => {
  it('is refused to a view-only role, a merchant admin, oneself, an unknown user and a user without one', async () => {
    later(60);
    const admin = await server.signIn('admin', 'admin12345');
    const support = await server.signIn('support', 'support123');
    const merchant = await server.signIn('merchant', 'merchant123');
    const adminId = await userIdOf('admin');
    const viewerId = await userIdOf('viewer');

    expect((await reset(support, adminId)).status).toBe(403);
    expect((await reset(merchant, viewerId)).status).toBe(403);
    const own = await reset(admin, adminId);
    expect(own.status).toBe(403);
    expect(errorsOf(own.body)[0]?.message).toBe('You may not reset your own second factor; turn it off from your profile');
    expect((await reset(admin, '0123456789abcdef01234567')).status).toBe(404);
    const badId = await reset(admin, 'x'.repeat(65));
    expect(badId.status).toBe(400);
    expect(errorsOf(badId.body)[0]?.field).toBe('id');
    const none = await reset(admin, viewerId);
    expect(none.status).toBe(409);
    expect(errorsOf(none.body)[0]?.message).toBe('This user has no second factor');
    expect(await server.db.selectFrom('audit_log').select('id').where('action', '=', 'users.resetSecondFactor').execute()).toEqual([]);
  });

  it('removes the factor, ends the user’s sessions, audits it, and leaves a password-only sign-in', async () => {
    later(60);
    const admin = await server.signIn('admin', 'admin12345');
    const before = await server.signIn('support', 'support123');
    const supportId = await userIdOf('support');
    await enrol(before);
    const listed = await callApi<{ secondFactor: boolean }>(server.baseUrl, `/api/users/get-by-id/${supportId}`, { token: admin });
    expect(listed.body.secondFactor).toBe(true);

    const open = await server.db.selectFrom('sessions').select('jti').where('user_id', '=', supportId).where('revoked_at', 'is', null).execute();
    expect(open.length).toBeGreaterThan(0);
    const answer = await reset(admin, supportId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: supportId, message: 'The second factor has been reset' });
    expect(await factorRows(supportId)).toBe(0);
    const entry = await server.db.selectFrom('audit_log').selectAll().where('action', '=', 'users.resetSecondFactor').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: await userIdOf('admin'), target_type: 'user', target_id: supportId });
    expect(entry.details).toMatchObject({ userName: 'support', clientAddress: '127.0.0.1', sessionsEnded: open.length });
    expect(entry.at).toBeInstanceOf(Date);

    // The session the user had is over; the next sign-in asks for the password only.
    expect((await callApi(server.baseUrl, '/api/profiles/get', { token: before })).status).toBe(401);
    const after = await server.signIn('support', 'support123');
    expect((await callApi<{ secondFactor: boolean }>(server.baseUrl, `/api/users/get-by-id/${supportId}`, { token: admin })).body.secondFactor).toBe(false);
    expect(await statusOf(after)).toMatchObject({ enrolled: false });
    expect((await reset(admin, supportId)).status).toBe(409);
  });
});

describe('a server that requires a second factor of platform staff', () => {
  it('refuses to turn the factor off, and after a reset asks for a new set-up at the next sign-in', async () => {
    const strict = await startTestServer({ seed: 'core', env: { SECOND_FACTOR_REQUIRED: 'platform-staff' } });
    try {
      const signInWithSetUp = async (userName: string, password: string) => {
        const first = await callApi<{ status: string; challenge: string; enrolment: { secret: string } }>(strict.baseUrl, '/api/auth/login', {
          method: 'POST',
          body: { userName, password },
        });
        expect(first.body.status).toBe('Second-Factor-Enrolment-Required');
        const answer = await callApi<{ token: string }>(strict.baseUrl, '/api/auth/login/second-factor', {
          method: 'POST',
          body: { challenge: first.body.challenge, code: await generate({ secret: first.body.enrolment.secret }) },
        });
        expect(answer.status).toBe(200);
        return { token: answer.body.token, secret: first.body.enrolment.secret };
      };
      const admin = await signInWithSetUp('admin', 'admin12345');
      const support = await signInWithSetUp('support', 'support123');

      const refused = await post(strict, '/api/users/second-factor/turn-off', support.token, {
        code: await generate({ secret: support.secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
      });
      expect(refused.status).toBe(403);
      expect(errorsOf(refused.body)[0]?.message).toBe('A second factor is required for platform staff; it cannot be turned off');

      const supportId = (await strict.db.selectFrom('users').select('id').where('user_name', '=', 'support').executeTakeFirstOrThrow()).id;
      expect((await reset(admin.token, supportId, strict)).status).toBe(200);
      await signInWithSetUp('support', 'support123');
    } finally {
      await strict.close();
    }
  });
});
