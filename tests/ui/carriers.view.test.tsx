import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import { choose, renderAccounts, slow } from './accounts.support';

const loaded = { timeout: 10_000 };
const rowOf = async (name: string) => (await screen.findByRole('cell', { name }, loaded)).closest('tr') as HTMLElement;

describe('carriers list (spec 2 §2.3, §4)', slow, () => {
  it('lists carriers with type, status and a button that reads the action it takes', async () => {
    await renderAccounts('/carriers');
    const jazz = await rowOf('Jazz');
    expect(within(jazz).getByText('Carrier')).toBeInTheDocument();
    expect(within(jazz).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(within(await rowOf('Zong')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    // The platform's own record cannot be deactivated.
    expect(within(await rowOf('PGW')).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Carrier' })).toHaveAttribute('href', '/carriers/form/new');
  });

  it('flips the button after a successful toggle', async () => {
    const { user } = await renderAccounts('/carriers');
    const jazz = await rowOf('Jazz');
    await user.click(within(jazz).getByRole('button', { name: 'Deactivate' }));
    expect(await within(jazz).findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(jazz).getByText('Inactive')).toBeInTheDocument();
  });

  it("says 'Something went wrong' when a toggle fails, and keeps the row", async () => {
    const { user } = await renderAccounts('/carriers', { carriers: { setCarrierStatus: () => Promise.reject(new AppError('unexpected', 'x')) } });
    const jazz = await rowOf('Jazz');
    await user.click(within(jazz).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(within(jazz).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('hides create, edit and toggle from staff who may only look', async () => {
    await renderAccounts('/carriers', { user: 'support' });
    const jazz = await rowOf('Jazz');
    expect(within(jazz).getByRole('button', { name: 'History of Jazz' })).toBeInTheDocument();
    expect(within(jazz).queryByRole('button', { name: 'Edit Jazz' })).not.toBeInTheDocument();
    expect(within(jazz).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Carrier' })).not.toBeInTheDocument();
  });

  it("shows 'Permission Denied' without CarrierManagement.viewAll", async () => {
    await renderAccounts('/carriers', { user: 'merchant' });
    expect(await screen.findByRole('heading', { name: 'Permission Denied' }, loaded)).toBeInTheDocument();
  });
});

describe('carrier form and history (spec 2 §2.3, §5)', slow, () => {
  it('asks for the type, then creates an operator and returns to the list', async () => {
    const { user } = await renderAccounts('/carriers/form/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }, loaded));
    expect(await screen.findByText('Please select type')).toBeInTheDocument();
    await choose(user, 'Country', 'Malaysia');
    await choose(user, 'Type', 'Operator');
    await user.type(screen.getByLabelText('Account Name'), 'Celcom');
    await choose(user, 'Currency', 'USD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier created.', {}, loaded)).toBeInTheDocument();
    const row = await rowOf('Celcom');
    expect(within(row).getByText('Operator')).toBeInTheDocument();
  });

  it('edits a carrier from its current values', async () => {
    const { user } = await renderAccounts('/carriers/form/carrier-jazz');
    const name = await screen.findByLabelText('Account Name', {}, loaded);
    await waitFor(() => expect(name).toHaveValue('Jazz'));
    await user.clear(name);
    await user.type(name, 'Jazz Cash');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier updated.', {}, loaded)).toBeInTheDocument();
    expect(await rowOf('Jazz Cash')).toBeInTheDocument();
  });

  it("titles the history '<name> History'", async () => {
    await renderAccounts('/carriers/history/carrier-jazz');
    expect(await screen.findByRole('heading', { name: 'Jazz History', level: 1 }, loaded)).toBeInTheDocument();
    expect(screen.getByText('Account created by Platform Admin (admin)')).toBeInTheDocument();
  });
});
