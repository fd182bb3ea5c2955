import { useTranslation } from 'react-i18next';
import type { MerchantBalance, VoucherRequest } from '../../application/vouchers/vouchers.port';
import { voucherGridSizes } from '../../domain/vouchers/voucher-vendors';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateTimeText, moneyWithCurrencyText, percentText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { useGridPage } from '../kit/use-grid-page';
import { VoucherStatus } from './voucher-status';
import './vouchers.css';

/** spec 3 §6: a merchant sees its own balance; platform staff every merchant's. */
function MerchantBalances() {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const { isPlatform } = useCan();
  const balances = useRemoteData('balances', () => vouchers.merchantBalances());
  const [own] = balances.data ?? [];
  if (!isPlatform) {
    return (
      <section className="kit-card vouchers-balance" aria-labelledby="vouchers-merchant-balance">
        <h2 id="vouchers-merchant-balance">{t('vouchers.requests.ownBalance')}</h2>
        <p className="vouchers-balance__figure" aria-live="polite">
          {own ? (
            <Ltr>{moneyWithCurrencyText(own.availableBalance)}</Ltr>
          ) : balances.error ? (
            errorMessageOf(t, balances.error)
          ) : balances.loading ? (
            t('vouchers.loading')
          ) : (
            '—'
          )}
        </p>
      </section>
    );
  }
  const columns: TableColumn<MerchantBalance>[] = [
    { id: 'merchantName', header: t('vouchers.requests.columns.merchantName'), body: (row) => row.merchantName },
    {
      id: 'availableBalance',
      header: t('vouchers.requests.columns.availableBalance'),
      numeric: true,
      body: (row) => <Ltr>{moneyWithCurrencyText(row.availableBalance)}</Ltr>,
    },
  ];
  return (
    <section className="kit-card vouchers-balances" aria-labelledby="vouchers-merchant-balances">
      <h2 id="vouchers-merchant-balances">{t('vouchers.requests.balances')}</h2>
      <ReportTable
        label={t('vouchers.requests.balances')}
        rows={balances.data ?? []}
        dataKey="merchantId"
        columns={columns}
        loading={balances.loading}
        emptyMessage={t('vouchers.empty')}
        pageSizes={[5, 25]}
        narrowLayout="scroll"
      />
    </section>
  );
}

/** spec 3 §2 /vouchersRequest: the voucher requests (25 a page, 25/50/100) and the merchant balance. */
export function VoucherRequestsView() {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const { can, isPlatform } = useCan();
  const { list, paging } = useGridPage('voucher-requests', voucherGridSizes, (window) => vouchers.requests(window.page, window.size));
  const c = (key: string) => t(`vouchers.requests.columns.${key}`);
  const columns: (TableColumn<VoucherRequest> | false)[] = [
    { id: 'createdAt', header: c('createdDate'), body: (row) => <bdi>{dateTimeText(row.createdAt)}</bdi> },
    { id: 'vendor', header: c('source'), body: (row) => row.vendor },
    isPlatform && { id: 'merchantName', header: c('merchantName'), body: (row) => row.merchantName },
    { id: 'serviceName', header: c('serviceName'), body: (row) => <Ltr>{row.serviceName}</Ltr> },
    { id: 'productName', header: c('productName'), body: (row) => row.productName },
    { id: 'referenceNo', header: c('referenceNo'), body: (row) => <Ltr>{row.referenceNo ?? '—'}</Ltr> },
    { id: 'salesRate', header: c('salesRate'), numeric: true, body: (row) => (row.salesRate ? <Ltr>{percentText(row.salesRate)}</Ltr> : '—') },
    { id: 'amount', header: c('amount'), numeric: true, body: (row) => <Ltr>{moneyWithCurrencyText(row.amount)}</Ltr> },
    { id: 'status', header: c('status'), body: (row) => <VoucherStatus status={row.status} /> },
  ];
  return (
    <section className="kit-page vouchers-page" aria-labelledby="voucher-requests-title">
      <PageHeader titleId="voucher-requests-title" title={t('screens.voucherRequests.title')} subtitle={t('vouchers.requests.subtitle')} icon="pi-inbox" />
      {can(['Vouchers', 'viewAll']) ? (
        <>
          <MerchantBalances />
          {list.error && (
            <LoadFailure
              message={`${t('vouchers.requests.loadFailed')} ${errorMessageOf(t, list.error)}`}
              retryLabel={t('vouchers.retry')}
              onRetry={list.reload}
            />
          )}
          <div className="kit-card">
            <ReportTable
              label={t('screens.voucherRequests.title')}
              rows={list.data?.rows ?? []}
              dataKey="id"
              columns={columns}
              loading={list.loading}
              emptyMessage={t('vouchers.requests.empty')}
              pageSizes={voucherGridSizes}
              paging={paging}
              minWidth="72rem"
            />
          </div>
        </>
      ) : (
        <PermissionDenied message={t('vouchers.denied')} />
      )}
    </section>
  );
}
