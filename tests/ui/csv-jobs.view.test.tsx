import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CsvJob, CsvJobsPort, CsvJobsQuery } from '../../src/application/csv-jobs/csv-jobs.port';
import { csvJobsUseCases, csvExportMessages } from '../../src/application/csv-jobs/csv-jobs.use-case';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { afterProfile, tokenOf } from './render-portal';

// The first render also compiles the lazy screen, which takes longer than the profile delay alone.
const firstLoad = { timeout: 12_000 };

const job = (id: string, overrides: Partial<CsvJob> = {}): CsvJob => ({
  id,
  module: 'transactions',
  createdAt: '2024-05-02T06:30:00.000Z',
  status: 'completed',
  completedRecords: 10,
  totalRecords: 10,
  dateRange: { from: '2024-04-30T19:00:00.000Z', to: '2024-05-01T18:59:59.999Z' },
  ...overrides,
});

async function renderJobs(csvJobs: Partial<CsvJobsPort>, language: 'en' | 'ar' = 'en') {
  const sessionStore = new MemorySessionStore(await tokenOf('admin'), language);
  const problems: unknown[] = [];
  const container = createInMemoryContainer({ sessionStore, csvJobs, reportProblem: (problem) => problems.push(problem) });
  const useCases = portalUseCasesOf(container);
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={useCases} i18n={testI18n(language)}>
      <MemoryRouter initialEntries={['/csv-jobs']}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user, problems };
}

describe('the CSV jobs screen', () => {
  it('shows the query range, the coloured status, progress with two decimals and Download only when completed', async () => {
    await renderJobs({
      list: async () => ({
        rows: [
          job('job-done'),
          job('job-running', { status: 'inprogress', completedRecords: 1, totalRecords: 3 }),
          job('job-waiting', { status: 'pending', completedRecords: 0, totalRecords: 0, dateRange: null }),
          job('job-broken', { status: 'failed', completedRecords: 2, totalRecords: 8 }),
        ],
        total: 4,
      }),
    });
    await screen.findByRole('button', { name: 'Download CSV_job-done.csv' }, firstLoad);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const bodyRows = rows.filter((candidate) => candidate.closest('tbody'));
    expect(bodyRows).toHaveLength(4);
    expect(bodyRows[0]?.textContent).toContain('01 May 2024 – 01 May 2024');
    expect(bodyRows[0]?.textContent).toContain('02 May 2024 11:30:00 AM');
    expect(bodyRows[0]?.textContent).toContain('100.00%');
    expect(bodyRows[1]?.textContent).toContain('33.33%');
    expect(bodyRows[2]?.textContent).toContain('0.00%');
    expect(
      within(bodyRows[0] as HTMLElement)
        .getByText('Completed')
        .closest('[data-colour]')
        ?.getAttribute('data-colour'),
    ).toBe('green');
    expect(
      within(bodyRows[2] as HTMLElement)
        .getByText('Pending')
        .closest('[data-colour]')
        ?.getAttribute('data-colour'),
    ).toBe('yellow');
    expect(
      within(bodyRows[3] as HTMLElement)
        .getByText('Failed')
        .closest('[data-colour]')
        ?.getAttribute('data-colour'),
    ).toBe('red');
    expect(screen.getAllByRole('button', { name: /^Download CSV_/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Download CSV_job-done.csv' })).toBeInTheDocument();
  }, 20_000);

  it('asks the server for 10 rows, its sort and its filters', async () => {
    const queries: CsvJobsQuery[] = [];
    const { user } = await renderJobs({
      list: async (query) => {
        queries.push(query);
        return { rows: Array.from({ length: 10 }, (_, index) => job(`job-${query.page}-${index}`)), total: 25 };
      },
    });
    await screen.findByRole('button', { name: 'Download CSV_job-1-0.csv' }, afterProfile);
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'desc' } }), afterProfile);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(queries.at(-1)?.page).toBe(2));
    await user.click(screen.getByText('Status', { selector: 'th *' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 1, sort: { field: 'status', direction: 'asc' } }));
    await user.type(screen.getByLabelText('Filter by module'), 'transactions');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ module: 'transactions', page: 1 }), { timeout: 2000 });
    expect(screen.queryByRole('combobox', { name: /rows per page/i })).not.toBeInTheDocument();
  }, 20_000);

  it('asks for a link and saves the file on Download; a failure is only logged', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const links: string[] = [];
    const { user, problems } = await renderJobs({
      list: async () => ({ rows: [job('job-a'), job('job-b')], total: 2 }),
      downloadLink: async (id) => {
        if (id === 'job-b') throw new Error('gone');
        links.push(id);
        return `http://files.example/${id}.csv`;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV_job-a.csv' }, afterProfile));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(links).toEqual(['job-a']);
    await user.click(screen.getByRole('button', { name: 'Download CSV_job-b.csv' }));
    await waitFor(() => expect(problems).toHaveLength(1));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    clicked.mockRestore();
  });

  it('reads in Arabic', async () => {
    await renderJobs({ list: async () => ({ rows: [job('job-ar')], total: 1 }) }, 'ar');
    expect(await screen.findByRole('heading', { name: 'مهام CSV' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByText('مكتملة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل CSV_job-ar.csv' })).toBeInTheDocument();
  });
});

describe('startTransactionExport', () => {
  it('answers the spec’s messages for an accepted and a failed export', async () => {
    const problems: unknown[] = [];
    const filter = { from: '2024-05-01', to: '2024-05-01', country: 'PK', currency: 'PKR' as const, filters: [] };
    const accepted = csvJobsUseCases({ csvJobs: { startTransactionExport: async () => 'job-1' } as unknown as CsvJobsPort, reportProblem: () => {} });
    expect(await accepted.startTransactionExport(filter)).toEqual({
      accepted: true,
      message: csvExportMessages.accepted,
      messageKey: 'csvJobs.export.accepted',
      jobId: 'job-1',
    });
    const failing = csvJobsUseCases({
      csvJobs: { startTransactionExport: async () => Promise.reject(new Error('down')) } as unknown as CsvJobsPort,
      reportProblem: (problem) => problems.push(problem),
    });
    expect(await failing.startTransactionExport(filter)).toMatchObject({ accepted: false, message: 'Failed to generate CSV file' });
    expect(problems).toHaveLength(1);
  });
});
