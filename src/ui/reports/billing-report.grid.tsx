import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingSummary } from '../../application/reports/reports.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { DateRangeField } from '../kit/date-range-field';
import { FilterBar } from '../kit/filter-bar';
import { rangeOfPreset, type DateRangeValue } from '../kit/date-range-presets';
import { countText, moneyText, countryText } from '../kit/formatters';
import type { TableColumn } from '../kit/table-types';
import { useRemoteData } from '../kit/use-remote-data';
import { BillingDetailDialog } from './billing-detail.dialog';
import { reportPageSizes } from './report-page-sizes';
import { ReportGrid } from './report-grid';

export function BillingReportGrid() {
  const { t } = useTranslation();
  const reports = useArea('reports');
  const [range, setRange] = useState(() => rangeOfPreset('last30days'));
  const [picked, setPicked] = useState<DateRangeValue>(range);
  const [shown, setShown] = useState<BillingSummary | null>(null);
  // One call answers every summary row; the table pages them itself.
  const report = useRemoteData(`${range.from}/${range.to}`, async () => {
    const rows = await reports.billingReport(range.from, range.to);
    return { rows, total: rows.length };
  });
  const money = (pick: (row: BillingSummary) => BillingSummary['totalAmount']) => (row: BillingSummary) => <Ltr>{moneyText(pick(row))}</Ltr>;
  const columns: TableColumn<BillingSummary>[] = [
    { id: 'merchantName', header: t('reports.columns.merchant'), frozen: 'start', body: (row) => row.merchantName },
    { id: 'country', header: t('reports.columns.country'), body: (row) => countryText(row.country) },
    { id: 'currency', header: t('reports.columns.currency'), body: (row) => row.totalAmount.currency },
    {
      id: 'serviceName',
      header: t('reports.columns.serviceName'),
      // The Show action sits with the row's service, icon only: the figures keep the width, and the
      // frozen reading end is the money, as for every list (src/ui/kit/kit.css).
      body: (row) => (
        <span className="report-billing-service">
          {row.serviceName}
          <Button
            type="button"
            icon="pi pi-eye"
            text
            rounded
            size="small"
            title={t('reports.billing.show')}
            aria-label={t('reports.billing.showLabel', { service: row.serviceName })}
            onClick={() => setShown(row)}
          />
        </span>
      ),
    },
    { id: 'transactions', header: t('reports.columns.transactions'), numeric: true, body: (row) => <Ltr>{countText(row.transactions)}</Ltr> },
    { id: 'totalAmount', header: t('reports.columns.totalAmount'), numeric: true, body: money((row) => row.totalAmount) },
    { id: 'platformShare', header: t('reports.columns.platformShare'), numeric: true, body: money((row) => row.platformShare) },
    { id: 'merchantShare', header: t('reports.columns.merchantShareShort'), numeric: true, body: money((row) => row.merchantShare) },
    // docs/decisions/0041-refunds-in-the-money-figures.md: the refunds of the range, then the server's settlement after them.
    { id: 'refunded', header: t('reports.columns.refunded'), numeric: true, body: money((row) => row.refunded) },
    { id: 'settlementAmount', header: t('reports.columns.settlementAmount'), numeric: true, frozen: 'end', body: money((row) => row.settlementAmount) },
  ];

  return (
    <>
      <FilterBar
        label={t('reports.filters.label')}
        onSubmit={() => picked.from && setRange({ from: picked.from, to: picked.to ?? picked.from })}
        actions={<Button type="submit" icon="pi pi-search" label={t('reports.billing.filter')} disabled={!picked.from} />}
      >
        <DateRangeField id="billing-dates" value={picked} onChange={setPicked} />
      </FilterBar>
      <ReportGrid
        label={t('screens.billingReport.title')}
        report={report}
        columns={columns}
        pageSizes={reportPageSizes.billing}
        className="report-table--billing"
      />
      {shown && <BillingDetailDialog summary={shown} onClose={() => setShown(null)} />}
    </>
  );
}
