import { describe, expect, it } from 'vitest';
import { storesUseCases } from '../../src/application/stores/stores.use-case';
import { money } from '../../src/domain/money/money';
import { storeFormMessages, storeFormSchema } from '../../src/forms/store.form-schema';
import { HttpStoresAdapter } from '../../src/infrastructure/stores/stores.http-adapter';
import { storeRow } from './support/catalogue-wire';
import { fakeCallApi } from './support/fake-call-api';

const draft = {
  name: 'Store A',
  epStoreId: 'E1',
  epStoreKey: 'K1',
  epStoreAccountNumber: '0300',
  epServiceName: 'walee-easypaisa',
  balance: money('10.5', 'PKR'),
};

describe('HTTP stores adapter', () => {
  it('lists stores of one Easypaisa service with balance as exact rupees and the service names', async () => {
    const { callApi, sent } = fakeCallApi({ 'stores.list': [storeRow] });
    const [store] = await new HttpStoresAdapter(callApi).listStores('multiverse-easypaisa');
    expect(sent[0]?.query).toEqual({ epServiceName: 'multiverse-easypaisa' });
    expect(store).toMatchObject({ id: 'st1', epStoreKey: 'KEY-1', serviceNames: ['multiverse-easypaisa', 'multiverse-vouchers'] });
    expect(store?.balance).toEqual(money('1500.50', 'PKR'));
  });

  it('lists every store without a filter', async () => {
    const { callApi, sent } = fakeCallApi({ 'stores.list': [] });
    expect(await new HttpStoresAdapter(callApi).listStores(null)).toEqual([]);
    expect(sent[0]?.query).toEqual({});
  });

  it('reads one store by id', async () => {
    const { callApi, sent } = fakeCallApi({ 'stores.get': storeRow });
    expect((await new HttpStoresAdapter(callApi).store('st1')).name).toBe('Multiverse Gulberg');
    expect(sent[0]?.params).toEqual({ id: 'st1' });
  });

  it('creates with the balance as a JSON amount and edits naming the store in the body', async () => {
    const { callApi, sent } = fakeCallApi({ 'stores.add': storeRow, 'stores.edit': storeRow });
    const adapter = new HttpStoresAdapter(callApi);
    await adapter.createStore(draft);
    await adapter.updateStore('st1', draft);
    // As the server's schema reads it: the balance exact rupees.
    expect(sent[0]?.body).toEqual({
      name: 'Store A',
      epStoreId: 'E1',
      epStoreKey: 'K1',
      epStoreAccountNumber: '0300',
      epServiceName: 'walee-easypaisa',
      balance: money('10.50', 'PKR'),
    });
    expect(sent[1]?.body).toMatchObject({ _id: 'st1', balance: money('10.50', 'PKR') });
    expect(sent[0]?.json).toBe(
      '{"name":"Store A","epStoreId":"E1","epStoreKey":"K1","epStoreAccountNumber":"0300","epServiceName":"walee-easypaisa","balance":10.5}',
    );
    expect(sent[1]?.json).toBe(
      '{"name":"Store A","epStoreId":"E1","epStoreKey":"K1","epStoreAccountNumber":"0300","epServiceName":"walee-easypaisa","balance":10.5,"_id":"st1"}',
    );
  });

  it('refuses a balance of three decimals before any call, and saves the exact balance the form read', async () => {
    const { callApi, sent } = fakeCallApi({ 'stores.add': storeRow });
    const useCases = storesUseCases({ stores: new HttpStoresAdapter(callApi) });
    const typed = { ...draft, balance: 1.005 };
    expect(storeFormSchema.safeParse(typed).error?.issues).toMatchObject([{ path: ['balance'], message: storeFormMessages.balanceDecimals }]);
    const values = storeFormSchema.parse({ ...typed, balance: 1.1 });
    expect(values.balance).toEqual(money('1.10', 'PKR'));
    await useCases.save(null, values);
    expect(sent.map((call) => call.json)).toEqual([
      '{"name":"Store A","epStoreId":"E1","epStoreKey":"K1","epStoreAccountNumber":"0300","epServiceName":"walee-easypaisa","balance":1.1}',
    ]);
  });
});
