import '../../src/forms/password-estimator';
import { describe, expect, it } from 'vitest';
import { HttpUsersAdapter } from '../../src/infrastructure/users/users.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const wireUser = {
  _id: 'u1',
  name: 'Multiverse Clerk',
  userName: 'clerk',
  email: 'clerk@multiverse.example',
  userType: 'Merchant',
  userTypeId: 'm1',
  userTypeName: 'Multiverse',
  roleId: 'r1',
  role: { _id: 'r1', name: 'clerk' },
  status: 'Active',
  createdDate: '2026-11-01T08:00:00.000Z',
  secondFactor: true,
};

const wireRole = (id: string, status: 'Active' | 'Inactive') => ({
  _id: id,
  name: `role ${id}`,
  description: '',
  userTypeId: 'm1',
  permissions: {},
  status,
  createdDate: '2026-11-01T08:00:00.000Z',
  modifiedDate: '2026-11-01T08:00:00.000Z',
});

const wireMerchant = {
  _id: 'm1',
  name: 'Multiverse',
  country: 'PK',
  currency: 'PKR',
  notificationEmail: null,
  supportEmail: null,
  billingEmail: null,
  commercialEmail: null,
  showBalance: true,
  accountBalance: 10.5,
  status: 'Active',
  createdDate: '2026-01-01T00:00:00.000Z',
  userTypeId: 'm1',
};

function adapterWith(answers: Record<string, unknown>) {
  const fake = fakeCallApi(answers);
  return { adapter: new HttpUsersAdapter(fake.callApi), sent: fake.sent };
}

describe('HTTP users adapter', () => {
  it('reads users in the portal’s words', async () => {
    const { adapter, sent } = adapterWith({ 'users.page': { data: [wireUser], count: 130 }, 'users.getById': wireUser });
    const page = await adapter.pageUsers({ page: 2, size: 50 });
    expect(sent[0]?.query).toEqual({ page: 2, limit: 50 });
    expect(page.total).toBe(130);
    const [user] = page.rows;
    expect(user).toEqual({
      id: 'u1',
      name: 'Multiverse Clerk',
      userName: 'clerk',
      email: 'clerk@multiverse.example',
      userType: 'Merchant',
      organisationId: 'm1',
      organisationName: 'Multiverse',
      role: { id: 'r1', name: 'clerk' },
      status: 'Active',
      createdAt: '2026-11-01T08:00:00.000Z',
      secondFactor: true,
    });
    expect((await adapter.user('u1')).id).toBe('u1');
  });

  it('creates a placed user with the chosen role object (spec 2 §4)', async () => {
    const { adapter, sent } = adapterWith({ 'users.add': wireUser });
    await adapter.createUser({
      name: 'Multiverse Clerk',
      userName: 'clerk',
      password: 'Juniper-53-Orch',
      email: 'clerk@multiverse.example',
      role: { id: 'r1', name: 'clerk' },
      placement: { userType: 'Merchant', organisationId: 'm1' },
    });
    expect(sent[0]?.body).toEqual({
      name: 'Multiverse Clerk',
      userName: 'clerk',
      password: 'Juniper-53-Orch',
      email: 'clerk@multiverse.example',
      role: { _id: 'r1', name: 'clerk' },
      userType: 'Merchant',
      userTypeId: 'm1',
    });
  });

  it('edits without password, email or placement when the caller does not place users', async () => {
    const { adapter, sent } = adapterWith({ 'users.edit': wireUser });
    await adapter.updateUser('u1', { name: 'Clerk', userName: 'clerk', role: { id: 'r1', name: 'clerk' } });
    expect(sent[0]?.params).toEqual({ id: 'u1' });
    expect(sent[0]?.body).toEqual({ name: 'Clerk', userName: 'clerk', role: { _id: 'r1', name: 'clerk' } });
  });

  it('sends an Admin user without a sub-type', async () => {
    const { adapter, sent } = adapterWith({ 'users.edit': { ...wireUser, userType: 'Admin' } });
    await adapter.updateUser('u1', { name: 'Clerk', userName: 'clerk', role: { id: 'r1', name: 'clerk' }, placement: { userType: 'Admin' } });
    expect(sent[0]?.body).toEqual({ name: 'Clerk', userName: 'clerk', role: { _id: 'r1', name: 'clerk' }, userType: 'Admin' });
  });

  it('toggles the status with the next status and deletes by id', async () => {
    const { adapter, sent } = adapterWith({
      'users.toggleStatus': { ...wireUser, status: 'Inactive' },
      'users.delete': { _id: 'u1', message: 'User deleted' },
    });
    expect((await adapter.setUserStatus('u1', 'Inactive')).status).toBe('Inactive');
    await adapter.deleteUser('u1');
    expect(sent.map((call) => [call.id, call.params, call.body])).toEqual([
      ['users.toggleStatus', { id: 'u1' }, { status: 'Inactive' }],
      ['users.delete', { id: 'u1' }, undefined],
    ]);
  });

  it('resets another user’s second factor by id (docs/decisions/0036-second-factor.md)', async () => {
    const { adapter, sent } = adapterWith({ 'users.resetSecondFactor': { _id: 'u1', message: 'The second factor has been reset' } });
    await adapter.resetSecondFactor('u1');
    expect(sent.map((call) => [call.id, call.params])).toEqual([['users.resetSecondFactor', { id: 'u1' }]]);
  });

  it('offers the active roles of the chosen organisation through the userTypeId filter', async () => {
    const { adapter, sent } = adapterWith({ 'roles.list': [wireRole('r1', 'Active'), wireRole('r2', 'Inactive')] });
    expect(await adapter.assignableRoles('m1')).toEqual([{ id: 'r1', name: 'role r1' }]);
    await adapter.assignableRoles();
    expect(sent.map((call) => call.query)).toEqual([{ userTypeId: 'm1' }, {}]);
  });

  it('reads sub-types as id and name from the operators or the merchants', async () => {
    const { adapter, sent } = adapterWith({ 'operators.list': [{ _id: 'o1', name: 'Jazz', type: 'Carrier' }], 'merchants.list': [wireMerchant] });
    expect(await adapter.organisations('Operator')).toEqual([{ id: 'o1', name: 'Jazz' }]);
    expect(await adapter.organisations('Merchant')).toEqual([{ id: 'm1', name: 'Multiverse' }]);
    expect(sent.map((call) => call.id)).toEqual(['operators.list', 'merchants.list']);
  });

  it('reads and saves the own profile and changes the own password', async () => {
    const profile = { _id: 'u1', name: 'Clerk', userName: 'clerk', email: 'clerk@multiverse.example' };
    const { adapter, sent } = adapterWith({
      'profiles.get': profile,
      'profiles.edit': { ...profile, name: 'Clerk Two' },
      'users.changePassword': { message: 'Password changed' },
    });
    expect(await adapter.ownProfile()).toEqual({ id: 'u1', name: 'Clerk', userName: 'clerk', email: 'clerk@multiverse.example' });
    expect((await adapter.updateOwnProfile({ name: 'Clerk Two', email: 'clerk@multiverse.example' })).name).toBe('Clerk Two');
    await adapter.changeOwnPassword({ currentPassword: 'first123', newPassword: 'Second-64-Thist', confirmPassword: 'Second-64-Thist' });
    expect(sent.map((call) => call.body)).toEqual([
      undefined,
      { name: 'Clerk Two', email: 'clerk@multiverse.example' },
      { currentPassword: 'first123', newPassword: 'Second-64-Thist', confirmPassword: 'Second-64-Thist' },
    ]);
  });
});
