import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { StoreDraft } from '../../src/application/stores/stores.port';
import { storeFormMessages } from '../../src/forms/store.form-schema';
import { choose, firstLoad, renderCatalogue } from './catalogue-render';

const slow = { timeout: 30_000 };

describe('the stores list (spec 2 §2.4)', slow, () => {
  it('shows each store with its balance, filters by Easypaisa service and lists a store’s services in a modal', async () => {
    const listStores = vi.fn();
    const { user } = await renderCatalogue('/stores', {
      stores: {
        listStores: async (epServiceName) => {
          listStores(epServiceName);
          const { InMemoryStoresAdapter } = await import('../../src/infrastructure/stores/stores.in-memory-adapter');
          return new InMemoryStoresAdapter().listStores(epServiceName);
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Stores' }, firstLoad);
    expect(await within(table).findByText('Multiverse Gulberg')).toBeInTheDocument();
    expect(within(table).getByText('125,000.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Store' })).toHaveAttribute('href', '/stores/form/new');
    await choose(user, 'Easypaisa service', 'techlets-easypaisa');
    await waitFor(() => expect(listStores).toHaveBeenLastCalledWith('techlets-easypaisa'));
    await waitFor(() => expect(within(table).queryByText('Multiverse Gulberg')).not.toBeInTheDocument());
    await user.click(within(table).getByRole('button', { name: '1 services use Techlets Clifton' }));
    expect(await within(await screen.findByRole('dialog')).findByText('techlets-easypaisa')).toBeInTheDocument();
  });

  it('shows the generic error notice when the stores cannot be loaded', async () => {
    await renderCatalogue('/stores', { stores: { listStores: async () => Promise.reject(new AppError('unexpected', 'Something went wrong')) } });
    expect(await screen.findByText('Something went wrong', {}, firstLoad)).toBeInTheDocument();
    expect(screen.getByText('The stores could not be loaded.')).toBeInTheDocument();
  });

  it('is Permission Denied without StoresManagement, and offers no Create Store', async () => {
    await renderCatalogue('/stores', {}, { user: 'merchant' });
    expect(await screen.findByRole('heading', { name: 'Permission Denied' }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Store' })).not.toBeInTheDocument();
  });
});

describe('the store form (spec 2 §2.4, §5)', slow, () => {
  it('names every missing field with the shared schema’s messages', async () => {
    const { user } = await renderCatalogue('/stores/form/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }, firstLoad));
    for (const message of [
      storeFormMessages.nameRequired,
      storeFormMessages.epStoreIdRequired,
      storeFormMessages.epServiceNameRequired,
      storeFormMessages.balanceRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Balance'), '1.005');
    expect(await screen.findByText(storeFormMessages.balanceDecimals)).toBeInTheDocument();
  });

  it('creates a store and goes back to the list; a used EP store id shows under its field', async () => {
    const created: StoreDraft[] = [];
    let attempt = 0;
    const { user } = await renderCatalogue('/stores/form/new', {
      stores: {
        createStore: async (draft) => {
          attempt += 1;
          if (attempt === 1) throw new AppError('conflict', 'A store with this EP store id already exists', 'epStoreId');
          created.push(draft);
          return { ...draft, id: 'store-9', serviceNames: [], createdDate: '2026-09-01T07:00:00.000Z' };
        },
      },
    });
    await user.type(await screen.findByLabelText('Name', {}, firstLoad), 'Lahore Mall');
    await choose(user, 'EP Service Name', 'walee-easypaisa');
    await user.type(screen.getByLabelText('EP Store Id'), 'EP-77');
    await user.type(screen.getByLabelText('EP Store Key'), 'KEY-77');
    await user.type(screen.getByLabelText('EP Store Account Number'), '03001112223');
    await user.type(screen.getByLabelText('Balance'), '250.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A store with this EP store id already exists')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Stores', level: 1 })).toBeInTheDocument();
    expect(created[0]).toMatchObject({ name: 'Lahore Mall', epServiceName: 'walee-easypaisa', balance: { minor: 25075n, currency: 'PKR' } });
  });
});
