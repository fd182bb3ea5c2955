import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountTopUp, Merchant } from '../../src/application/accounts/merchants.port';
import { AppError } from '../../src/application/errors/app-error';
import { money } from '../../src/domain/money/money';
import { afterProfile } from './render-portal';
import { choose, renderAccounts, slow } from './accounts.support';

// The grid appears after the 1 s profile delay and a lazy chunk; a busy machine needs longer.
const loaded = { timeout: 10_000 };
const rowOf = async (name: string) => (await screen.findByRole('cell', { name }, loaded)).closest('tr') as HTMLElement;

describe('merchants grid (spec 2 §2.2)', slow, () => {
  it('lists merchants with balance, status and created date, and offers Create Merchant to platform staff', async () => {
    await renderAccounts('/merchants');
    const row = await rowOf('Demo Merchant');
    expect(within(row).getByText('125,000.50')).toBeInTheDocument();
    expect(within(row).getByText('12 Jan 2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Demo Merchant is Active: Deactivate/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Merchant' })).toHaveAttribute('href', '/merchants/form/new');
  });

  it('asks the server for the next page and shows its count (docs/decisions/0027-administration-grids.md)', { timeout: 60_000 }, async () => {
    const merchantNamed = (index: number): Merchant => ({
      id: `m${index}`,
      name: `Merchant ${String(index).padStart(3, '0')}`,
      country: 'Pakistan',
      currency: 'PKR',
      notificationEmail: null,
      supportEmail: null,
      billingEmail: null,
      commercialEmail: null,
      showBalance: true,
      accountBalance: money('10', 'PKR'),
      status: 'Active',
      createdDate: '2026-01-12T09:30:00.000Z',
    });
    const pageMerchants = vi.fn(async (window: { page: number; size: number }) => ({
      rows: Array.from({ length: window.size }, (_, index) => merchantNamed((window.page - 1) * window.size + index + 1)),
      total: 60,
    }));
    const { user } = await renderAccounts('/merchants', { merchants: { pageMerchants } });
    await rowOf('Merchant 001');
    expect(screen.getByText(/1\D+25\D+60/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    await rowOf('Merchant 026');
    expect(pageMerchants).toHaveBeenLastCalledWith({ page: 2, size: 25 });
  });

  it("shows 'Permission Denied' to a user without MerchentManagement.viewAll", async () => {
    await renderAccounts('/merchants', { user: 'merchant' });
    expect(await screen.findByRole('heading', { name: 'Permission Denied' }, afterProfile)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the 'Oops...' dialog when the list cannot load", async () => {
    await renderAccounts('/merchants', { merchants: { pageMerchants: () => Promise.reject(new AppError('unexpected', 'boom')) } });
    const dialog = await screen.findByRole('dialog', {}, afterProfile);
    expect(within(dialog).getByText('Oops...')).toBeInTheDocument();
    expect(within(dialog).getByText('Something went wrong')).toBeInTheDocument();
  });

  it('toggles the status after a confirmation and updates the row', async () => {
    const { user } = await renderAccounts('/merchants');
    const row = await rowOf('Demo Merchant');
    await user.click(within(row).getByRole('button', { name: /Deactivate/ }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await within(row).findByRole('button', { name: /Demo Merchant is Inactive: Activate/ })).toBeInTheDocument();
  });

  it('deletes a merchant after the spec’s confirmation and says so', async () => {
    const { user } = await renderAccounts('/merchants');
    const row = await rowOf('Game Zone');
    await user.click(within(row).getByRole('button', { name: 'Delete Game Zone' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(dialog).getByText('Changes will not be revert back.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(screen.getByText('Merchant has been deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Game Zone')).not.toBeInTheDocument());
  });

  it("answers a refused delete with 'Oops... Something went wrong' and keeps the row", async () => {
    const { user } = await renderAccounts('/merchants');
    const row = await rowOf('Demo Merchant');
    await user.click(within(row).getByRole('button', { name: 'Delete Demo Merchant' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Oops...')).toBeInTheDocument();
    expect(screen.getByText(/^Something went wrong\. A merchant holding an account balance cannot be deleted$/)).toBeInTheDocument();
    expect(screen.getByText('Demo Merchant')).toBeInTheDocument();
  });

  it('reveals the keys and copies one with the info toast', async () => {
    const { user } = await renderAccounts('/merchants');
    const row = await rowOf('Demo Merchant');
    await user.click(within(row).getByRole('button', { name: 'Confidential keys of Demo Merchant' }));
    const dialog = await screen.findByRole('dialog');
    for (const label of ['SID', 'Public Key', 'Private Key', 'Token', 'Base64 (SID:Token)']) expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText('pk_demo_merchant-demo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Private Key' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('sk_demo_merchant-demo');
    expect(await screen.findByText('Text copied successfully')).toBeInTheDocument();
  });

  it('rotates the secret key after a confirmation naming until when the old key works (docs/decisions/0047-backups-and-key-rotation.md)', async () => {
    const { user } = await renderAccounts('/merchants');
    const row = await rowOf('Demo Merchant');
    await user.click(within(row).getByRole('button', { name: 'Confidential keys of Demo Merchant' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Only this secret key works.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    const question = /The current key keeps working for 24 hours, until \d{2} \w{3} \d{4}/;
    const confirmOf = async () => (await screen.findByText(question, {}, loaded)).closest('[role="dialog"], [role="alertdialog"]') as HTMLElement;
    // Cancelled: nothing changes.
    await user.click(within(await confirmOf()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(question)).not.toBeInTheDocument());
    expect(within(dialog).getByText('sk_demo_merchant-demo')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    await user.click(within(await confirmOf()).getByRole('button', { name: 'Rotate key' }));
    expect(await within(dialog).findByText('sk_demo_merchant-demo_r1')).toBeInTheDocument();
    expect(within(dialog).getByText(/The previous secret key still works until/)).toBeInTheDocument();
    expect(await screen.findByText('Secret key rotated. Give the merchant the new Private Key.')).toBeInTheDocument();
  });

  it('hides write actions and the keys from staff who may only look', async () => {
    await renderAccounts('/merchants', { user: 'support' });
    const row = await rowOf('Demo Merchant');
    expect(within(row).getByRole('button', { name: 'History of Demo Merchant' })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Confidential keys of', 'Add account balance to']) {
      expect(within(row).queryByRole('button', { name: new RegExp(`^${name}`) })).not.toBeInTheDocument();
    }
    expect(within(row).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Merchant' })).not.toBeInTheDocument();
  });
});

describe('merchant form (spec 2 §2.2, §4, §5)', slow, () => {
  it('shows the schema’s messages on Save of an empty form', async () => {
    const { user } = await renderAccounts('/merchants/form/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }, afterProfile));
    expect(await screen.findByText('Please select a department')).toBeInTheDocument();
    expect(screen.getByText('Please provide valid account name')).toBeInTheDocument();
    expect(screen.getByText('Please provide currency')).toBeInTheDocument();
  });

  it('creates an active merchant and returns to the list with a notice', async () => {
    const { user } = await renderAccounts('/merchants/form/new');
    await choose(user, 'Country', 'Egypt');
    await user.type(screen.getByLabelText('Account Name'), 'Nile Pay');
    await choose(user, 'Currency', 'EGP');
    await user.type(screen.getByLabelText('Support Email'), 'help@nile.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Merchant created.', {}, afterProfile)).toBeInTheDocument();
    const row = await rowOf('Nile Pay');
    expect(within(row).getByText('EGP')).toBeInTheDocument();
  });

  it('stays on the form when the new merchant comes back inactive', async () => {
    const inactive: Merchant = {
      id: 'm9',
      name: 'Later Pay',
      country: 'Pakistan',
      currency: 'PKR',
      notificationEmail: null,
      supportEmail: null,
      billingEmail: null,
      commercialEmail: null,
      showBalance: false,
      accountBalance: money('0', 'PKR'),
      status: 'Inactive',
      createdDate: '2026-05-01T00:00:00.000Z',
    };
    const { user } = await renderAccounts('/merchants/form/new', { merchants: { createMerchant: () => Promise.resolve(inactive) } });
    await choose(user, 'Country', 'Pakistan');
    await user.type(screen.getByLabelText('Account Name'), 'Later Pay');
    await choose(user, 'Currency', 'PKR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/created but is not active yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create Merchant', level: 1 })).toBeInTheDocument();
  });

  it('edits a merchant, shows a server refusal under its field, and returns to the list', async () => {
    const editMerchant = vi
      .fn()
      .mockRejectedValueOnce(new AppError('conflict', 'A merchant with this name already exists', 'name'))
      .mockImplementationOnce(async (_id: string, details: Merchant) => ({
        ...details,
        id: 'merchant-demo',
        accountBalance: money('0', 'PKR'),
        status: 'Active',
        createdDate: '2026-01-12T09:30:00.000Z',
      }));
    const { user } = await renderAccounts('/merchants/form/merchant-demo', { merchants: { editMerchant } });
    const name = await screen.findByLabelText('Account Name', {}, afterProfile);
    expect(name).toHaveValue('Demo Merchant');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('A merchant with this name already exists')).toHaveLength(2);
    expect(editMerchant).toHaveBeenCalledWith('merchant-demo', expect.objectContaining({ name: 'Demo Merchant', country: 'Pakistan', currency: 'PKR' }));
    await user.clear(name);
    await user.type(name, 'Demo Merchant Two');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Merchant updated.', {}, loaded)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Merchants', level: 1 })).toBeInTheDocument();
  });
});

describe('account balance (spec 2 §2.2, §5)', slow, () => {
  it('asks for the amount first when tax comes first', async () => {
    const { user } = await renderAccounts('/merchants/account-balance/merchant-demo');
    await user.type(await screen.findByLabelText('Tax %', {}, afterProfile), '5');
    await user.tab();
    expect(await screen.findByText('Please provide amount first')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '100');
    await waitFor(() => expect(screen.queryByText('Please provide amount first')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Net Amount')).toHaveValue('PKR 95.00');
  });

  it('computes the net amount live and adds it once, with one idempotency key', async () => {
    const topUps: AccountTopUp[] = [];
    const { user, useCases } = await renderAccounts('/merchants/account-balance/merchant-demo', {
      merchants: {
        addAccountBalance: async (_id, topUp) => {
          topUps.push(topUp);
          return { ...(await (await useCases.areas.load('merchants')).get('merchant-demo')), accountBalance: money('125850.50', 'PKR') };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Account Balance', level: 1 }, afterProfile)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Amount'), '1000');
    await user.type(screen.getByLabelText('Tax %'), '15');
    await waitFor(() => expect(screen.getByLabelText('Net Amount')).toHaveValue('PKR 850.00'));
    const submit = screen.getByRole('button', { name: 'Add Account Balance' });
    await user.dblClick(submit);
    expect(await screen.findByText(/Account balance added: Demo Merchant now holds PKR 125,850.50/, {}, afterProfile)).toBeInTheDocument();
    expect(topUps).toHaveLength(1);
    expect(topUps[0]?.netAmount).toEqual(money('850', 'PKR'));
    expect(topUps[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('merchant history (spec 2 §2.2)', slow, () => {
  it("titles the page '<name> History' and lists entries newest first", async () => {
    await renderAccounts('/merchants/history/merchant-demo', {
      merchants: {
        merchantHistory: async (id) => ({
          id,
          name: 'Demo Merchant',
          entries: [
            { date: '2026-01-12T09:30:00.000Z', description: 'Account created by Platform Admin (admin)' },
            { date: '2026-02-01T09:30:00.000Z', description: 'Status changed from Active to Inactive by Platform Admin (admin)' },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Demo Merchant History', level: 1 }, afterProfile)).toBeInTheDocument();
    const texts = screen.getAllByText(/by Platform Admin/).map((node) => node.textContent);
    expect(texts[0]).toMatch(/^Status changed/);
    expect(texts[1]).toMatch(/^Account created/);
  });
});

describe('merchants in Arabic (spec 2 §1)', slow, () => {
  it('shows the grid right to left with Arabic headings', async () => {
    await renderAccounts('/merchants', { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'التجّار', level: 1 }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'رصيد الحساب' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
