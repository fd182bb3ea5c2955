import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../test-i18n';
import { ReportTable } from '../../../src/ui/kit/report-table';
import type { TableColumn } from '../../../src/ui/kit/table-types';

interface Row {
  id: string;
  name: string;
}

const columns: TableColumn<Row>[] = [
  { id: 'id', header: 'ID', body: (row) => row.id },
  { id: 'name', header: 'Name', body: (row) => row.name },
];
const rowsOf = (count: number, from = 0): Row[] => Array.from({ length: count }, (_, index) => ({ id: `r${from + index}`, name: `Row ${from + index}` }));

function ServerTable({ total, pageSizes }: { total: number; pageSizes: number[] }) {
  const [window, setWindow] = useState({ first: 0, rows: pageSizes[0] ?? 10 });
  const rows = rowsOf(Math.max(0, Math.min(window.rows, total - window.first)), window.first);
  return (
    <ReportTable
      label="People"
      rows={rows}
      dataKey="id"
      columns={columns}
      emptyMessage="Nobody here yet."
      pageSizes={pageSizes}
      paging={{ ...window, total, onPage: (first, size) => setWindow({ first, rows: size }) }}
    />
  );
}

function renderIn(language: 'en' | 'ar', ui: React.ReactElement) {
  return render(<I18nextProvider i18n={testI18n(language)}>{ui}</I18nextProvider>);
}

describe('the kit table', () => {
  it('pages on the server with one pager look, and no page-size choice for a single size', async () => {
    const user = userEvent.setup();
    renderIn('en', <ServerTable total={954} pageSizes={[10]} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getByText('r0')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 954')).toBeInTheDocument();
    expect(document.querySelector('.kit-pager__sizes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(screen.getByText('11–20 of 954')).toBeInTheDocument();
    expect(within(table).getByText('r10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last Page' }));
    expect(screen.getByText('951–954 of 954')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeDisabled();
  });

  it('offers rows per page when the spec gives several sizes', () => {
    renderIn('en', <ServerTable total={120} pageSizes={[25, 50, 100, 500]} />);
    expect(screen.getByText('1–25 of 120')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows per page')).toHaveValue('25');
  });

  it('shows a finished empty state without a pager', () => {
    renderIn('en', <ServerTable total={0} pageSizes={[10]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nobody here yet.');
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Page' })).not.toBeInTheDocument();
  });

  it('pages local rows itself and translates the pager in Arabic', async () => {
    const user = userEvent.setup();
    renderIn('ar', <ReportTable label="الأشخاص" rows={rowsOf(30)} columns={columns} emptyMessage="لا أحد" pageSizes={[25, 50, 100]} />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText(/من/)).toHaveTextContent('\u20661–25\u2069 من \u206630\u2069');
    await user.click(screen.getByRole('button', { name: 'الصفحة التالية' }));
    expect(screen.getByText('r29')).toBeInTheDocument();
  });
});
