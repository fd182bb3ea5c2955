import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import { HttpAuthAdapter } from '../../src/infrastructure/session/auth.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const user = {
  _id: 'u1',
  name: 'Ayesha',
  userName: 'ayesha',
  email: 'ayesha@example.com',
  userType: 'Merchant',
  userTypeId: 'm1',
  userTypeName: 'Hashir',
  roleId: 'r1',
  role: { _id: 'r1', name: 'Merchant Admin' },
  status: 'Active',
  createdDate: '2026-01-01T00:00:00.000Z',
  secondFactor: false,
};

describe('HTTP auth adapter', () => {
  it('signs in with the user name and password and answers the token', async () => {
    const { callApi, sent } = fakeCallApi({ 'auth.login': 'the-token' });
    expect(await new HttpAuthAdapter(callApi).signIn('ayesha', 'secret')).toBe('the-token');
    expect(sent[0]?.body).toEqual({ userName: 'ayesha', password: 'secret' });
  });

  it('signs out', async () => {
    const { callApi, sent } = fakeCallApi({ 'users.logout': { message: 'Signed out' } });
    await new HttpAuthAdapter(callApi).signOut();
    expect(sent.map((call) => call.id)).toEqual(['users.logout']);
  });

  it('turns the own second factor off and replaces the recovery codes with a code (docs/decisions/0036-second-factor.md)', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '0')}`);
    const { callApi, sent } = fakeCallApi({
      'secondFactor.turnOff': { message: 'The second factor is off' },
      'secondFactor.renewRecoveryCodes': { recoveryCodes: codes },
    });
    const adapter = new HttpAuthAdapter(callApi);
    expect(await adapter.renewRecoveryCodes('abcde-12345')).toEqual(codes);
    await adapter.turnOffSecondFactor('123456');
    expect(sent.map((call) => [call.id, call.body])).toEqual([
      ['secondFactor.renewRecoveryCodes', { code: 'abcde-12345' }],
      ['secondFactor.turnOff', { code: '123456' }],
    ]);
  });

  it('loads a profile by id in the background and keeps only the profile’s fields', async () => {
    const { callApi, sent } = fakeCallApi({ 'users.getById': user });
    const { roleId: _roleId, createdDate: _createdDate, secondFactor: _secondFactor, ...profile } = user;
    expect(await new HttpAuthAdapter(callApi).userById('u1')).toEqual(profile);
    expect(sent[0]?.params).toEqual({ id: 'u1' });
    expect(sent[0]?.input.tracked).toBe(false);
  });

  it('answers no profile for an unknown user and passes other failures on', async () => {
    const notFound = fakeCallApi({
      'users.getById': () => {
        throw new AppError('not_found', 'User not found');
      },
    });
    expect(await new HttpAuthAdapter(notFound.callApi).userById('gone')).toBeNull();
    const down = fakeCallApi({
      'users.getById': () => {
        throw new AppError('network', 'down');
      },
    });
    await expect(new HttpAuthAdapter(down.callApi).userById('u1')).rejects.toMatchObject({ code: 'network' });
  });
});
