import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { BillingDetailRecord, BillingSummary } from '../../application/reports/reports.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { businessDateText, dateTimeText, moneyText, countryText } from '../kit/formatters';
import type { TableColumn } from '../kit/table-types';
import { useGridPage } from '../kit/use-grid-page';
import { reportPageSizes } from './report-page-sizes';
import { ReportGrid } from './report-grid';

/** Dates inside a translated sentence keep their own left-to-right order (LRI … PDI). */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** spec 1 §2: the transactions behind one billing summary row. */
export function BillingDetailDialog({ summary, onClose }: { summary: BillingSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const reports = useArea('reports');
  const rowsOf = { merchantId: summary.merchantId, serviceName: summary.serviceName, from: summary.from, to: summary.to };
  const { list: detail, paging } = useGridPage(
    'billing-detail',
    reportPageSizes.billing,
    (window) => reports.billingDetail({ ...rowsOf, page: window.page, pageSize: window.size }),
    { query: rowsOf },
  );
  const title = t('reports.billing.detailTitle', { service: summary.serviceName, merchant: summary.merchantName });
  const money = (pick: (row: BillingDetailRecord) => BillingDetailRecord['amount']) => (row: BillingDetailRecord) => <Ltr>{moneyText(pick(row))}</Ltr>;
  const columns: TableColumn<BillingDetailRecord>[] = [
    { id: 'transactionId', header: t('reports.columns.id'), body: (row) => <Ltr>{row.transactionId}</Ltr> },
    { id: 'transactionDate', header: t('reports.columns.date'), body: (row) => <bdi>{dateTimeText(row.transactionDate)}</bdi> },
    { id: 'country', header: t('reports.columns.country'), body: (row) => countryText(row.country) },
    { id: 'account', header: t('reports.columns.account'), body: (row) => <Ltr>{row.account}</Ltr> },
    { id: 'operator', header: t('reports.columns.operator'), body: (row) => row.operator },
    { id: 'currency', header: t('reports.columns.currency'), body: (row) => row.amount.currency },
    { id: 'serviceName', header: t('reports.columns.service'), body: (row) => row.serviceName },
    { id: 'amount', header: t('reports.columns.amount'), numeric: true, body: money((row) => row.amount) },
    { id: 'platformShare', header: t('reports.columns.platformShare'), numeric: true, body: money((row) => row.platformShare) },
    { id: 'merchantShare', header: t('reports.columns.merchantShareShort'), numeric: true, body: money((row) => row.merchantShare) },
  ];

  return (
    <Dialog visible onHide={onClose} header={title} className="report-detail" style={{ width: 'min(1100px, 96vw)' }} maximizable dismissableMask>
      <p className="report-detail__subtitle">
        {t('reports.billing.detailSubtitle', {
          count: summary.transactions,
          from: isolated(businessDateText(summary.from)),
          to: isolated(businessDateText(summary.to)),
        })}
      </p>
      <ReportGrid label={title} report={detail} dataKey="id" columns={columns} pageSizes={reportPageSizes.billing} paging={paging} scrollHeight="55vh" bare />
    </Dialog>
  );
}
