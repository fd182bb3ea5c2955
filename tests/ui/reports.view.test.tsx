import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BillingSummary, StatementRecord, TransactionRecord } from '../../src/application/reports/reports.port';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { InMemoryCsvJobsAdapter } from '../../src/infrastructure/csv-jobs/csv-jobs.in-memory-adapter';
import type { InMemoryContainerOptions } from '../../src/infrastructure/di/in-memory-container';
import { InMemoryReportsAdapter } from '../../src/infrastructure/reports/reports.in-memory-adapter';
import { afterProfile, renderPortal, tokenOf } from './render-portal';

const slow = { timeout: 8000 };

async function openReport(type: string, user: 'admin' | 'merchant', options: { ports?: InMemoryContainerOptions; language?: 'en' | 'ar' } = {}) {
  const rendered = renderPortal({ at: `/reports?type=${type}`, token: await tokenOf(user), ...options });
  await screen.findByRole('navigation', { name: options.language === 'ar' ? 'القائمة الرئيسية' : 'Main navigation' }, afterProfile);
  return rendered;
}

async function transactionGrid() {
  const grid = await screen.findByRole('table', {}, slow);
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(3), slow);
  return grid;
}

/** The text of each body row's cell under the column headed `header`. */
function columnTexts(grid: HTMLElement, header: string): string[] {
  const [titles, ...rows] = within(grid).getAllByRole('row');
  const index = within(titles as HTMLElement)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent?.trim() === header);
  expect(index, `a column headed ${header}`).toBeGreaterThanOrEqual(0);
  // The filter row under the titles holds column headers, not cells.
  return rows.flatMap((row) => {
    const cells = within(row).queryAllByRole('cell');
    return cells.length === 0 ? [] : [cells[index]?.textContent?.trim() ?? ''];
  });
}

const pkr = (amount: string) => money(amount, 'PKR');

/** A Success payment as the report answers it, with what its refunds gave back. */
function payment(id: string, refunded: string): TransactionRecord {
  return {
    id,
    transactionId: `EP${id}`,
    orderId: `ORD-${id}`,
    account: '03001234567',
    country: 'Pakistan',
    operator: 'Telenor',
    product: 'E-book',
    serviceName: 'demo-easypaisa',
    transactionDate: new Date().toISOString(),
    amount: pkr('1500.00'),
    merchantShare: pkr('1440.00'),
    platformShare: pkr('60.00'),
    netAmount: pkr('1440.00'),
    status: 'Success',
    refunded: pkr(refunded),
  };
}

describe('refunds in the report grids (docs/decisions/0041-refunds-in-the-money-figures.md)', { timeout: 20_000 }, () => {
  it('shows what was refunded of each payment, 0.00 when nothing was', async () => {
    const rows = [payment('1', '1234.50'), payment('2', '0.00')];
    await openReport('transaction-report', 'admin', { ports: { reports: { transactionReport: async () => ({ rows, total: rows.length }) } } });
    const grid = await screen.findByRole('table', {}, slow);
    await waitFor(() => expect(columnTexts(grid, 'ID')).toEqual(['EP1', 'EP2']), slow);
    expect(columnTexts(grid, 'Refunded')).toEqual(['1,234.50', '0.00']);
  });

  it("shows a billing row's refunds and the server's settlement amount after them", async () => {
    const summary: BillingSummary = {
      merchantId: 'merchant-demo',
      merchantName: 'Demo Merchant',
      serviceName: 'demo-easypaisa',
      country: 'Pakistan',
      from: '2026-05-01',
      to: '2026-05-30',
      transactions: 2,
      totalAmount: pkr('1000.00'),
      platformShare: pkr('40.00'),
      merchantShare: pkr('960.00'),
      refunded: pkr('250.00'),
      settlementAmount: pkr('720.25'),
    };
    await openReport('billing-report', 'admin', { ports: { reports: { billingReport: async () => [summary] } } });
    const grid = await screen.findByRole('table', {}, slow);
    await waitFor(() => expect(columnTexts(grid, 'Service Name')).toEqual(['demo-easypaisa']), slow);
    expect(columnTexts(grid, 'Refunded')).toEqual(['250.00']);
    expect(columnTexts(grid, 'Settlement Amount')).toEqual(['720.25']);
  });

  it("shows a statement month's refunds and the net after them, in Arabic too", async () => {
    const month: StatementRecord = {
      merchantName: 'Demo Merchant',
      serviceName: 'demo-easypaisa',
      payInPercent: decimal('4.0000'),
      payOutPercent: decimal('0.0000'),
      refunded: pkr('120.00'),
      netAmount: pkr('-115.20'),
      totalAmount: pkr('0.00'),
      month: '2026-05-01',
    };
    const ports = { reports: { statements: async () => ({ rows: [month], total: 1 }) } };
    await openReport('statements', 'merchant', { ports, language: 'ar' });
    const grid = await screen.findByRole('table', {}, slow);
    await waitFor(() => expect(columnTexts(grid, 'اسم الخدمة')).toEqual(['demo-easypaisa']), slow);
    expect(columnTexts(grid, 'المبلغ المسترد')).toEqual(['120.00']);
    expect(columnTexts(grid, 'المبلغ الصافي')).toEqual(['-115.20']);
  });
});

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
    const firstIds = within(grid)
      .getAllByRole('row')
      .slice(2)
      .map((row) => row.textContent);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, pageSize: 10 })));
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .slice(2)
          .map((row) => row.textContent),
      ).not.toEqual(firstIds),
    );
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
