import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '../../server/src/db/record-id';
import { isUniqueViolation } from '../../server/src/db/database-errors';
import { newPasswordFormMessages } from '../../src/forms/password-strength';
import { errorsOf } from './support/api-client';
import { ownerOf, peopleOf, type People } from './support/people-fixtures';
import { merchantAdmin } from './support/people-grants';
import { startTestServer, type TestServer } from './support/test-server';

// spec 2 §2.6, §4, §7 "Users and profile" and docs/spec/decisions.md §8, over HTTP.
let server: TestServer;
let people: People;
let roles: { mvViewer: string; mvAdmin: string; mvOwner: string; tlAdmin: string; jazzOwner: string; platformSupport: string };

type User = { _id: string; name: string; userName: string; userType: string; userTypeId: string; role: { _id: string; name: string } | null; status: string };

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  people = await peopleOf(server);
  const { org } = people;
  // Owners hold every Users and Roles flag of their organisation (the demo merchant admin does not delete).
  const mvOwner = await ownerOf(people, org.multiverse, 'mv.owner', merchantAdmin);
  const jazzOwner = await ownerOf(people, org.jazz, 'jazz.owner', { Dashboard: { viewAll: true }, Reports: { viewAll: true } });
  roles = {
    mvViewer: await people.roleId(org.multiverse, 'merchant viewer'),
    mvAdmin: await people.roleId(org.multiverse, 'merchant admin'),
    mvOwner: mvOwner.roleId,
    tlAdmin: await people.roleId(org.techlets, 'merchant admin'),
    jazzOwner: jazzOwner.roleId,
    platformSupport: await people.roleId(org.platform, 'platform support'),
  };
});
afterAll(async () => {
  await server?.close();
});

let serial = 0;
/** A fresh Multiverse user made by the platform admin, signed in. */
async function multiverseUser(roleId: string): Promise<{ id: string; userName: string; token: string }> {
  serial += 1;
  const userName = `mv.user${serial}`;
  const added = await people.call<User>('POST', '/users/add', 'admin', {
    name: `Multiverse User ${serial}`,
    userName,
    password: 'Piston-38-Crane',
    email: `${userName}@multiverse.example`,
    userType: 'Merchant',
    userTypeId: people.org.multiverse,
    role: { _id: roleId },
  });
  expect(added.status).toBe(200);
  return { id: added.body._id, userName, token: await people.signIn(userName, 'Piston-38-Crane') };
}

const newUser = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return { name: 'New Person', userName: `new.person${serial}`, password: 'Walnut-52-Harbr', email: `new${serial}@example.com`, ...overrides };
};

describe('GET /users: who sees whom', () => {
  const userNamesFor = async (as: string) => {
    const answer = await people.call<User[]>('GET', '/users', as);
    expect(answer.status).toBe(200);
    return answer.body.map((user) => user.userName);
  };

  it('shows platform staff every user, with the grid’s fields', async () => {
    for (const as of ['admin', 'support']) {
      const names = await userNamesFor(as);
      expect(names).toEqual(expect.arrayContaining(['admin', 'support', 'jazz.ops', 'merchant', 'viewer', 'techlets']));
    }
    const answer = await people.call<User[]>('GET', '/users', 'admin');
    const merchant = answer.body.find((user) => user.userName === 'merchant');
    expect(merchant).toMatchObject({
      userType: 'Merchant',
      name: 'Multiverse Admin',
      role: { name: 'merchant admin' },
      status: 'Active',
      userTypeName: 'Multiverse',
    });
    expect(merchant).toHaveProperty('email');
    expect(merchant).toHaveProperty('createdDate');
    expect(merchant).not.toHaveProperty('password');
  });

  it('shows a merchant only its own merchant’s users', async () => {
    const names = await userNamesFor('merchant');
    expect(names).toEqual(expect.arrayContaining(['merchant', 'viewer', 'mv.owner']));
    expect(names).not.toEqual(expect.arrayContaining(['techlets']));
    expect((await userNamesFor('techlets')).every((name) => name === 'techlets' || name.startsWith('tl'))).toBe(true);
  });

  it('shows carrier staff only their carrier’s users', async () => {
    expect((await userNamesFor('jazz.owner')).sort()).toEqual(['jazz.ops', 'jazz.owner']);
  });

  it('refuses roles without Users.viewAll and anonymous callers', async () => {
    expect((await people.call('GET', '/users', 'viewer')).status).toBe(403);
    expect((await people.call('GET', '/users', 'jazz.ops')).status).toBe(403);
    expect((await people.call('GET', '/users')).status).toBe(401);
  });
});

describe('POST /users/add', () => {
  it('creates a user of the merchant’s own organisation with a lower-cased, trimmed user name', async () => {
    const body = newUser({ userName: '  fresh.one ', role: { _id: roles.mvViewer, name: 'merchant viewer' } });
    const answer = await people.call<User>('POST', '/users/add', 'merchant', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      userName: 'fresh.one',
      userType: 'Merchant',
      userTypeId: people.org.multiverse,
      role: { name: 'merchant viewer' },
      status: 'Active',
    });
    // The password was hashed with the sign-in's hasher: the new user signs in with it.
    expect(await people.signIn('fresh.one', 'Walnut-52-Harbr')).toBeTypeOf('string');
    const row = await server.db.selectFrom('users').select('password_hash').where('user_name', '=', 'fresh.one').executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('scrypt$')).toBe(true);
  });

  it('lets platform staff choose the user type and sub-type (spec 2 §2.6)', async () => {
    const merchant = await people.call<User>(
      'POST',
      '/users/add',
      'admin',
      newUser({ userType: 'Merchant', userTypeId: people.org.techlets, role: { _id: roles.tlAdmin } }),
    );
    expect(merchant.status).toBe(200);
    expect(merchant.body).toMatchObject({ userType: 'Merchant', userTypeId: people.org.techlets, userTypeName: 'Techlets' });
    const admin = await people.call<User>('POST', '/users/add', 'admin', newUser({ userType: 'Admin', role: { _id: roles.platformSupport } }));
    expect(admin.body).toMatchObject({ userType: 'Admin', userTypeId: people.org.platform });
    const carrier = await people.call<User>(
      'POST',
      '/users/add',
      'admin',
      newUser({ userType: 'Operator', userTypeId: people.org.jazz, role: { _id: roles.jazzOwner } }),
    );
    expect(carrier.body).toMatchObject({ userType: 'Operator', userTypeId: people.org.jazz, userTypeName: 'Jazz' });
  });

  it('refuses an unknown sub-type and a role of another organisation (400, nothing written)', async () => {
    const before = await people.userCount();
    const unknownOrg = await people.call(
      'POST',
      '/users/add',
      'admin',
      newUser({ userType: 'Merchant', userTypeId: '0123456789abcdef01234567', role: { _id: roles.tlAdmin } }),
    );
    expect(unknownOrg.status).toBe(400);
    expect(errorsOf(unknownOrg.body)[0]?.field).toBe('userTypeId');
    const wrongRole = await people.call(
      'POST',
      '/users/add',
      'admin',
      newUser({ userType: 'Merchant', userTypeId: people.org.multiverse, role: { _id: roles.tlAdmin } }),
    );
    expect(errorsOf(wrongRole.body)[0]).toMatchObject({ field: 'role', message: 'Please provide valid role' });
    const foreignRole = await people.call('POST', '/users/add', 'merchant', newUser({ role: { _id: roles.tlAdmin } }));
    expect(foreignRole.status).toBe(400);
    expect(await people.userCount()).toBe(before);
  });

  it('never lets a non-platform user place a user in another organisation', async () => {
    const before = await people.userCount();
    const elsewhere = await people.call(
      'POST',
      '/users/add',
      'merchant',
      newUser({ userType: 'Merchant', userTypeId: people.org.techlets, role: { _id: roles.tlAdmin } }),
    );
    expect(elsewhere.status).toBe(403);
    expect(errorsOf(elsewhere.body)[0]?.message).toMatch(/platform staff/);
    const asAdmin = await people.call('POST', '/users/add', 'merchant', newUser({ userType: 'Admin', role: { _id: roles.mvViewer } }));
    expect(asAdmin.status).toBe(403);
    const carrierToMerchant = await people.call(
      'POST',
      '/users/add',
      'jazz.owner',
      newUser({ userType: 'Merchant', userTypeId: people.org.multiverse, role: { _id: roles.mvViewer } }),
    );
    expect(carrierToMerchant.status).toBe(403);
    expect(await people.userCount()).toBe(before);
  });

  it('never gives a role granting more than the creator holds', async () => {
    const before = await people.userCount();
    // The owner role holds Users.deleteUsers and more, which the demo merchant admin does not.
    const answer = await people.call('POST', '/users/add', 'merchant', newUser({ role: { _id: roles.mvOwner } }));
    expect(answer.status).toBe(403);
    expect(errorsOf(answer.body)[0]?.message).toContain('Users.deleteUsers');
    expect(await people.userCount()).toBe(before);
  });

  it('answers 409 naming userName for a taken user name, whatever its case and spaces', async () => {
    const before = await people.userCount();
    for (const userName of ['viewer', ' viewer ']) {
      const answer = await people.call('POST', '/users/add', 'merchant', newUser({ userName, role: { _id: roles.mvViewer } }));
      expect(answer.status).toBe(409);
      expect(errorsOf(answer.body)[0]).toMatchObject({ code: 'conflict', field: 'userName' });
    }
    expect(await people.userCount()).toBe(before);
  });

  it('answers one of two simultaneous requests for the same user name with 409, never 500', async () => {
    const body = newUser({ userName: 'race.user', role: { _id: roles.mvViewer } });
    const answers = await Promise.all([1, 2, 3].map(() => people.call('POST', '/users/add', 'merchant', body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const rows = await server.db.selectFrom('users').select('id').where('user_name', '=', 'race.user').execute();
    expect(rows).toHaveLength(1);
  });

  it('reads the database’s unique-index refusal as a duplicate on this engine', async () => {
    const copy = await server.db.selectFrom('users').selectAll().where('user_name', '=', 'viewer').executeTakeFirstOrThrow();
    const { deleted_at: _deleted, created_at: _created, status: _status, ...row } = copy;
    const refusal = await server.db
      .insertInto('users')
      .values({ ...row, id: newRecordId() })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(refusal)).toBe(true);
  });

  it('takes the sub-type lookups’ ids (GET /operators/get, GET /merchants/get)', async () => {
    const operators = await people.call<Array<{ _id: string; name: string }>>('GET', '/operators/get', 'admin');
    const merchants = await people.call<Array<{ _id: string; name: string }>>('GET', '/merchants/get', 'admin');
    const jazz = operators.body.find((operator) => operator.name === 'Jazz');
    const techlets = merchants.body.find((merchant) => merchant.name === 'Techlets');
    expect(jazz?._id).toBe(people.org.jazz);
    expect(techlets?._id).toBe(people.org.techlets);
  });

  it('asks new platform staff for 12 characters and a hard password, other users spec 2 §9’s 5 (docs/decisions/0037-password-rules.md)', async () => {
    const short = 'zq8Kx-Lm3';
    const merchantUser = await people.call<User>(
      'POST',
      '/users/add',
      'admin',
      newUser({ password: short, userType: 'Merchant', userTypeId: people.org.techlets, role: { _id: roles.tlAdmin } }),
    );
    expect(merchantUser.status).toBe(200);
    const before = await people.userCount();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ password: short, userType: 'Admin' }, newPasswordFormMessages.staffTooShort],
      // The service finds the platform's own operator record: an Operator user there is staff too.
      [{ password: short, userType: 'Operator', userTypeId: people.org.platform }, newPasswordFormMessages.staffTooShort],
      [{ password: 'Password2024', userType: 'Operator', userTypeId: people.org.platform }, newPasswordFormMessages.staffWeak],
      [{ password: short }, newPasswordFormMessages.staffTooShort],
      [{ password: 'password1', userType: 'Merchant', userTypeId: people.org.techlets, role: { _id: roles.tlAdmin } }, newPasswordFormMessages.common],
    ];
    for (const [change, message] of refusals) {
      const answer = await people.call('POST', '/users/add', 'admin', newUser({ role: { _id: roles.platformSupport }, ...change }));
      expect({ change, status: answer.status, error: errorsOf(answer.body)[0] }).toMatchObject({ change, status: 400, error: { field: 'password', message } });
    }
    expect(await people.userCount()).toBe(before);
  });

  it('answers 400 naming the field for bad bodies and writes nothing', async () => {
    const before = await people.userCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 5 }, 'name'],
      [{ name: 'Bad\u0000Name' }, 'name'],
      [{ userName: 'Upper' }, 'userName'],
      [{ userName: 'nul\u0000' }, 'userName'],
      [{ password: '1234' }, 'password'],
      [{ password: 'p'.repeat(129) }, 'password'],
      [{ password: 'password1234' }, 'password'],
      [{ userName: 'quartz.user', password: 'QUARTZ.user-M9' }, 'password'],
      [{ email: 'not-an-email' }, 'email'],
      [{ role: 'admin' }, 'role'],
      [{ role: undefined }, 'role'],
      [{ userType: 'Walee' }, 'userType'],
    ];
    for (const [change, field] of cases) {
      const answer = await people.call('POST', '/users/add', 'admin', newUser({ role: { _id: roles.platformSupport }, ...change }));
      expect({ change, status: answer.status, field: errorsOf(answer.body)[0]?.field }).toEqual({ change, status: 400, field });
    }
    const empty = await people.call('POST', '/users/add', 'admin', {});
    expect(errorsOf(empty.body).map((error) => error.field)).toEqual(expect.arrayContaining(['name', 'userName', 'password', 'email', 'role']));
    expect(await people.userCount()).toBe(before);
  });

  it('refuses roles without Users.addUsers', async () => {
    for (const as of ['support', 'viewer', 'jazz.ops']) {
      expect((await people.call('POST', '/users/add', as, newUser({ role: { _id: roles.mvViewer } }))).status).toBe(403);
    }
  });
});

describe('PUT /users/edit/{id}', () => {
  const edit = (as: string, id: string, body: Record<string, unknown>) => people.call<User>('PUT', `/users/edit/${id}`, as, body);

  it('edits a user of the merchant’s own organisation', async () => {
    const user = await multiverseUser(roles.mvViewer);
    const answer = await edit('merchant', user.id, { name: 'Renamed Person', userName: `${user.userName}.x`, role: { _id: roles.mvAdmin } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Renamed Person', userName: `${user.userName}.x`, role: { name: 'merchant admin' } });
  });

  it('answers 404 for another organisation’s user, like an unknown id', async () => {
    const body = { name: 'X Person', userName: 'merchant', role: { _id: roles.mvAdmin } };
    const foreign = await edit('techlets', people.ids.merchant as string, body);
    const unknown = await edit('techlets', '0123456789abcdef01234567', body);
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: unknown.status, body: unknown.body });
  });

  it('lets nobody change their own role or organisation', async () => {
    const ownRole = await edit('mv.owner', people.ids['mv.owner'] as string, { name: 'Owner', userName: 'mv.owner', role: { _id: roles.mvAdmin } });
    expect(ownRole.status).toBe(403);
    expect(errorsOf(ownRole.body)[0]?.message).toBe('You may not change your own role');
    const ownOrg = await edit('admin', people.ids.admin as string, {
      name: 'Platform Admin',
      userName: 'admin',
      userType: 'Merchant',
      userTypeId: people.org.multiverse,
      role: { _id: roles.mvAdmin },
    });
    expect(ownOrg.status).toBe(403);
    // The name may change; the role stays.
    const ownName = await edit('mv.owner', people.ids['mv.owner'] as string, { name: 'Owner Renamed', userName: 'mv.owner', role: { _id: roles.mvOwner } });
    expect(ownName.status).toBe(200);
  });

  it('refuses a role above the editor and a user above the editor', async () => {
    const user = await multiverseUser(roles.mvViewer);
    const up = await edit('merchant', user.id, { name: 'Raised Person', userName: user.userName, role: { _id: roles.mvOwner } });
    expect(up.status).toBe(403);
    const above = await edit('merchant', people.ids['mv.owner'] as string, { name: 'Demoted', userName: 'mv.owner', role: { _id: roles.mvViewer } });
    expect(above.status).toBe(403);
    const stored = await server.db.selectFrom('users').select('role_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.role_id).toBe(roles.mvViewer);
  });

  it('lets platform staff move a user to another organisation with one of its roles', async () => {
    const user = await multiverseUser(roles.mvViewer);
    const wrongRole = await edit('admin', user.id, {
      name: 'Moved Person',
      userName: user.userName,
      userType: 'Merchant',
      userTypeId: people.org.techlets,
      role: { _id: roles.mvViewer },
    });
    expect(wrongRole.status).toBe(400);
    const moved = await edit('admin', user.id, {
      name: 'Moved Person',
      userName: user.userName,
      userType: 'Merchant',
      userTypeId: people.org.techlets,
      role: { _id: roles.tlAdmin },
    });
    expect(moved.body).toMatchObject({ userTypeId: people.org.techlets, userTypeName: 'Techlets' });
    // The move applies to the moved user's next call: it now sees Techlets' users.
    const list = await server.db.selectFrom('users').select('user_name').where('user_type_id', '=', people.org.techlets).execute();
    const seen = await people.call<User[]>('GET', '/users', user.userName);
    expect(seen.body.map((u) => u.userName).sort()).toEqual(list.map((row) => row.user_name).sort());
  });

  it('answers 409 naming userName when the new user name is taken', async () => {
    const user = await multiverseUser(roles.mvViewer);
    const answer = await edit('merchant', user.id, { name: 'Some Person', userName: 'viewer', role: { _id: roles.mvViewer } });
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.field).toBe('userName');
  });

  it('applies a role change on the user’s next call', async () => {
    const user = await multiverseUser(roles.mvViewer);
    expect((await people.call('GET', '/users', user.userName)).status).toBe(403);
    expect((await edit('merchant', user.id, { name: 'Promoted Person', userName: user.userName, role: { _id: roles.mvAdmin } })).status).toBe(200);
    expect((await people.call('GET', '/users', user.userName)).status).toBe(200);
  });

  it('answers 400 for a bad body and changes nothing', async () => {
    const user = await multiverseUser(roles.mvViewer);
    for (const body of [
      { name: 'A', userName: user.userName, role: { _id: roles.mvViewer } },
      { name: 'Good Name', userName: user.userName, role: { _id: 7 } },
      { name: 'Nul\u0000', userName: user.userName, role: { _id: roles.mvViewer } },
    ]) {
      expect((await edit('merchant', user.id, body)).status).toBe(400);
    }
    const stored = await server.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.name).toMatch(/^Multiverse User/);
  });
});

describe('PUT /users/edit/toggle-user-status/{id}', () => {
  const toggle = (as: string, id: string, status: unknown) => people.call<User>('PUT', `/users/edit/toggle-user-status/${id}`, as, { status });

  it('deactivates a user at once (next call refused, sign-in refused) and reactivates it', async () => {
    const user = await multiverseUser(roles.mvViewer);
    expect((await people.call('GET', '/profiles/get', user.userName)).status).toBe(200);
    const off = await toggle('mv.owner', user.id, 'Inactive');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ _id: user.id, status: 'Inactive' });
    expect((await people.call('GET', '/profiles/get', user.userName)).status).toBe(401);
    await expect(people.signIn(user.userName, 'Piston-38-Crane')).rejects.toThrow(/401/);
    expect((await toggle('mv.owner', user.id, 'Active')).body).toMatchObject({ status: 'Active' });
    await people.signIn(user.userName, 'Piston-38-Crane');
    expect((await people.call('GET', '/profiles/get', user.userName)).status).toBe(200);
  });

  it('lets nobody change their own status', async () => {
    const answer = await toggle('mv.owner', people.ids['mv.owner'] as string, 'Inactive');
    expect(answer.status).toBe(403);
    expect(errorsOf(answer.body)[0]?.message).toBe('You may not change your own status');
  });

  it('answers 404 for another organisation’s user and 403 without the flag', async () => {
    expect((await toggle('mv.owner', people.ids.techlets as string, 'Inactive')).status).toBe(404);
    expect((await toggle('jazz.owner', people.ids.merchant as string, 'Inactive')).status).toBe(404);
    expect((await toggle('merchant', people.ids.viewer as string, 'Inactive')).status).toBe(403);
    expect((await toggle('support', people.ids.viewer as string, 'Inactive')).status).toBe(403);
    const viewer = await server.db.selectFrom('users').select('status').where('user_name', '=', 'viewer').executeTakeFirstOrThrow();
    expect(viewer.status).toBe('Active');
  });

  it('refuses a status other than Active or Inactive', async () => {
    const answer = await toggle('mv.owner', people.ids.viewer as string, 'Deleted');
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('status');
  });

  it('lets carrier staff with the flag manage their carrier’s users', async () => {
    const answer = await toggle('jazz.owner', people.ids['jazz.ops'] as string, 'Inactive');
    expect(answer.body).toMatchObject({ status: 'Inactive' });
    expect((await toggle('jazz.owner', people.ids['jazz.ops'] as string, 'Active')).status).toBe(200);
  });
});

describe('DELETE /users/delete/{id}', () => {
  it('deletes a user: its sessions end, it is listed nowhere and its name stays reserved', async () => {
    const user = await multiverseUser(roles.mvViewer);
    const answer = await people.call<{ _id: string }>('DELETE', `/users/delete/${user.id}`, 'mv.owner');
    expect(answer.status).toBe(200);
    expect(answer.body._id).toBe(user.id);
    expect((await people.call('GET', '/profiles/get', user.userName)).status).toBe(401);
    await expect(people.signIn(user.userName, 'Piston-38-Crane')).rejects.toThrow(/401/);
    expect((await people.call(`GET`, `/users/get-by-id/${user.id}`, 'mv.owner')).status).toBe(404);
    const list = await people.call<User[]>('GET', '/users', 'mv.owner');
    expect(list.body.map((u) => u._id)).not.toContain(user.id);
    const again = await people.call('POST', '/users/add', 'mv.owner', newUser({ userName: user.userName, role: { _id: roles.mvViewer } }));
    expect(again.status).toBe(409);
    const sessions = await server.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', user.id).execute();
    expect(sessions.every((session) => session.revoked_at !== null)).toBe(true);
    expect((await people.call('DELETE', `/users/delete/${user.id}`, 'mv.owner')).status).toBe(404);
  });

  it('lets nobody delete themself, another organisation’s user, or without the flag', async () => {
    const self = await people.call('DELETE', `/users/delete/${people.ids['mv.owner']}`, 'mv.owner');
    expect(self.status).toBe(403);
    expect(errorsOf(self.body)[0]?.message).toBe('You may not delete yourself');
    expect((await people.call('DELETE', `/users/delete/${people.ids.techlets}`, 'mv.owner')).status).toBe(404);
    expect((await people.call('DELETE', `/users/delete/${people.ids.viewer}`, 'merchant')).status).toBe(403);
    expect((await people.call('DELETE', `/users/delete/${people.ids.viewer}`)).status).toBe(401);
    const viewer = await server.db.selectFrom('users').select('deleted_at').where('user_name', '=', 'viewer').executeTakeFirstOrThrow();
    expect(viewer.deleted_at).toBeNull();
  });
});
