import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutLog } from '../../application/checkout-logs/checkout-logs.port';
import { checkoutLogDefaultPageSize, checkoutLogPageSizes } from '../../domain/checkout-logs/checkout-log-paging';
import { decimal } from '../../domain/money/decimal';
import { fromDecimal } from '../../domain/money/money';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateTimeText, moneyText } from '../kit/formatters';
import { JsonBlock } from '../kit/json-block';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import { type CheckoutFilter, CheckoutSearchBar, initialCheckoutFilter } from './checkout-search';
import './checkout-logs.css';

const dash = '—';
/** The row's amount (exact decimal text from the domain) in the en-PK format; PKR (spec 3 §9). */
const amountText = (amount: string | null) => (amount === null ? dash : moneyText(fromDecimal(decimal(amount), 'PKR')));

function LogsTable() {
  const { t } = useTranslation();
  const checkoutLogs = useArea('checkoutLogs');
  const [search, setSearch] = useState<CheckoutFilter>(initialCheckoutFilter);
  const [opened, setOpened] = useState<CheckoutLog | null>(null);
  const {
    list: page,
    paging,
    restart,
  } = useGridPage('checkout-logs', checkoutLogPageSizes, (window) => checkoutLogs.logs({ ...search, page: window.page, pageSize: window.size }), {
    query: search,
    pageSize: checkoutLogDefaultPageSize,
  });
  const c = (key: string) => t(`checkoutLogs.columns.${key}`);

  const columns: TableColumn<CheckoutLog>[] = [
    { id: 'createdDate', header: c('createdDate'), body: (log) => <Ltr>{dateTimeText(log.createdDate)}</Ltr> },
    { id: 'provider', header: c('provider'), body: (log) => <span className="checkout-logs__provider">{log.provider}</span> },
    { id: 'reference', header: c('reference'), body: (log) => <Ltr>{log.row.reference ?? dash}</Ltr> },
    { id: 'amount', header: c('amount'), numeric: true, body: (log) => <Ltr>{amountText(log.row.amount)}</Ltr> },
    { id: 'mobileNumber', header: c('mobileNumber'), body: (log) => <Ltr>{log.row.mobileNumber ?? dash}</Ltr> },
    { id: 'message', header: c('message'), body: (log) => log.row.message ?? dash, minWidth: '14rem' },
    {
      id: 'details',
      header: c('details'),
      body: (log) => (
        <Button
          type="button"
          icon="pi pi-eye"
          text
          rounded
          size="small"
          aria-label={t('checkoutLogs.open', { id: log.orderId ?? log.id })}
          onClick={() => setOpened(log)}
        />
      ),
    },
  ];

  return (
    <>
      <CheckoutSearchBar
        id="logs"
        search={search}
        onSearch={(next) => {
          setSearch(next);
          restart();
        }}
      />
      {page.error && (
        <LoadFailure message={`${t('checkoutLogs.loadFailed')} ${errorMessageOf(t, page.error)}`} retryLabel={t('checkoutLogs.retry')} onRetry={page.reload} />
      )}
      <div className="kit-card">
        <ReportTable
          label={t('screens.checkoutLogs.title')}
          rows={page.data?.rows ?? []}
          dataKey="id"
          columns={columns}
          loading={page.loading}
          emptyMessage={t('checkoutLogs.empty')}
          pageSizes={checkoutLogPageSizes}
          paging={paging}
          minWidth="60rem"
        />
      </div>
      <Dialog
        header={t('checkoutLogs.detailTitle')}
        visible={opened !== null}
        onHide={() => setOpened(null)}
        className="checkout-logs__dialog"
        modal
        dismissableMask
      >
        {opened && (
          <div className="checkout-logs__detail">
            <p>
              <Ltr>{opened.provider}</Ltr> · <Ltr>{opened.orderId ?? dash}</Ltr> · <Ltr>{dateTimeText(opened.createdDate)}</Ltr>
            </p>
            <h3>{t('checkoutLogs.request')}</h3>
            <JsonBlock value={opened.request} label={t('checkoutLogs.request')} />
            <h3>{t('checkoutLogs.response')}</h3>
            <JsonBlock value={opened.response} label={t('checkoutLogs.response')} />
          </div>
        )}
      </Dialog>
    </>
  );
}

/** spec 3 §2 Checkout Logs: platform staff only (spec 3 §6); rows differ by provider. */
export function CheckoutLogsView() {
  const { t } = useTranslation();
  const { isPlatform } = useCan();
  return (
    <section className="kit-page checkout-logs" aria-labelledby="checkout-logs-title">
      <PageHeader icon="pi-database" title={t('screens.checkoutLogs.title')} subtitle={t('checkoutLogs.subtitle')} titleId="checkout-logs-title" />
      {isPlatform ? <LogsTable /> : <PermissionDenied message={t('checkoutLogs.denied')} />}
    </section>
  );
}
