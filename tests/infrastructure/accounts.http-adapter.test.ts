import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { HttpCarriersAdapter } from '../../src/infrastructure/accounts/carriers.http-adapter';
import { HttpMerchantsAdapter } from '../../src/infrastructure/accounts/merchants.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const merchantWire = {
  _id: 'm1',
  name: 'Hashir',
  country: 'Pakistan',
  currency: 'PKR',
  notificationEmail: 'n@hashir.example',
  supportEmail: null,
  billingEmail: null,
  commercialEmail: null,
  showBalance: true,
  accountBalance: 1250.5,
  status: 'Active',
  createdDate: '2026-01-12T09:30:00.000Z',
  userTypeId: 'm1',
};

const carrierWire = {
  _id: 'c1',
  country: 'Pakistan',
  type: 'Carrier',
  name: 'Jazz',
  currency: 'PKR',
  notificationEmail: null,
  supportEmail: null,
  billingEmail: null,
  commercialEmail: null,
  status: 'Active',
  createdDate: '2026-02-01T08:00:00.000Z',
  isPlatform: false,
};

const details = {
  country: 'Pakistan' as const,
  name: 'Hashir',
  currency: 'PKR' as const,
  notificationEmail: 'n@hashir.example',
  supportEmail: null,
  billingEmail: null,
  commercialEmail: null,
  showBalance: true,
};

const history = { _id: 'm1', name: 'Hashir', history: [{ date: '2026-01-12T09:30:00.000Z', description: 'Account created by A (a)' }] };

describe('HttpMerchantsAdapter', () => {
  it('asks for one page of the grid and maps its rows to merchants with exact balances', async () => {
    const { callApi, sent } = fakeCallApi({ 'merchants.page': { data: [merchantWire], count: 61 } });
    const page = await new HttpMerchantsAdapter(callApi).pageMerchants({ page: 3, size: 25 });
    expect(sent[0]?.id).toBe('merchants.page');
    expect(sent[0]?.query).toEqual({ page: 3, limit: 25 });
    expect(page.total).toBe(61);
    const [merchant] = page.rows;
    expect(merchant).toEqual({
      id: 'm1',
      name: 'Hashir',
      country: 'Pakistan',
      currency: 'PKR',
      notificationEmail: 'n@hashir.example',
      supportEmail: null,
      billingEmail: null,
      commercialEmail: null,
      showBalance: true,
      accountBalance: money('1250.50', 'PKR'),
      status: 'Active',
      createdDate: '2026-01-12T09:30:00.000Z',
    });
  });

  it('reads one merchant by id', async () => {
    const { callApi, sent } = fakeCallApi({ 'merchants.get': { ...merchantWire, history: history.history } });
    expect((await new HttpMerchantsAdapter(callApi).merchant('m1')).name).toBe('Hashir');
    expect(sent[0]?.params).toEqual({ id: 'm1' });
  });

  it('creates and edits with the form body the contract takes', async () => {
    const { callApi, sent } = fakeCallApi({ 'merchants.add': merchantWire, 'merchants.edit': merchantWire });
    const adapter = new HttpMerchantsAdapter(callApi);
    await adapter.createMerchant(details);
    await adapter.editMerchant('m1', details);
    expect(sent[0]?.body).toEqual(details);
    expect(sent[1]?.params).toEqual({ _id: 'm1' });
    expect(sent[1]?.body).toEqual({ ...details, _id: 'm1' });
  });

  it('sets the status with the name and id in the body', async () => {
    const { callApi, sent } = fakeCallApi({ 'merchants.setStatus': { ...merchantWire, status: 'Inactive' } });
    const updated = await new HttpMerchantsAdapter(callApi).setMerchantStatus({ id: 'm1', name: 'Hashir' }, 'Inactive');
    expect(sent[0]?.body).toEqual({ status: 'Inactive', name: 'Hashir', _id: 'm1' });
    expect(updated.status).toBe('Inactive');
  });

  it('adds account balance with the figures as JSON numbers and the Idempotency-Key header', async () => {
    const { callApi, sent } = fakeCallApi({ 'merchants.accountBalance': { ...merchantWire, accountBalance: 2100.5 } });
    const updated = await new HttpMerchantsAdapter(callApi).addAccountBalance('m1', {
      grossAmount: money('1000', 'PKR'),
      tax: decimal('15'),
      netAmount: money('850', 'PKR'),
      idempotencyKey: 'key-1',
    });
    expect(sent[0]?.params).toEqual({ _id: 'm1' });
    // As the server's schema reads it: each figure exact, once.
    expect(sent[0]?.body).toEqual({ _id: 'm1', grossAmount: decimal('1000.00'), tax: decimal('15.00'), netAmount: decimal('850.00') });
    expect(sent[0]?.json).toBe('{"_id":"m1","grossAmount":1000,"tax":15,"netAmount":850}');
    expect(sent[0]?.input.headers).toEqual({ 'idempotency-key': 'key-1' });
    expect(updated.accountBalance).toEqual(money('2100.50', 'PKR'));
  });

  it('deletes by id', async () => {
    const { callApi, sent } = fakeCallApi({ 'merchants.delete': { _id: 'm1', message: 'Merchant has been deleted successfully!' } });
    await expect(new HttpMerchantsAdapter(callApi).deleteMerchant('m1')).resolves.toBeUndefined();
    expect(sent[0]?.params).toEqual({ id: 'm1' });
  });

  it('reveals the keys in the port’s words', async () => {
    const keys = {
      _id: 'm1',
      name: 'Hashir',
      sid: 'abc',
      publicKey: 'pk_1',
      privateKey: 'sk_1',
      token: 'tok',
      base64: btoa('abc:tok'),
      previousKeyValidUntil: null,
      keyOverlapHours: 24,
    };
    const { callApi } = fakeCallApi({ 'merchants.confidential': keys });
    expect(await new HttpMerchantsAdapter(callApi).revealKeys('m1')).toEqual({
      id: 'm1',
      name: 'Hashir',
      sid: 'abc',
      publicKey: 'pk_1',
      privateKey: 'sk_1',
      token: 'tok',
      base64: 'YWJjOnRvaw==',
      previousKeyValidUntil: null,
      keyOverlapHours: 24,
    });
  });

  it('rotates the secret key by id and answers the new keys with until when the old one works', async () => {
    const rotated = {
      _id: 'm1',
      name: 'Hashir',
      sid: 'abc',
      publicKey: 'pk_1',
      privateKey: 'sk_2',
      token: 'tok',
      base64: btoa('abc:tok'),
      previousKeyValidUntil: '2026-03-03T09:00:00.000Z',
      keyOverlapHours: 24,
    };
    const { callApi, sent } = fakeCallApi({ 'merchants.rotateSecretKey': rotated });
    const keys = await new HttpMerchantsAdapter(callApi).rotateSecretKey('m1');
    expect(sent[0]?.params).toEqual({ id: 'm1' });
    expect(keys).toMatchObject({ privateKey: 'sk_2', previousKeyValidUntil: '2026-03-03T09:00:00.000Z', keyOverlapHours: 24 });
  });

  it('reads the history as the server orders it', async () => {
    const { callApi, sent } = fakeCallApi({ 'merchants.history': history });
    expect(await new HttpMerchantsAdapter(callApi).merchantHistory('m1')).toEqual({ id: 'm1', name: 'Hashir', entries: history.history });
    expect(sent[0]?.params).toEqual({ id: 'm1' });
  });
});

describe('HttpCarriersAdapter', () => {
  const carrierDetails = {
    country: 'Pakistan' as const,
    type: 'Carrier' as const,
    name: 'Jazz',
    currency: 'PKR' as const,
    notificationEmail: null,
    supportEmail: null,
    billingEmail: null,
    commercialEmail: null,
  };

  it('lists, reads, creates and edits carriers', async () => {
    const { callApi, sent } = fakeCallApi({
      'carriers.list': [carrierWire],
      'carriers.get': { ...carrierWire, history: [] },
      'carriers.add': carrierWire,
      'carriers.edit': carrierWire,
    });
    const adapter = new HttpCarriersAdapter(callApi);
    const [carrier] = await adapter.listCarriers();
    expect(carrier).toEqual({
      id: 'c1',
      name: 'Jazz',
      type: 'Carrier',
      country: 'Pakistan',
      currency: 'PKR',
      notificationEmail: null,
      supportEmail: null,
      billingEmail: null,
      commercialEmail: null,
      status: 'Active',
      createdDate: '2026-02-01T08:00:00.000Z',
      isPlatform: false,
    });
    expect((await adapter.carrier('c1')).id).toBe('c1');
    await adapter.createCarrier(carrierDetails);
    await adapter.editCarrier('c1', carrierDetails);
    expect(sent.map((call) => call.id)).toEqual(['carriers.list', 'carriers.get', 'carriers.add', 'carriers.edit']);
    expect(sent[2]?.body).toEqual(carrierDetails);
    expect(sent[3]?.params).toEqual({ id: 'c1' });
    expect(sent[3]?.body).toEqual({ ...carrierDetails, _id: 'c1' });
  });

  it('sets the status and reads the history', async () => {
    const { callApi, sent } = fakeCallApi({
      'carriers.setStatus': { ...carrierWire, status: 'Inactive' },
      'carriers.history': { ...history, _id: 'c1', name: 'Jazz' },
    });
    const adapter = new HttpCarriersAdapter(callApi);
    expect((await adapter.setCarrierStatus({ id: 'c1', name: 'Jazz' }, 'Inactive')).status).toBe('Inactive');
    expect(sent[0]?.body).toEqual({ status: 'Inactive', name: 'Jazz', _id: 'c1' });
    expect((await adapter.carrierHistory('c1')).name).toBe('Jazz');
  });
});
