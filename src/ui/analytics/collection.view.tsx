import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { collectionPaymentMethods, type CollectionPaymentMethod, type PaymentMethodTransactions } from '../../application/analytics/analytics.port';
import type { CollectionView as CollectionFigures } from '../../application/analytics/analytics.use-case';
import { toJsonAmount } from '../../domain/money/money';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { businessDateText, countText, moneyText, percentText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { useCan } from '../kit/use-can';
import { AnalyticsFilters } from './analytics-filters';
import { CollectionRefundCards } from './collection-refund-cards';
import { AnalyticsPanel, FigureCards } from './analytics-panel';
import { LazyDonutChart, LazySeriesChart } from './lazy-charts';
import { useAnalyticsQuery } from './use-analytics-query';
import './analytics.css';

const colors = { amount: '#2563eb', charges: '#f59e0b', success: '#10b981', failed: '#ef4444', pending: '#94a3b8' };

interface Choices {
  merchantId?: string;
  paymentMethod?: CollectionPaymentMethod;
}

/** spec 3 §2 /collection, Collection Overview: presets, staff choices, summary, revenue, rates and transactions. */
export function CollectionView() {
  const { t, i18n } = useTranslation();
  const { can, isPlatform } = useCan();
  const analytics = useArea('analytics');
  const initial = useMemo(() => analytics.datesOf('last7days'), [analytics]);
  const query = useAnalyticsQuery<Choices, CollectionFigures>(initial, {}, (dates, choices) => analytics.collection({ dates, ...choices }));
  if (!can(['Collection', 'viewAll'])) return <PermissionDenied message={t('analytics.denied.collection')} />;

  const rtl = i18n.dir() === 'rtl';
  const data = query.figures.data;
  const waiting = data === undefined;
  const busy = query.figures.loading;
  const methodName = (method: string) => t(`analytics.methods.${method}`, { defaultValue: method });
  const days = data ? data.revenue.map((point) => businessDateText(point.date)) : [];

  return (
    <div className="analytics">
      <PageHeader icon="pi-download" title={t('screens.collection.title')} subtitle={t('screens.collection.description')} />
      <AnalyticsFilters
        id="collection"
        dates={query.dates}
        onDates={query.onDates}
        datesIssue={query.issue}
        platform={isPlatform}
        merchantId={query.choices.merchantId}
        onMerchant={(merchantId) => query.setChoices((current) => ({ ...current, merchantId }))}
        choice={{
          id: 'collection-method',
          label: t('analytics.filters.paymentMethod'),
          allLabel: t('analytics.filters.allMethods'),
          value: query.choices.paymentMethod,
          options: collectionPaymentMethods.map((method) => ({ value: method, label: methodName(method) })),
          onChange: (value) => query.setChoices((current) => ({ ...current, paymentMethod: value as CollectionPaymentMethod | undefined })),
        }}
      />
      <FigureCards
        label={t('analytics.collection.summary')}
        waiting={waiting}
        cards={[
          {
            key: 'platform-share',
            label: t('analytics.collection.platformShare'),
            value: data && <Ltr>{moneyText(data.platformShare)}</Ltr>,
            icon: 'pi-building',
            tone: 'violet',
          },
          {
            key: 'total-amount',
            label: t('analytics.collection.totalAmount'),
            value: data && <Ltr>{moneyText(data.totalAmount)}</Ltr>,
            icon: 'pi-wallet',
            tone: 'blue',
          },
          {
            key: 'transactions',
            label: t('analytics.collection.transactions'),
            value: data && <Ltr>{countText(data.transactions)}</Ltr>,
            icon: 'pi-chart-bar',
            tone: 'teal',
          },
        ]}
      />
      {/* A backend that does not answer refunds (docs/decisions/0041-refunds-in-the-money-figures.md) shows no such row. */}
      {(waiting || data.refunds !== undefined) && <CollectionRefundCards refunds={data?.refunds} waiting={waiting} />}
      <div className="analytics-grid">
        <AnalyticsPanel id="revenue" title={t('analytics.collection.revenueOverTime')} waiting={waiting} busy={busy} className="analytics-panel--wide">
          {data && (
            <LazySeriesChart
              kind="line"
              labels={days}
              rtl={rtl}
              label={t('analytics.collection.revenueOverTime')}
              format={(value) => value.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
              series={[
                { name: t('analytics.collection.amount'), values: data.revenue.map((point) => toJsonAmount(point.amount)), color: colors.amount },
                {
                  name: t('analytics.collection.serviceCharges'),
                  values: data.revenue.map((point) => toJsonAmount(point.serviceCharges)),
                  color: colors.charges,
                },
              ]}
            />
          )}
        </AnalyticsPanel>
        <AnalyticsPanel id="rate" title={t('analytics.collection.rate')} waiting={waiting} busy={busy}>
          {data && (
            <div className="analytics-rate">
              {data.rate.successful + data.rate.failed > 0 && (
                <LazyDonutChart
                  rtl={rtl}
                  label={t('analytics.collection.rate')}
                  slices={[
                    {
                      name: t('analytics.collection.successful'),
                      value: data.rate.successful,
                      color: colors.success,
                      text: percentText(data.ratePercents.successful),
                    },
                    { name: t('analytics.collection.failed'), value: data.rate.failed, color: colors.failed, text: percentText(data.ratePercents.failed) },
                  ]}
                />
              )}
              <dl className="analytics-rate__figures">
                <div className="analytics-rate__figure analytics-rate__figure--success">
                  <dt>{t('analytics.collection.successRate')}</dt>
                  <dd data-testid="success-rate">
                    <Ltr>{percentText(data.ratePercents.successful)}</Ltr>
                  </dd>
                </div>
                <div className="analytics-rate__figure analytics-rate__figure--failed">
                  <dt>{t('analytics.collection.failureRate')}</dt>
                  <dd data-testid="failure-rate">
                    <Ltr>{percentText(data.ratePercents.failed)}</Ltr>
                  </dd>
                </div>
              </dl>
            </div>
          )}
        </AnalyticsPanel>
        <AnalyticsPanel
          id="transactions-over-time"
          title={t('analytics.collection.transactionsOverTime')}
          waiting={waiting}
          busy={busy}
          className="analytics-panel--wide"
        >
          {data && (
            <LazySeriesChart
              kind="bar"
              stacked
              labels={days}
              rtl={rtl}
              label={t('analytics.collection.transactionsOverTime')}
              format={(value) => countText(value)}
              series={[
                { name: t('analytics.collection.successful'), values: data.transactionsOverTime.map((point) => point.successful), color: colors.success },
                { name: t('analytics.collection.failed'), values: data.transactionsOverTime.map((point) => point.failed), color: colors.failed },
                { name: t('analytics.collection.pending'), values: data.transactionsOverTime.map((point) => point.pending), color: colors.pending },
              ]}
            />
          )}
        </AnalyticsPanel>
        <AnalyticsPanel id="by-method" title={t('analytics.collection.byPaymentMethod')} waiting={waiting} busy={busy}>
          {data &&
            (data.byPaymentMethod.length === 0 ? (
              <p className="analytics-panel__empty">{t('analytics.empty')}</p>
            ) : (
              <>
                <LazySeriesChart
                  kind="bar"
                  labels={data.byPaymentMethod.map((row) => methodName(row.method))}
                  rtl={rtl}
                  label={t('analytics.collection.byPaymentMethod')}
                  format={(value) => countText(value)}
                  series={[
                    { name: t('analytics.collection.successful'), values: data.byPaymentMethod.map((row) => row.successful), color: colors.success },
                    { name: t('analytics.collection.failed'), values: data.byPaymentMethod.map((row) => row.failed), color: colors.failed },
                  ]}
                />
                <DataTable
                  value={data.byPaymentMethod}
                  dataKey="method"
                  size="small"
                  stripedRows
                  pt={{ table: { 'aria-label': t('analytics.collection.byPaymentMethod') } }}
                  className="analytics-table"
                >
                  <Column header={t('analytics.collection.operator')} body={(row: PaymentMethodTransactions) => methodName(row.method)} />
                  <Column
                    header={t('analytics.collection.successful')}
                    body={(row: PaymentMethodTransactions) => <Ltr>{countText(row.successful)}</Ltr>}
                    className="analytics-table__number"
                  />
                  <Column
                    header={t('analytics.collection.failed')}
                    body={(row: PaymentMethodTransactions) => <Ltr>{countText(row.failed)}</Ltr>}
                    className="analytics-table__number"
                  />
                </DataTable>
              </>
            ))}
        </AnalyticsPanel>
      </div>
    </div>
  );
}
