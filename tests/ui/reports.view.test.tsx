import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryCsvJobsAdapter } from '../../src/infrastructure/csv-jobs/csv-jobs.in-memory-adapter';
import { InMemoryReportsAdapter } from '../../src/infrastructure/reports/reports.in-memory-adapter';
import { afterProfile, renderPortal, tokenOf } from './render-portal';

const slow = { timeout: 8000 };

async function openReport(type: string, user: 'admin' | 'merchant') {
  const rendered = renderPortal({ at: `/reports?type=${type}`, token: await tokenOf(user) });
  await screen.findByRole('navigation', { name: 'Main navigation' }, afterProfile);
  return rendered;
}

async function transactionGrid() {
  const grid = await screen.findByRole('table', {}, slow);
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(3), slow);
  return grid;
}

describe('transaction report (spec 1 §2, §4, §6)', { timeout: 20_000 }, () => {
  it('gives platform staff a status chip that changes the row in place', async () => {
    const { user } = await openReport('transaction-report', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction Report' }, slow)).toBeInTheDocument();
    const grid = await transactionGrid();
    const chip = within(grid).getAllByRole('button', { name: /^Pending: change to Success$|^Failed: change to Success$/ })[0] as HTMLElement;
    const row = chip.closest('tr') as HTMLElement;
    await user.click(chip);
    expect(await within(row).findByRole('button', { name: 'Success: change to Failed' })).toBeInTheDocument();
    // The toast is a lazy chunk of its own.
    expect(await screen.findByText(/is now Success/, {}, afterProfile)).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /Merchant Share \(96%\)/ })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: /PGW Share/ })).toBeInTheDocument();
  });

  it('shows a merchant the status without a way to change it', async () => {
    await openReport('transaction-report', 'merchant');
    const grid = await transactionGrid();
    expect(within(grid).queryAllByRole('button', { name: /change to/ })).toEqual([]);
    expect(within(grid).getAllByText(/^(Success|Failed|Pending)$/).length).toBeGreaterThan(3);
  });

  it('starts an export of the current filter and says so', async () => {
    const started = vi.spyOn(InMemoryCsvJobsAdapter.prototype, 'startTransactionExport');
    const { user } = await openReport('transaction-report', 'admin');
    await transactionGrid();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('CSV file is being generated. You will be notified once it is ready.', {}, afterProfile)).toBeInTheDocument();
    expect(started).toHaveBeenCalledWith(expect.objectContaining({ country: 'PK', currency: 'PKR', filters: [] }));
    started.mockRestore();
  });

  it('pages on the server: the next page shows other rows', async () => {
    const spy = vi.spyOn(InMemoryReportsAdapter.prototype, 'transactionReport');
    const { user } = await openReport('transaction-report', 'admin');
    const grid = await transactionGrid();
    const firstIds = within(grid).getAllByRole('row').slice(2).map((row) => row.textContent);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, pageSize: 10 })));
    await waitFor(() => expect(within(grid).getAllByRole('row').slice(2).map((row) => row.textContent)).not.toEqual(firstIds));
    spy.mockRestore();
  });
});

describe('settlement, billing and statements reports', { timeout: 20_000 }, () => {
  it('links each settlement to its summary', async () => {
    await openReport('settlement-report', 'admin');
    const link = await screen.findByRole('link', { name: 'Show settlement ST00005000' }, slow);
    expect(link).toHaveAttribute('href', '/settlement-summary/demo-settlement-0');
  });

  it('opens the detail rows of a billing summary row', async () => {
    const { user } = await openReport('billing-report', 'admin');
    const show = await screen.findByRole('button', { name: 'Show transactions of demo-easypaisa' }, slow);
    await user.click(show);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/demo-easypaisa · Demo Merchant/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(2));
  });

  it('lists statements with their percentages', async () => {
    await openReport('statements', 'merchant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' }, slow)).toBeInTheDocument();
    expect((await screen.findAllByText('4.00%', {}, slow)).length).toBeGreaterThan(0);
  });
});
