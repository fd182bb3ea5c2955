import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import { servicesUseCases } from '../../src/application/services/services.use-case';
import { HttpServicesAdapter } from '../../src/infrastructure/services/services.http-adapter';
import { serviceRow, storeRow } from './support/catalogue-wire';
import { fakeCallApi } from './support/fake-call-api';

describe('HTTP services adapter', () => {
  it('lists services with the status as active', async () => {
    const { callApi, sent } = fakeCallApi({ 'services.page': { data: [serviceRow, { ...serviceRow, _id: 'sv2', status: false }], count: 2 } });
    const { rows, total } = await new HttpServicesAdapter(callApi).pageServices({ page: 1, size: 25 });
    expect(sent[0]?.query).toEqual({ page: 1, limit: 25 });
    expect(total).toBe(2);
    expect(rows[0]).toEqual({ id: 'sv1', serviceId: '10004', merchantName: 'Multiverse', name: 'multiverse-loans', provider: 'Easypaisa', active: true, createdDate: serviceRow.createdDate });
    expect(rows[1]?.active).toBe(false);
  });

  it('reads a service as the form’s draft: unknown payment methods dropped, a store without its key blank', async () => {
    const { callApi } = fakeCallApi({ 'services.get': serviceRow });
    const details = await new HttpServicesAdapter(callApi).service('sv1');
    expect(details.draft).toMatchObject({ merchant: 'm1', payoutShareChecked: true, payoutShare: 1.5, epPerTransactionValues: { value: 1.25, percentage: true }, paymentMethods: ['Easypaisa'] });
    expect(details.draft.epStoreConfig).toEqual([{ ...serviceRow.epStoreConfig[0], epStoreKey: '' }]);
  });

  it('reads the form data and the stores of one Easypaisa service', async () => {
    const { callApi, sent } = fakeCallApi({
      'services.formData': { merchants: [{ _id: 'm1', name: 'Multiverse' }], carriers: [{ _id: 'c1', name: 'Jazz' }], operators: [] },
      'stores.list': [storeRow],
    });
    const adapter = new HttpServicesAdapter(callApi);
    expect(await adapter.formChoices()).toEqual({ merchants: [{ id: 'm1', name: 'Multiverse' }], carriers: [{ id: 'c1', name: 'Jazz' }], operators: [] });
    expect(await adapter.storesOf('multiverse-easypaisa')).toEqual([{ _id: 'st1', name: 'Multiverse Gulberg', epStoreId: '826272', epStoreKey: 'KEY-1', epStoreAccountNumber: '03454100415', epServiceName: 'multiverse-easypaisa', balance: 1500.5 }]);
    expect(sent[1]?.query).toEqual({ epServiceName: 'multiverse-easypaisa' });
  });

  it('creates and edits with a body the contract accepts, and flips the status with _id and status', async () => {
    const { callApi, sent } = fakeCallApi({ 'services.get': serviceRow, 'services.add': serviceRow, 'services.edit': serviceRow, 'services.status': { ...serviceRow, status: false } });
    const useCases = servicesUseCases({ services: new HttpServicesAdapter(callApi) });
    const { draft } = await useCases.get('sv1');
    const stored = { ...draft, epStoreConfig: [{ ...storeRow, _id: 'st1', epStoreKey: 'KEY-1' }].map(({ dcbService: _d, createdDate: _c, ...store }) => store) };
    await useCases.save(null, stored);
    await useCases.save('sv1', stored);
    const toggled = await useCases.toggleStatus({ id: 'sv1', serviceId: '10004', merchantName: 'Multiverse', name: 'x', provider: 'Easypaisa', active: true, createdDate: '' });
    expect(sent.map((call) => call.id)).toEqual(['services.get', 'services.add', 'services.edit', 'services.status']);
    expect(sent[1]?.body).toMatchObject({ serviceName: 'multiverse-loans', merchant: 'm1', epStoreConfig: [{ _id: 'st1', epStoreKey: 'KEY-1' }] });
    expect(sent[2]?.params).toEqual({ id: 'sv1' });
    expect(sent[3]?.body).toEqual({ _id: 'sv1', status: false });
    expect(toggled.active).toBe(false);
  });

  it('sends the platform share as the wire’s waleeShare, and a failure naming that field names the form’s', async () => {
    const refusal = (field: string) => () => {
      throw new AppError('validation_failed', 'Carrier, merchant and PGW shares together cannot exceed 100%', field);
    };
    const { callApi, sent } = fakeCallApi({ 'services.get': serviceRow, 'services.add': refusal('waleeShare'), 'services.edit': refusal('merchantShare') });
    const adapter = new HttpServicesAdapter(callApi);
    const { draft: read } = await adapter.service('sv1');
    expect(read.platformShare).toBe(serviceRow.waleeShare);
    const draft = { ...read, epStoreConfig: [] };
    await expect(adapter.createService(draft)).rejects.toMatchObject({ code: 'validation_failed', field: 'platformShare' });
    await expect(adapter.updateService('sv1', draft)).rejects.toMatchObject({ code: 'validation_failed', field: 'merchantShare' });
    expect(sent[1]?.input.body).toMatchObject({ waleeShare: serviceRow.waleeShare });
    expect(sent[1]?.input.body).not.toHaveProperty('platformShare');
  });
});
