import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccounts, slow } from './accounts.support';
import { afterProfile } from './render-portal';

// docs/decisions/0035-reconciliation.md: platform staff see a provider's day by class and act on its lines.
describe('reconciliation screen', slow, () => {
  it('shows the counts per class and gives an orphan charge back after confirming', async () => {
    const { user } = await renderAccounts('/reconciliation');
    expect(await screen.findByRole('heading', { name: 'Reconciliation' }, afterProfile)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('count-provider_only')).toHaveTextContent('2'), afterProfile);
    expect(screen.getByTestId('count-matched')).toHaveTextContent('1');
    const refund = await screen.findByRole('button', { name: 'Refund ATT-1003' }, afterProfile);
    await user.click(refund);
    const dialog = await screen.findByRole('dialog', { name: 'Refund orphan charge' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Say why the charge is given back.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Answer lost, customer charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund ATT-1003' })).not.toBeInTheDocument(), afterProfile);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
  });

  it('shows a refund above the limit as waiting for a second approver', async () => {
    const { user } = await renderAccounts('/reconciliation');
    await user.click(await screen.findByRole('button', { name: 'Refund ATT-1004' }, afterProfile));
    const dialog = await screen.findByRole('dialog', { name: 'Refund orphan charge' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Never recorded');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund awaiting second approval (asked by admin)', {}, afterProfile)).toBeInTheDocument();
    expect(await screen.findByText('1 refund waits for a second approver.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve refund ATT-1004' })).toBeInTheDocument();
  });

  it('resolves a line with a note', async () => {
    const { user } = await renderAccounts('/reconciliation');
    await user.click(await screen.findByRole('button', { name: 'Resolve ATT-1005' }, afterProfile));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve line' });
    await user.type(within(dialog).getByLabelText('Note'), 'On the next day’s statement');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('On the next day’s statement', {}, afterProfile)).toBeInTheDocument();
  });

  it('says Permission Denied to staff without the Reconciliation right', async () => {
    await renderAccounts('/reconciliation', { user: 'support' });
    expect(await screen.findByText('Reconciliation is for platform staff with the Reconciliation right.', {}, afterProfile)).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await renderAccounts('/reconciliation', { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'التسوية مع المزوّدين' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findAllByText('لدى المزوّد فقط', {}, afterProfile)).not.toHaveLength(0);
  });
});
