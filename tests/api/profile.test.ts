import { newPasswordFormMessages } from '../../src/forms/password-strength';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsOf } from './support/api-client';
import { demoPasswords, peopleOf, type People } from './support/people-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

// spec 2 §2.8, §5 "Profile" and "Change password", §7 "Users and profile", over HTTP.
let server: TestServer;
let people: People;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  people = await peopleOf(server);
});
afterAll(async () => {
  await server?.close();
});

/** A fresh platform support user (so the demo accounts stay as they are), signed in. */
async function freshUser(password = 'Amber-41-Lagoon'): Promise<{ id: string; userName: string }> {
  serial += 1;
  const userName = `profile.user${serial}`;
  const roleId = await people.roleId(people.org.platform, 'platform support');
  const added = await people.call<{ _id: string }>('POST', '/users/add', 'admin', {
    name: 'Profile User',
    userName,
    password,
    email: `${userName}@walee.example`,
    userType: 'Operator',
    userTypeId: people.org.platform,
    role: { _id: roleId },
  });
  expect(added.status).toBe(200);
  await people.signIn(userName, password);
  return { id: added.body._id, userName };
}

describe('GET /profiles/get and PUT /profiles/edit', () => {
  it('answers every signed-in user its own profile and refuses anonymous callers', async () => {
    for (const userName of Object.keys(demoPasswords)) {
      const answer = await people.call<{ _id: string; userName: string }>('GET', '/profiles/get', userName);
      expect(answer.body).toMatchObject({ _id: people.ids[userName], userName });
    }
    expect((await people.call('GET', '/profiles/get')).status).toBe(401);
    expect((await people.call('PUT', '/profiles/edit', undefined, { name: 'Nobody', email: 'no@example.com' })).status).toBe(401);
  });

  it('changes the caller’s full name and email only, whatever else is sent', async () => {
    const user = await freshUser();
    const answer = await people.call('PUT', '/profiles/edit', user.userName, {
      name: 'New Name',
      email: 'new@example.com',
      userName: 'admin',
      password: 'x',
      _id: people.ids.admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: user.id, name: 'New Name', userName: user.userName, email: 'new@example.com' });
    const admin = await people.call('GET', '/profiles/get', 'admin');
    expect(admin.body).toMatchObject({ name: 'Platform Admin', userName: 'admin' });
  });

  it('answers the spec’s messages for a bad profile and writes nothing', async () => {
    const user = await freshUser();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'N', email: 'ok@example.com' }, 'name', 'Too short name.'],
      [{ name: 'n'.repeat(51), email: 'ok@example.com' }, 'name', 'Too long name'],
      [{ email: 'ok@example.com' }, 'name', 'Please provide valid full name'],
      [{ name: 'Good Name', email: 'nope' }, 'email', 'Invalid email address'],
      [{ name: 'Good Name' }, 'email', 'Please provide valid email address'],
      [{ name: 'Nul\u0000', email: 'ok@example.com' }, 'name', 'Control characters are not allowed'],
      [{ name: 42, email: 'ok@example.com' }, 'name', 'Please provide valid full name'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await people.call('PUT', '/profiles/edit', user.userName, body);
      expect({ body, status: answer.status, error: errorsOf(answer.body)[0] }).toMatchObject({ body, status: 400, error: { field, message } });
    }
    const stored = await server.db.selectFrom('users').select(['name', 'email']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: 'Profile User', email: `${user.userName}@walee.example` });
  });
});

describe('PUT /users/edit/status/change-password', () => {
  const change = (as: string, body: Record<string, unknown>) => people.call<{ message: string }>('PUT', '/users/edit/status/change-password', as, body);

  it('changes the password: other sessions end, the caller’s stays valid', async () => {
    const user = await freshUser('Amber-41-Lagoon');
    const current = people.tokens[user.userName] as string;
    const other = await server.signIn(user.userName, 'Amber-41-Lagoon');
    const answer = await change(user.userName, { currentPassword: 'Amber-41-Lagoon', newPassword: 'Cobalt-86-Wilow', confirmPassword: 'Cobalt-86-Wilow' });
    expect(answer.status).toBe(200);
    expect((await people.call('GET', '/profiles/get', user.userName)).status).toBe(200);
    people.tokens.other = other;
    expect((await people.call('GET', '/profiles/get', 'other')).status).toBe(401);
    await expect(server.signIn(user.userName, 'Amber-41-Lagoon')).rejects.toThrow(/401/);
    expect(await server.signIn(user.userName, 'Cobalt-86-Wilow')).toBeTypeOf('string');
    expect(current).toBe(people.tokens[user.userName]);
    const row = await server.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
  });

  it('verifies the current password and changes nothing when it is wrong', async () => {
    const user = await freshUser('Amber-41-Lagoon');
    const other = await server.signIn(user.userName, 'Amber-41-Lagoon');
    const answer = await change(user.userName, { currentPassword: 'Wrong-41-Lagoon', newPassword: 'Cobalt-86-Wilow', confirmPassword: 'Cobalt-86-Wilow' });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]).toMatchObject({ field: 'currentPassword', message: 'Current password is incorrect' });
    people.tokens.other = other;
    expect((await people.call('GET', '/profiles/get', 'other')).status).toBe(200);
    expect(await server.signIn(user.userName, 'Amber-41-Lagoon')).toBeTypeOf('string');
  });

  it('answers the spec’s messages and the password rules for bad input (docs/decisions/0037-password-rules.md)', async () => {
    const user = await freshUser('Amber-41-Lagoon');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ newPassword: 'Cobalt-86-Wilow', confirmPassword: 'Cobalt-86-Wilow' }, 'currentPassword', 'Please provide password'],
      [{ currentPassword: 'Amber-41-Lagoon', confirmPassword: 'x' }, 'newPassword', 'Please provide valid new password'],
      [{ currentPassword: 'Amber-41-Lagoon', newPassword: '1234', confirmPassword: '1234' }, 'newPassword', newPasswordFormMessages.tooShort],
      [{ currentPassword: 'Amber-41-Lagoon', newPassword: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) }, 'newPassword', newPasswordFormMessages.tooLong],
      [{ currentPassword: 'Amber-41-Lagoon', newPassword: 'password1234', confirmPassword: 'password1234' }, 'newPassword', newPasswordFormMessages.staffWeak],
      [{ currentPassword: 'Amber-41-Lagoon', newPassword: 'zq8Kx-Lm3', confirmPassword: 'zq8Kx-Lm3' }, 'newPassword', newPasswordFormMessages.staffTooShort],
      [{ currentPassword: 'Amber-41-Lagoon', newPassword: 'password1', confirmPassword: 'password1' }, 'newPassword', newPasswordFormMessages.common],
      [
        { currentPassword: 'Amber-41-Lagoon', newPassword: `Q${user.userName}`, confirmPassword: `Q${user.userName}` },
        'newPassword',
        newPasswordFormMessages.containsUserName,
      ],
      [{ currentPassword: 'Amber-41-Lagoon', newPassword: 'Cobalt-86-Wilow', confirmPassword: 'Cobalt-86-Wilox' }, 'confirmPassword', 'Passwords must match'],
      [{ currentPassword: 5, newPassword: 'Cobalt-86-Wilow', confirmPassword: 'Cobalt-86-Wilow' }, 'currentPassword', 'Please provide password'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await change(user.userName, body);
      expect({ body, status: answer.status, error: errorsOf(answer.body)[0] }).toMatchObject({ body, status: 400, error: { field, message } });
    }
    expect(await server.signIn(user.userName, 'Amber-41-Lagoon')).toBeTypeOf('string');
  });

  it('is open to every signed-in user for their own password only, never anonymously', async () => {
    // A merchant user keeps spec 2 §9's 5 to 15 characters (docs/decisions/0037-password-rules.md).
    expect((await change('viewer', { currentPassword: 'viewer123', newPassword: 'zq8Kx', confirmPassword: 'zq8Kx' })).status).toBe(200);
    expect(
      (
        await people.call('PUT', '/users/edit/status/change-password', undefined, {
          currentPassword: 'x1',
          newPassword: 'Cobalt-86-Wilow',
          confirmPassword: 'Cobalt-86-Wilow',
        })
      ).status,
    ).toBe(401);
  });
});
