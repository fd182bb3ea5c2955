import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceDto } from '../../src/contract/services.contract';
import type { StoreDto } from '../../src/contract/stores.contract';
import { voucherConfigFormDefaults } from '../../src/forms/service.form-schema';
import { allPermissions } from '../../src/domain/permissions/permission-rules';
import { callApi, errorsOf } from './support/api-client';
import { merchantIdsOf, signInCallers, type Callers } from './support/catalogue-callers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let who: Callers;
let merchants: Record<string, string>;
let services: ServiceDto[];

beforeAll(async () => {
  server = await startTestServer();
  who = await signInCallers(server);
  merchants = await merchantIdsOf(server);
  services = (await api<ServiceDto[]>('/services/get', who.admin)).body;
});
afterAll(async () => {
  await server?.close();
});

function api<T = unknown>(path: string, token: string | undefined, method = 'GET', body?: unknown) {
  return callApi<T>(server.baseUrl, `/api${path}`, { method, token, body });
}
const serviceNamed = (name: string) => {
  const found = services.find((service) => service.serviceName === name);
  if (found === undefined) throw new Error(`no service ${name}`);
  return found;
};
const liveServiceCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The edit form as the portal fills it from a service it read. */
function formOf(service: ServiceDto): Record<string, unknown> {
  const { _id, serviceId, merchantName, status, createdDate, merchant, epStoreConfig, ...rest } = service;
  return { ...rest, merchant, epStoreConfig: epStoreConfig.map((store) => ({ epStoreKey: 'hidden', ...store })) };
}

let nameCounter = 0;
function newService(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  nameCounter += 1;
  return {
    country: 'Pakistan',
    merchant: merchants.Hashir,
    serviceProvider: 'Easypaisa',
    serviceName: `hashir-topups-${nameCounter}`,
    epServiceName: 'hashir-easypaisa',
    operatorName: 'Telenor',
    currency: 'PKR',
    freshWalletsAllowed: true,
    price: 250.5,
    serviceType: 'Others',
    merchantShare: 95.5,
    waleeShare: 4.5,
    payoutShare: 0,
    payoutShareChecked: false,
    paymentMethods: ['Easypaisa'],
    portalUrl: 'https://hashir.example/payments/complete',
    epStoreConfig: [],
    ...overrides,
  };
}

describe('services: who may read', () => {
  it('shows platform staff every service and a merchant its own', async () => {
    expect(services.length).toBe(8);
    const own = await api<ServiceDto[]>('/services/get', who.merchant);
    expect(own.status).toBe(200);
    expect(new Set(own.body.map((service) => service.merchantName))).toEqual(new Set(['Multiverse']));
    const viewer = await api<ServiceDto[]>('/services/get', who.viewer);
    expect(viewer.body.map((s) => s._id).sort()).toEqual(own.body.map((s) => s._id).sort());
    const techlets = await api<ServiceDto[]>('/services/get', who.techlets);
    expect(new Set(techlets.body.map((service) => service.merchantName))).toEqual(new Set(['Techlets']));
    expect((await api<ServiceDto[]>('/services/get', who.support)).body.length).toBe(8);
    expect((await api('/services/get', who.carrier)).status).toBe(403);
    expect((await api('/services/get', undefined)).status).toBe(401);
  });

  it("answers another merchant's service as 404, by id and by service id", async () => {
    const techlets = serviceNamed('techlets-easypaisa');
    const own = serviceNamed('multiverse-easypaisa');
    expect((await api(`/services/get/${techlets._id}`, who.merchant)).status).toBe(404);
    expect((await api(`/services/get/sid/${techlets.serviceId}`, who.merchant)).status).toBe(404);
    const bySid = await api<ServiceDto>(`/services/get/sid/${own.serviceId}`, who.merchant);
    expect(bySid.status).toBe(200);
    expect(bySid.body.portalUrl).toBe('https://multiverse.example/payments/complete');
    expect((await api(`/services/get/${own._id}`, who.techlets)).status).toBe(404);
  });

  it('gives store keys to platform staff only', async () => {
    const own = serviceNamed('multiverse-easypaisa');
    expect(own.epStoreConfig.length).toBeGreaterThan(0);
    expect(own.epStoreConfig.every((store) => typeof store.epStoreKey === 'string')).toBe(true);
    const asMerchant = (await api<ServiceDto>(`/services/get/${own._id}`, who.merchant)).body;
    expect(asMerchant.epStoreConfig.length).toBe(own.epStoreConfig.length);
    expect(asMerchant.epStoreConfig.every((store) => store.epStoreKey === undefined)).toBe(true);
  });

  it('answers the form data: merchants (a merchant: itself), carriers and operators', async () => {
    const admin = await api<{ merchants: { name: string }[]; carriers: { name: string }[]; operators: { name: string }[] }>('/services/form-data', who.admin);
    expect(admin.body.merchants.map((m) => m.name)).toEqual(['Hashir', 'Multiverse', 'Techlets']);
    expect(admin.body.carriers.map((c) => c.name)).toEqual(['Jazz', 'Telenor']);
    expect(admin.body.operators.map((o) => o.name)).toEqual(['PGW']);
    const merchant = await api<{ merchants: { name: string }[] }>('/services/form-data', who.merchant);
    expect(merchant.body.merchants.map((m) => m.name)).toEqual(['Multiverse']);
    expect((await api('/services/form-data', who.carrier)).status).toBe(403);
  });
});

describe('services: create', () => {
  it('creates a service with its stores for platform staff, active, with a new public id', async () => {
    const stores = (await api<StoreDto[]>('/stores-config/ep?epServiceName=hashir-easypaisa', who.admin)).body;
    const body = newService({ epStoreConfig: stores.map(({ dcbService, createdDate, ...store }) => store) });
    const created = await api<ServiceDto>('/services/add', who.admin, 'POST', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      serviceName: body.serviceName,
      merchant: merchants.Hashir,
      status: true,
      merchantShare: 95.5,
      waleeShare: 4.5,
      price: 250.5,
      voucherConfig: null,
    });
    expect(Number(created.body.serviceId)).toBeGreaterThanOrEqual(100001);
    expect(created.body.epStoreConfig.map((store) => store._id).sort()).toEqual(stores.map((store) => store._id).sort());
    const row = await server.db
      .selectFrom('services')
      .select(['merchant_share', 'price', 'operator_id'])
      .where('id', '=', created.body._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merchant_share: '95.5000', price: '250.50' });
    expect(row.operator_id).not.toBeNull();
  });

  it('stores a voucher configuration for Voucher services only', async () => {
    const voucher = await api<ServiceDto>('/services/add', who.admin, 'POST', newService({ serviceType: 'Voucher', voucherConfig: voucherConfigFormDefaults }));
    expect(voucher.status).toBe(200);
    expect(voucher.body.voucherConfig).toEqual(voucherConfigFormDefaults);
    const other = await api<ServiceDto>('/services/add', who.admin, 'POST', newService({ voucherConfig: voucherConfigFormDefaults }));
    expect(other.body.voucherConfig).toBeNull();
    const payout = await api<ServiceDto>('/services/add', who.admin, 'POST', newService({ payoutShare: 2.5, payoutShareChecked: false }));
    expect(payout.body.payoutShare).toBe(0);
  });

  it("fixes a merchant user's service to its own merchant and starts it suspended", async () => {
    const created = await api<ServiceDto>(
      '/services/add',
      who.merchant,
      'POST',
      newService({ merchant: merchants.Techlets, epServiceName: 'multiverse-easypaisa' }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ merchant: merchants.Multiverse, merchantName: 'Multiverse', status: false });
  });

  it('answers 409 naming serviceName for a name the merchant already uses, whatever its case', async () => {
    const before = await liveServiceCount();
    const answer = await api('/services/add', who.admin, 'POST', newService({ merchant: merchants.Multiverse, serviceName: 'Multiverse-Easypaisa' }));
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]).toMatchObject({ code: 'conflict', field: 'serviceName' });
    expect(await liveServiceCount()).toBe(before);
    expect((await api('/services/add', who.admin, 'POST', newService({ merchant: merchants.Hashir, serviceName: 'multiverse-easypaisa' }))).status).toBe(200);
  });

  it("answers 409 naming the field for a provider service bound to another merchant's service, and writes nothing", async () => {
    const before = await liveServiceCount();
    const taken = await api('/services/add', who.merchant, 'POST', newService({ merchant: merchants.Multiverse, epServiceName: 'techlets-easypaisa' }));
    expect(taken.status).toBe(409);
    expect(errorsOf(taken.body)[0]).toMatchObject({ code: 'conflict', field: 'epServiceName', message: 'This provider service belongs to another merchant' });
    const jazz = await api(
      '/services/add',
      who.admin,
      'POST',
      newService({ serviceProvider: 'Jazzcash', epServiceName: null, jcServiceName: 'multiverse', paymentMethods: ['Jazzcash'] }),
    );
    expect(errorsOf(jazz.body)[0]).toMatchObject({ code: 'conflict', field: 'jcServiceName' });
    expect(await liveServiceCount()).toBe(before);
    const own = serviceNamed('multiverse-easypaisa');
    const moved = await api(`/services/edit/${own._id}`, who.merchant, 'PUT', { ...formOf(own), epServiceName: 'hashir-easypaisa', epStoreConfig: [] });
    expect(moved.status).toBe(409);
    expect(errorsOf(moved.body)[0]?.field).toBe('epServiceName');
  });

  it('re-checks stores: each must exist and belong to the Easypaisa service', async () => {
    const before = await liveServiceCount();
    const multiverseStore = (await api<StoreDto[]>('/stores-config/ep?epServiceName=multiverse-easypaisa', who.admin)).body[0] as StoreDto;
    const { dcbService, createdDate, ...store } = multiverseStore;
    const unknown = await api(
      '/services/add',
      who.admin,
      'POST',
      newService({ epStoreConfig: [{ ...store, _id: '0123456789abcdef01234567', epServiceName: 'hashir-easypaisa' }] }),
    );
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)[0]?.field).toBe('epStoreConfig.0._id');
    const other = await api('/services/add', who.admin, 'POST', newService({ epStoreConfig: [{ ...store, epServiceName: 'hashir-easypaisa' }] }));
    expect(other.status).toBe(400);
    expect(errorsOf(other.body)[0]?.field).toBe('epStoreConfig.0.epServiceName');
    const twice = await api('/services/add', who.admin, 'POST', newService({ epServiceName: 'multiverse-easypaisa', epStoreConfig: [store, store] }));
    expect(errorsOf(twice.body)[0]).toMatchObject({ field: 'epStoreConfig.1', message: 'Stores must be unique' });
    expect(await liveServiceCount()).toBe(before);
  });

  it('answers bad bodies with 400 naming the field and writes nothing', async () => {
    const before = await liveServiceCount();
    const cases: [Record<string, unknown>, string][] = [
      [newService({ serviceName: 'h' }), 'serviceName'],
      [newService({ serviceName: 'hashir\u0000x' }), 'serviceName'],
      [newService({ merchantShare: '95' }), 'merchantShare'],
      [newService({ waleeShare: undefined }), 'waleeShare'],
      [newService({ merchantShare: 96, waleeShare: 4.5 }), 'waleeShare'],
      [newService({ waleeShare: -1 }), 'waleeShare'],
      [newService({ price: -100 }), 'price'],
      [newService({ packages: { d: -5 } }), 'packages.d'],
      [newService({ disbursementAmount: -200 }), 'disbursementAmount'],
      [newService({ epPerTransactionValues: { value: 1.234, percentage: true } }), 'epPerTransactionValues.value'],
      [newService({ epPerTransactionValues: { value: 1.23 } }), 'epPerTransactionValues.percentage'],
      [newService({ serviceType: 'Voucher' }), 'voucherConfig'],
      [newService({ serviceType: 'Subscription' }), 'serviceType'],
      [newService({ currency: 'RUPEES' }), 'currency'],
      [newService({ country: 'Egypt', paymentMethods: ['Jazzcash'] }), 'paymentMethods.0'],
      [newService({ merchant: '0123456789abcdef01234567' }), 'merchant'],
      [newService({ operatorName: 'Nobody' }), 'operatorName'],
      [newService({ portalUrl: 'javascript:alert(1)' }), 'portalUrl'],
      [newService({ freshWalletsAllowed: 'yes' }), 'freshWalletsAllowed'],
    ];
    for (const [body, field] of cases) {
      const answer = await api('/services/add', who.admin, 'POST', body);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(errorsOf(answer.body).map((error) => error.field)).toContain(field);
    }
    expect(await liveServiceCount()).toBe(before);
  });
});

describe('services: edit, status and escalation', () => {
  it('lets a merchant edit its own service but not its commercial terms', async () => {
    const own = (await api<ServiceDto>(`/services/get/${serviceNamed('multiverse-jazzcash')._id}`, who.merchant)).body;
    const edited = await api<ServiceDto>(`/services/edit/${own._id}`, who.merchant, 'PUT', { ...formOf(own), portalUrl: 'https://multiverse.example/done' });
    expect(edited.status).toBe(200);
    expect(edited.body.portalUrl).toBe('https://multiverse.example/done');
    for (const [field, value] of [
      ['waleeShare', 1],
      ['merchantShare', 95],
      ['payoutShareChecked', true],
    ] as const) {
      const answer = await api(`/services/edit/${own._id}`, who.merchant, 'PUT', { ...formOf(own), [field]: value });
      expect({ field, status: answer.status }).toEqual({ field, status: 403 });
      expect(errorsOf(answer.body)[0]?.field).toBe(field);
    }
    const row = await server.db.selectFrom('services').select(['walee_share', 'merchant_share']).where('id', '=', own._id).executeTakeFirstOrThrow();
    expect(row).toEqual({ walee_share: '4.0000', merchant_share: '96.0000' });
  });

  it("keeps a merchant's edit from touching the stores, except that a new Easypaisa service clears them", async () => {
    const own = (await api<ServiceDto>(`/services/get/${serviceNamed('multiverse-vouchers')._id}`, who.merchant)).body;
    expect(own.epStoreConfig.length).toBeGreaterThan(0);
    const kept = await api<ServiceDto>(`/services/edit/${own._id}`, who.merchant, 'PUT', { ...formOf(own), epStoreConfig: [] });
    expect(kept.body.epStoreConfig.map((store) => store._id)).toEqual(own.epStoreConfig.map((store) => store._id));
    const moved = await api<ServiceDto>(`/services/edit/${own._id}`, who.merchant, 'PUT', {
      ...formOf(own),
      epServiceName: 'walee-easypaisa',
      epStoreConfig: [],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.epStoreConfig).toEqual([]);
  });

  it("keeps a merchant out of another merchant's service (404) and keeps its stores", async () => {
    const techlets = serviceNamed('techlets-easypaisa');
    const answer = await api(`/services/edit/${techlets._id}`, who.merchant, 'PUT', { ...formOf(techlets), serviceName: 'taken-over' });
    expect(answer.status).toBe(404);
    expect((await api(`/services/edit/status/${techlets._id}`, who.merchant, 'PUT', { _id: techlets._id, status: false })).status).toBe(403);
    expect((await api<ServiceDto>(`/services/get/${techlets._id}`, who.admin)).body).toMatchObject({ serviceName: 'techlets-easypaisa', status: true });
  });

  it('refuses every change to view-only roles and carrier staff with 403', async () => {
    const own = serviceNamed('multiverse-vouchers');
    for (const token of [who.viewer, who.support, who.carrier]) {
      expect((await api('/services/add', token, 'POST', newService())).status).toBe(403);
      expect((await api(`/services/edit/${own._id}`, token, 'PUT', formOf(own))).status).toBe(403);
      expect((await api(`/services/edit/status/${own._id}`, token, 'PUT', { _id: own._id, status: false })).status).toBe(403);
      expect((await api(`/services/delete/${own._id}`, token, 'DELETE')).status).toBe(403);
    }
    expect((await api<ServiceDto>(`/services/get/${own._id}`, who.admin)).body).toMatchObject({ status: true, serviceName: 'multiverse-vouchers' });
  });

  it('lets platform staff edit terms, but not move a service with transactions to another merchant', async () => {
    const service = serviceNamed('hashir-jazzcash');
    const edited = await api<ServiceDto>(`/services/edit/${service._id}`, who.admin, 'PUT', { ...formOf(service), waleeShare: 5, merchantShare: 95 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ waleeShare: 5, merchantShare: 95 });
    const moved = await api(`/services/edit/${service._id}`, who.admin, 'PUT', { ...formOf(service), merchant: merchants.Techlets });
    expect(moved.status).toBe(409);
    expect(errorsOf(moved.body)[0]?.field).toBe('merchant');
    expect((await api(`/services/edit/${'0123456789abcdef01234567'}`, who.admin, 'PUT', formOf(service))).status).toBe(404);
  });

  it('flips the status (Active / Suspended) and checks the body _id', async () => {
    const service = serviceNamed('hashir-easypaisa');
    const off = await api<ServiceDto>(`/services/edit/status/${service._id}`, who.admin, 'PUT', { _id: service._id, status: false });
    expect(off.body.status).toBe(false);
    const on = await api<ServiceDto>(`/services/edit/status/${service._id}`, who.admin, 'PUT', { _id: service._id, status: true });
    expect(on.body.status).toBe(true);
    const mismatch = await api(`/services/edit/status/${service._id}`, who.admin, 'PUT', { _id: serviceNamed('hashir-jazzcash')._id, status: false });
    expect(mismatch.status).toBe(400);
    expect(errorsOf(mismatch.body)[0]?.field).toBe('_id');
    const notBoolean = await api(`/services/edit/status/${service._id}`, who.admin, 'PUT', { _id: service._id, status: 'false' });
    expect(errorsOf(notBoolean.body)[0]?.field).toBe('status');
  });

  it('lets a merchant holding the status flag suspend its own service, never activate one', async () => {
    const role = await server.db
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select(['r.id', 'r.permissions'])
      .where('u.user_name', '=', 'merchant')
      .executeTakeFirstOrThrow();
    const permissions = { ...role.permissions, Services: { ...role.permissions.Services, activateDeactivateServices: true } };
    await server.db
      .updateTable('roles')
      .set({ permissions: JSON.stringify(permissions) })
      .where('id', '=', role.id)
      .execute();
    try {
      const own = serviceNamed('multiverse-vouchers');
      expect((await api<ServiceDto>(`/services/edit/status/${own._id}`, who.merchant, 'PUT', { _id: own._id, status: false })).body.status).toBe(false);
      expect((await api(`/services/edit/status/${own._id}`, who.merchant, 'PUT', { _id: own._id, status: true })).status).toBe(403);
      const other = serviceNamed('techlets-vouchers');
      expect((await api(`/services/edit/status/${other._id}`, who.merchant, 'PUT', { _id: other._id, status: false })).status).toBe(404);
      expect((await api<ServiceDto>(`/services/edit/status/${own._id}`, who.admin, 'PUT', { _id: own._id, status: true })).body.status).toBe(true);
    } finally {
      await server.db
        .updateTable('roles')
        .set({ permissions: JSON.stringify(role.permissions) })
        .where('id', '=', role.id)
        .execute();
    }
    expect(allPermissions().Services).toMatchObject({ createServices: true, editServices: true, activateDeactivateServices: true, deleteServices: true });
  });
});

describe('services: delete', () => {
  it('hides a service with transactions, suspends it and keeps its records', async () => {
    const service = serviceNamed('techlets-easypaisa');
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('transactions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('service_id', '=', service._id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const transactions = await count();
    expect(transactions).toBeGreaterThan(0);
    expect((await api(`/services/delete/${service._id}`, who.techlets, 'DELETE')).status).toBe(403);
    const deleted = await api<{ message: string }>(`/services/delete/${service._id}`, who.admin, 'DELETE');
    expect(deleted.status).toBe(200);
    expect((await api(`/services/get/${service._id}`, who.admin)).status).toBe(404);
    expect((await api(`/services/get/sid/${service.serviceId}`, who.techlets)).status).toBe(404);
    expect((await api(`/services/delete/${service._id}`, who.admin, 'DELETE')).status).toBe(404);
    expect((await api(`/services/edit/${service._id}`, who.admin, 'PUT', formOf(service))).status).toBe(404);
    expect((await api<ServiceDto[]>('/services/get', who.techlets)).body.map((s) => s._id)).not.toContain(service._id);
    const row = await server.db.selectFrom('services').select(['deleted_at', 'status']).where('id', '=', service._id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.status).toBe(false);
    expect(await count()).toBe(transactions);
    // The hidden service's name is free again for its merchant.
    const again = await api<ServiceDto>(
      '/services/add',
      who.admin,
      'POST',
      newService({ merchant: merchants.Techlets, serviceName: 'techlets-easypaisa', epServiceName: 'techlets-easypaisa' }),
    );
    expect(again.status).toBe(200);
  });
});
