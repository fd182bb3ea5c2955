import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Settlement } from '../../application/settlements/settlements.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateText, moneyWithCurrencyText, percentText, rateText } from '../kit/formatters';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { SettlementsHeader } from './settlements-header';
import { TokenExpiredDialog } from './token-expired-dialog';
import { useSettlementData } from './use-settlement-data';
import './settlements.css';
import { pathTo } from '../routing/paths';

/** spec 1 §2 and §9: page sizes 25, 50, 100, 500, default 25. */
export const settlementPageSizes = [25, 50, 100, 500];

/** spec 1 §2 Settlement list. */
export function SettlementsView() {
  const { t } = useTranslation();
  const settlements = useArea('settlements');
  const { isPlatform, canAsPlatform } = useCan();
  const notify = useNotify();
  const load = useSettlementData('list', () => settlements.list());
  // docs/spec/decisions.md §2: creating settlements is the platform's, with Settlements.addSettlement.
  const mayCreate = canAsPlatform(['Settlements', 'addSettlement']);
  const c = (key: string) => t(`settlements.list.columns.${key}`);
  const created = (useLocation().state as { created?: string } | null)?.created;
  useEffect(() => {
    if (created) notify.success(t('settlements.form.saved', { id: created }));
  }, [created, t, notify]);
  const columns: (TableColumn<Settlement> | false)[] = [
    {
      id: 'transactionId',
      header: c('id'),
      frozen: 'start',
      body: (row) => (
        <Link
          to={pathTo('settlementSummary', { settlementId: row.id })}
          className="settlements-table__id"
          aria-label={t('settlements.list.open', { id: row.transactionId })}
        >
          <Ltr>{row.transactionId}</Ltr>
        </Link>
      ),
    },
    isPlatform && { id: 'merchantName', header: c('merchant'), body: (row) => row.merchantName },
    { id: 'transactionDate', header: c('transactionDate'), body: (row) => <bdi>{dateText(row.transactionDate)}</bdi> },
    { id: 'channel', header: c('channel'), body: (row) => t(`settlements.channels.${row.channel}`, { defaultValue: row.channel }) },
    { id: 'settledCurrency', header: c('currency'), body: (row) => row.settledCurrency },
    { id: 'totalRevenue', header: c('totalRevenue'), numeric: true, body: (row) => <Ltr>{moneyWithCurrencyText(row.totalRevenue)}</Ltr> },
    {
      id: 'netSettledAmount',
      header: c('netSettledAmount'),
      numeric: true,
      className: 'settlements-table__strong',
      body: (row) => <Ltr>{moneyWithCurrencyText(row.netSettledAmount)}</Ltr>,
    },
    { id: 'country', header: c('country'), body: (row) => t(`settlements.countries.${row.country}`, { defaultValue: row.country }) },
    { id: 'exchangeRate', header: c('exchangeRate'), numeric: true, body: (row) => <Ltr>{rateText(row.exchangeRate)}</Ltr> },
    { id: 'remittanceCharges', header: c('remittanceCharges'), numeric: true, body: (row) => <Ltr>{moneyWithCurrencyText(row.remittanceCharges)}</Ltr> },
    { id: 'remittanceTax', header: c('remittanceTax'), numeric: true, body: (row) => <Ltr>{percentText(row.remittanceChargesPercentage)}</Ltr> },
  ];

  return (
    <section className="settlements-page" aria-labelledby="settlements-title">
      <SettlementsHeader titleId="settlements-title" title={t('settlements.list.title')} subtitle={t('settlements.list.subtitle')}>
        {mayCreate && (
          <Link className="p-button settlements-page__create" to={pathTo('settlementForm', { settlementId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('settlements.list.create')}</span>
          </Link>
        )}
      </SettlementsHeader>
      {load.failure && (
        <Message
          severity="error"
          className="settlements-page__message"
          content={
            <span className="settlements-page__failure">
              {t('settlements.list.loadFailed')} {errorMessageOf(t, load.failure)}
              <Button label={t('settlements.list.retry')} icon="pi pi-refresh" text size="small" onClick={load.reload} />
            </span>
          }
        />
      )}
      <div className="kit-card">
        <ReportTable
          label={t('settlements.list.title')}
          rows={load.data ?? []}
          dataKey="id"
          columns={columns}
          loading={load.loading}
          emptyMessage={t('settlements.list.empty')}
          pageSizes={settlementPageSizes}
          className="settlements-table"
          minWidth="72rem"
        />
      </div>
      <TokenExpiredDialog message={load.tokenMessage} />
    </section>
  );
}
