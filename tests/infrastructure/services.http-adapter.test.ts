import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import { servicesUseCases } from '../../src/application/services/services.use-case';
import { HttpServicesAdapter } from '../../src/infrastructure/services/services.http-adapter';
import { serviceRow, storeRow } from './support/catalogue-wire';
import { fakeCallApi } from './support/fake-call-api';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { voucherConfigDefaults, voucherConfigWith } from '../../src/domain/services/voucher-config';
import { serviceFormSchema } from '../../src/forms/service.form-schema';
import { serviceWireNames } from '../../src/contract/services.contract';
import { renamed } from '../../src/contract/wire-names';
import { toWire } from '../../src/infrastructure/http/money-to-wire';
import { draftOf } from '../../src/ui/services/service-form-values';
import { validServiceForm, voucherForm } from '../forms/service-form-fixture';

describe('HTTP services adapter', () => {
  it('lists services with the status as active', async () => {
    const { callApi, sent } = fakeCallApi({ 'services.page': { data: [serviceRow, { ...serviceRow, _id: 'sv2', status: false }], count: 2 } });
    const { rows, total } = await new HttpServicesAdapter(callApi).pageServices({ page: 1, size: 25 });
    expect(sent[0]?.query).toEqual({ page: 1, limit: 25 });
    expect(total).toBe(2);
    expect(rows[0]).toEqual({
      id: 'sv1',
      serviceId: '10004',
      merchantName: 'Multiverse',
      name: 'multiverse-loans',
      provider: 'Easypaisa',
      active: true,
      createdDate: serviceRow.createdDate,
    });
    expect(rows[1]?.active).toBe(false);
  });

  it('reads a service as the form’s draft: unknown payment methods dropped, a store without its key blank', async () => {
    const { callApi } = fakeCallApi({ 'services.get': serviceRow });
    const details = await new HttpServicesAdapter(callApi).service('sv1');
    expect(details.draft).toMatchObject({
      merchant: 'm1',
      payoutShareChecked: true,
      payoutShare: decimal('1.5000'),
      price: decimal('0.00'),
      packages: { d: null, w: decimal('10.00'), oneTime: decimal('99.50') },
      epPerTransactionValues: { value: decimal('1.25'), percentage: true },
      paymentMethods: ['Easypaisa'],
    });
    expect(details.draft.epStoreConfig).toEqual([{ ...serviceRow.epStoreConfig[0], epStoreKey: '', balance: money('1500.50', 'PKR') }]);
  });

  it('reads the form data and the stores of one Easypaisa service', async () => {
    const { callApi, sent } = fakeCallApi({
      'services.formData': { merchants: [{ _id: 'm1', name: 'Multiverse' }], carriers: [{ _id: 'c1', name: 'Jazz' }], operators: [] },
      'stores.list': [storeRow],
    });
    const adapter = new HttpServicesAdapter(callApi);
    expect(await adapter.formChoices()).toEqual({ merchants: [{ id: 'm1', name: 'Multiverse' }], carriers: [{ id: 'c1', name: 'Jazz' }], operators: [] });
    expect(await adapter.storesOf('multiverse-easypaisa')).toEqual([
      {
        _id: 'st1',
        name: 'Multiverse Gulberg',
        epStoreId: '826272',
        epStoreKey: 'KEY-1',
        epStoreAccountNumber: '03454100415',
        epServiceName: 'multiverse-easypaisa',
        balance: money('1500.50', 'PKR'),
      },
    ]);
    expect(sent[1]?.query).toEqual({ epServiceName: 'multiverse-easypaisa' });
  });

  it('creates and edits with a body the contract accepts, and flips the status with _id and status', async () => {
    const { callApi, sent } = fakeCallApi({
      'services.get': serviceRow,
      'services.add': serviceRow,
      'services.edit': serviceRow,
      'services.status': { ...serviceRow, status: false },
    });
    const useCases = servicesUseCases({ services: new HttpServicesAdapter(callApi) });
    const { draft } = await useCases.get('sv1');
    const stored = {
      ...draft,
      epStoreConfig: [{ ...storeRow, _id: 'st1', epStoreKey: 'KEY-1', balance: money('1500.50', 'PKR') }].map(
        ({ dcbService: _d, createdDate: _c, ...store }) => store,
      ),
    };
    await useCases.save(null, stored);
    await useCases.save('sv1', stored);
    const toggled = await useCases.toggleStatus({
      id: 'sv1',
      serviceId: '10004',
      merchantName: 'Multiverse',
      name: 'x',
      provider: 'Easypaisa',
      active: true,
      createdDate: '',
    });
    expect(sent.map((call) => call.id)).toEqual(['services.get', 'services.add', 'services.edit', 'services.status']);
    expect(sent[1]?.body).toMatchObject({ serviceName: 'multiverse-loans', merchant: 'm1', epStoreConfig: [{ _id: 'st1', epStoreKey: 'KEY-1' }] });
    expect(sent[2]?.params).toEqual({ id: 'sv1' });
    // The JSON the server receives, byte for byte: every figure a JSON number (docs/decisions/0015-catalogue.md).
    const wire =
      '{"country":"Pakistan","merchant":"m1","serviceProvider":"Easypaisa","serviceName":"multiverse-loans","epServiceName":"multiverse-easypaisa","jcServiceName":"multiverse","ccServiceName":null,"operatorName":"Telenor","subscriptionFrequency":"oneTime","currency":"PKR","freshWalletsAllowed":true,"packages":{"d":null,"w":10,"m":null,"y":null,"oneTime":99.5},"price":0,"disbursementAmount":25000,"autoDisburse":true,"perTransactionCharge":10,"epPerTransactionCharge":12,"epPerTransactionValues":{"value":1.25,"percentage":true},"jcPerTransactionValues":{"value":15,"percentage":false},"serviceType":"Loan","notificationApi":"/api/sandbox/merchant-notifications","tokenApi":null,"clickIdApi":null,"portalUrl":"https://multiverse.example/payments/complete","carrierShare":0,"merchantShare":90,"waleeShare":5,"payoutShare":1.5,"payoutShareChecked":true,"paymentMethods":["Easypaisa"],"voucherConfig":null,"epStoreConfig":[{"_id":"st1","name":"Multiverse Gulberg","epStoreId":"826272","epStoreKey":"KEY-1","epStoreAccountNumber":"03454100415","epServiceName":"multiverse-easypaisa","balance":1500.5}]}';
    expect(sent[1]?.json).toBe(wire);
    expect(sent[2]?.json).toBe(wire);
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
    expect(toWire(read.platformShare)).toBe(serviceRow.waleeShare);
    const draft = { ...read, epStoreConfig: [] };
    await expect(adapter.createService(draft)).rejects.toMatchObject({ code: 'validation_failed', field: 'platformShare' });
    await expect(adapter.updateService('sv1', draft)).rejects.toMatchObject({ code: 'validation_failed', field: 'merchantShare' });
    expect(sent[1]?.input.body).toMatchObject({ waleeShare: serviceRow.waleeShare });
    expect(sent[1]?.input.body).not.toHaveProperty('platformShare');
  });

  it('sends a voucher service’s configuration as JSON numbers', async () => {
    const { callApi, sent } = fakeCallApi({ 'services.get': serviceRow, 'services.add': serviceRow });
    const useCases = servicesUseCases({ services: new HttpServicesAdapter(callApi) });
    const { draft } = await useCases.get('sv1');
    await useCases.save(null, { ...draft, serviceType: 'Voucher', voucherConfig: voucherConfigWith(voucherConfigDefaults, decimal), epStoreConfig: [] });
    expect(JSON.parse(sent[1]?.json ?? '{}')).toMatchObject({ serviceType: 'Voucher', price: 0, merchantShare: 90 });
    expect(sent[1]?.json).toContain(
      '"voucherConfig":{"vendorMargin":{"value":2,"type":"percent"},"withholdingTax":{"value":4,"type":"percent"},"repatriationCost":{"value":5,"type":"percent"},"salesRate":{"value":10,"type":"percent"},"merchantCost":{"value":1.5,"type":"percent"},"marginDistribution":{"walee":80,"merchant":20}}',
    );
  });

  it('sends what the form read, figure for figure, as the JSON numbers that were typed', async () => {
    const { callApi, sent } = fakeCallApi({ 'services.add': serviceRow });
    const useCases = servicesUseCases({ services: new HttpServicesAdapter(callApi) });
    const store = {
      _id: 'st1',
      name: 'Multiverse Gulberg',
      epStoreId: '826272',
      epStoreKey: 'KEY-1',
      epStoreAccountNumber: '03454100415',
      epServiceName: 'multiverse-easypaisa',
      balance: 1500.5,
    };
    const typed = voucherForm({
      packages: { d: 0.1, w: 10, m: null, y: null, oneTime: 99.99 },
      disbursementAmount: 1234567890123.45,
      perTransactionCharge: 0.3,
      epPerTransactionValues: { value: 1.25, percentage: true },
      carrierShare: 0.01,
      merchantShare: 95.99,
      payoutShareChecked: true,
      payoutShare: 1.5,
      epStoreConfig: [store],
    });
    const values = serviceFormSchema.parse(typed);
    expect(values).toMatchObject({
      price: decimal('499.00'),
      disbursementAmount: decimal('1234567890123.45'),
      merchantShare: decimal('95.99'),
      epStoreConfig: [{ balance: money('1500.50', 'PKR') }],
    });
    await useCases.save(null, draftOf(values, true));
    const body = JSON.parse(sent[0]?.json ?? '{}') as Record<string, unknown>;
    // Every typed field arrives as typed, under the wire's name where it has its own.
    for (const [field, value] of Object.entries(renamed(typed, serviceWireNames))) expect({ field, value: body[field] }).toEqual({ field, value });
    expect(body).toMatchObject({ carrierShare: 0.01, packages: { d: 0.1, oneTime: 99.99 }, voucherConfig: { merchantCost: { value: 1.5 } } });
    await useCases.save(null, draftOf(serviceFormSchema.parse(validServiceForm()), false));
    expect(JSON.parse(sent[1]?.json ?? '{}')).toMatchObject({
      price: 499,
      carrierShare: 0,
      merchantShare: 96,
      waleeShare: 4,
      voucherConfig: null,
      epStoreConfig: [],
    });
  });
});
