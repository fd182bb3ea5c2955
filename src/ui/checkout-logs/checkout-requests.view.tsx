import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutRequest } from '../../application/checkout-logs/checkout-logs.port';
import { checkoutLogDefaultPageSize, checkoutLogPageSizes } from '../../domain/checkout-logs/checkout-log-paging';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateTimeText, moneyText } from '../kit/formatters';
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

function RequestsTable() {
  const { t } = useTranslation();
  const checkoutLogs = useArea('checkoutLogs');
  const [search, setSearch] = useState<CheckoutFilter>(initialCheckoutFilter);
  const {
    list: page,
    paging,
    restart,
  } = useGridPage('checkout-requests', checkoutLogPageSizes, (window) => checkoutLogs.requests({ ...search, page: window.page, pageSize: window.size }), {
    query: search,
    pageSize: checkoutLogDefaultPageSize,
  });
  const c = (key: string) => t(`checkoutLogs.requestColumns.${key}`);

  const columns: TableColumn<CheckoutRequest>[] = [
    { id: 'createdDate', header: c('createdDate'), body: (row) => <Ltr>{dateTimeText(row.createdDate)}</Ltr> },
    { id: 'serviceId', header: c('serviceId'), body: (row) => <Ltr>{row.serviceId}</Ltr> },
    { id: 'orderId', header: c('orderId'), body: (row) => <Ltr>{row.orderId}</Ltr> },
    { id: 'msisdn', header: c('msisdn'), body: (row) => <Ltr>{row.msisdn ?? dash}</Ltr> },
    { id: 'product', header: c('product'), body: (row) => row.product ?? dash },
    { id: 'amount', header: c('amount'), numeric: true, body: (row) => <Ltr>{moneyText(row.amount)}</Ltr> },
  ];

  return (
    <>
      <CheckoutSearchBar
        id="requests"
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
          label={t('screens.checkoutRequests.title')}
          rows={page.data?.rows ?? []}
          dataKey="id"
          columns={columns}
          loading={page.loading}
          emptyMessage={t('checkoutLogs.emptyRequests')}
          pageSizes={checkoutLogPageSizes}
          paging={paging}
          minWidth="52rem"
        />
      </div>
    </>
  );
}

/** spec 3 §2 Checkout Requests: merchants' calls to start a checkout; platform staff only (spec 3 §6). */
export function CheckoutRequestsView() {
  const { t } = useTranslation();
  const { isPlatform } = useCan();
  return (
    <section className="kit-page checkout-logs" aria-labelledby="checkout-requests-title">
      <PageHeader
        icon="pi-shopping-cart"
        title={t('screens.checkoutRequests.title')}
        subtitle={t('checkoutLogs.requestsSubtitle')}
        titleId="checkout-requests-title"
      />
      {isPlatform ? <RequestsTable /> : <PermissionDenied message={t('checkoutLogs.denied')} />}
    </section>
  );
}
