import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstLoad, renderCatalogue } from './catalogue-render';

const slow = { timeout: 30_000 };

describe('the payout request screen (spec 3 §2, §4, §8)', slow, () => {
  it('opens a Pending request with its job, approves it after the will-not-revert confirmation', async () => {
    const { user } = await renderCatalogue('/loan-requests');
    const table = await screen.findByRole('table', { name: 'Payout Request' }, firstLoad);
    expect(await within(table).findByText('LN00001001')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'View LN00001001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout LN00001001' });
    expect(within(dialog).getByText('Operator timeout, retrying')).toBeInTheDocument();
    expect(within(dialog).getByText('Next Retry In')).toBeInTheDocument();
    expect(within(dialog).queryByText('Approval Date')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText(/will not revert/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('LN00001001 is approved and being sent.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Approval Date')).toBeInTheDocument();
  });

  it('shows a refresh without a provider answer as the generic error toast, and the toggles as actions', async () => {
    const { user } = await renderCatalogue('/loan-requests');
    expect(await screen.findByRole('button', { name: 'Start Jazzcash auto payment' }, firstLoad)).toBeEnabled();
    await user.click(await screen.findByRole('button', { name: 'View LN00001002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout LN00001002' });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh Easypaisa' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('easypaisa has no payout for this request')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Start Easypaisa auto payment' }));
    expect(await screen.findByRole('button', { name: 'Stop Easypaisa auto payment' })).toBeEnabled();
  });

  it('shows a merchant the Loan Request button but no staff actions', async () => {
    await renderCatalogue('/loan-requests', {}, { user: 'merchant' });
    expect(await screen.findByRole('button', { name: 'Loan Request' }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'File Record' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /auto payment/ })).not.toBeInTheDocument();
  });
});
