import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { VouchersPort } from '../../src/application/vouchers/vouchers.port';
import { InMemoryVouchersAdapter } from '../../src/infrastructure/vouchers/vouchers.in-memory-adapter';
import { choose, firstLoad, renderCatalogue } from './catalogue-render';

const slow = { timeout: 30_000 };

describe('the vouchers screen (spec 3 §2 Vouchers)', slow, () => {
  it('shows the vendor balance, the exchange rate and the vouchers of the chosen vendor to staff', async () => {
    const { user } = await renderCatalogue('/vouchers');
    const table = await screen.findByRole('table', { name: 'Unipin vouchers' }, firstLoad);
    expect(await within(table).findByText('PUBG Mobile UC')).toBeInTheDocument();
    expect(await screen.findByText('USD 5,000.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exchange rate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add rate' })).toBeInTheDocument();
    await choose(user, 'Vendor', 'Gamepoint');
    expect(await screen.findByRole('table', { name: 'Gamepoint vouchers' })).toBeInTheDocument();
    expect(await screen.findByText('Genshin Impact')).toBeInTheDocument();
  });

  it('shows staff the fields and servers a Gamepoint buyer is asked for, beside the packages', async () => {
    const { user } = await renderCatalogue('/vouchers?vendor=Gamepoint');
    await user.click(await screen.findByRole('button', { name: 'Details of Genshin Impact' }, firstLoad));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('table', { name: 'Products' })).toBeInTheDocument();
    const asked = within(dialog).getByRole('region', { name: 'What the buyer is asked' });
    expect(within(asked).getByText('Player ID')).toBeInTheDocument();
    expect(within(asked).getByText('Asia')).toBeInTheDocument();
  });

  it('shows the one message for any other vendor', async () => {
    await renderCatalogue('/vouchers?vendor=Steam');
    expect(await screen.findByText('Only Unipin and Gamepoint vouchers are available at the moment', {}, firstLoad)).toBeInTheDocument();
  });

  it('shows the fallback message when Gamepoint has no data for a voucher', async () => {
    const overrides: Partial<VouchersPort> = {
      vouchers: async () => [{ vendor: 'Gamepoint', id: '105', name: 'Space Raiders', iconUrl: null, active: null, productCount: null }],
      details: async () => ({ found: false, message: null }),
    };
    const { user } = await renderCatalogue('/vouchers?vendor=Gamepoint', { vouchers: overrides });
    await user.click(await screen.findByRole('button', { name: 'Details of Space Raiders' }, firstLoad));
    expect(await within(await screen.findByRole('dialog')).findByText('The details of this voucher are not available at the moment.')).toBeInTheDocument();
  });

  it('lets a merchant holding Vouchers.purchase buy, priced by the server, with one key per attempt', async () => {
    const base = new InMemoryVouchersAdapter();
    const keys: string[] = [];
    let first = true;
    const overrides: Partial<VouchersPort> = {
      purchase: async (purchase, key) => {
        keys.push(key);
        if (first) {
          first = false;
          throw new AppError('vendor_failed', 'Unipin did not answer in time');
        }
        return base.purchase(purchase, key);
      },
    };
    const { user } = await renderCatalogue('/vouchers', { vouchers: overrides }, { user: 'merchant' });
    expect(screen.queryByText('USD 5,000.00')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Details of PUBG Mobile UC' }, firstLoad));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('PKR 304.92')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Customer name'), 'Ali Raza');
    await user.type(within(dialog).getByLabelText('Customer mobile number'), '0300123');
    await user.type(within(dialog).getByLabelText('Customer email'), 'ali@mail.example');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await within(dialog).findByText('Mobile number must be 11 digits and start with 03')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Customer mobile number'), '4567');
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Unipin did not answer in time')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Buy' }));
    expect(await within(dialog).findByText('1234-5678-9012-3456')).toBeInTheDocument();
    // The failed attempt and its retry are one attempt: one key.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('voucher requests and transactions (spec 3 §2)', slow, () => {
  it('shows a merchant its own balance above the requests', async () => {
    await renderCatalogue('/vouchersRequest', {}, { user: 'merchant' });
    expect(await screen.findByRole('heading', { name: 'Your balance' }, firstLoad)).toBeInTheDocument();
    expect(await screen.findByText('PKR 125,000.00')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Voucher Requests' });
    expect(within(table).queryByText('Merchant')).not.toBeInTheDocument();
  });

  it('pages, filters through the report whitelist, cuts product names and colours the status', async () => {
    const transactions = vi.fn<VouchersPort['transactions']>((query) => new InMemoryVouchersAdapter().transactions(query));
    await renderCatalogue('/vouchersTransactions', { vouchers: { transactions } });
    const table = await screen.findByRole('table', { name: 'Voucher Transactions' }, firstLoad);
    await waitFor(() => expect(within(table).getAllByText('PUBG Mobile 60 …').length).toBeGreaterThan(0));
    expect(within(table).getAllByText('PUBG Mobile 60 …')[0]).toHaveAttribute('title', 'PUBG Mobile 60 UC');
    expect(within(table).getAllByText('SUCCESS')[0]?.closest('.p-tag')).toHaveClass('p-tag-success');
    expect(within(table).getAllByText('FAILED')[0]?.closest('.p-tag')).toHaveClass('p-tag-danger');
    expect(transactions).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1, filters: [] }));
  });
});
