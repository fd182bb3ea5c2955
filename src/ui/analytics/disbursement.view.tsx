import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { payoutVendorChoices, type PayoutOverview, type PayoutVendor } from '../../application/analytics/analytics.port';
import { toJsonAmount } from '../../domain/money/money';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { businessDateText, countText, moneyText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { useCan } from '../kit/use-can';
import { AnalyticsFilters } from './analytics-filters';
import { AnalyticsPanel, FigureCards } from './analytics-panel';
import { LazyDonutChart, LazySeriesChart } from './lazy-charts';
import { useAnalyticsQuery } from './use-analytics-query';
import './analytics.css';

const colors = { wallet: '#2563eb', bank: '#8b5cf6', success: '#10b981', pending: '#f59e0b', rejected: '#ef4444' };
const bankColors = ['#2563eb', '#10b981', '#f59e0b', '#8b5cf6', '#06b6d4', '#ec4899'];

interface Choices {
  merchantId?: string;
  vendor?: PayoutVendor;
}

type Bank = PayoutOverview['banks'][number];

/** spec 3 §2 /disbursement, Payout Overview: deposits, payout accounts, payouts by type, bank and status. */
export function DisbursementView() {
  const { t, i18n } = useTranslation();
  const { can, isPlatform } = useCan();
  const analytics = useArea('analytics');
  const initial = useMemo(() => analytics.datesOf('last7days'), [analytics]);
  const query = useAnalyticsQuery<Choices, PayoutOverview>(initial, {}, (dates, choices) => analytics.payouts({ dates, ...choices }));
  if (!can(['Disbursement', 'viewAll'])) return <PermissionDenied message={t('analytics.denied.disbursement')} />;

  const rtl = i18n.dir() === 'rtl';
  const data = query.figures.data;
  const waiting = data === undefined;
  const busy = query.figures.loading;
  const money = (value: PayoutOverview['depositedAmount'] | undefined) => value && <Ltr>{moneyText(value)}</Ltr>;
  const count = (value: number | undefined) => value !== undefined && <Ltr>{countText(value)}</Ltr>;

  return (
    <div className="analytics">
      <PageHeader icon="pi-upload" title={t('screens.disbursement.title')} subtitle={t('screens.disbursement.description')} />
      <AnalyticsFilters
        id="disbursement"
        dates={query.dates}
        onDates={query.onDates}
        datesIssue={query.issue}
        platform={isPlatform}
        merchantId={query.choices.merchantId}
        onMerchant={(merchantId) => query.setChoices((current) => ({ ...current, merchantId }))}
        choice={{
          id: 'disbursement-vendor',
          label: t('analytics.filters.vendor'),
          allLabel: t('analytics.filters.allVendors'),
          value: query.choices.vendor,
          options: payoutVendorChoices.map((vendor) => ({ value: vendor, label: t(`analytics.vendors.${vendor}`) })),
          onChange: (value) => query.setChoices((current) => ({ ...current, vendor: value as PayoutVendor | undefined })),
        }}
      />
      <FigureCards
        label={t('analytics.payouts.totals')}
        waiting={waiting}
        cards={[
          { key: 'deposited', label: t('analytics.payouts.deposited'), value: money(data?.depositedAmount), icon: 'pi-arrow-down', tone: 'blue' },
          { key: 'billed', label: t('analytics.payouts.billed'), value: money(data?.billedAmount), icon: 'pi-receipt', tone: 'teal' },
          { key: 'available', label: t('analytics.payouts.availableBalance'), value: money(data?.availableBalance), icon: 'pi-wallet', tone: 'violet' },
          {
            key: 'account-transactions',
            label: t('analytics.payouts.accountTransactions'),
            value: count(data?.accountTransactions),
            icon: 'pi-list',
            tone: 'amber',
          },
          {
            key: 'account-amount',
            label: t('analytics.payouts.accountTransactionsAmount'),
            value: money(data?.accountTransactionsAmount),
            icon: 'pi-money-bill',
            tone: 'green',
          },
        ]}
      />
      <FigureCards
        label={t('analytics.payouts.statuses')}
        waiting={waiting}
        cards={[
          { key: 'successful', label: t('analytics.payouts.successful'), value: count(data?.successful), icon: 'pi-check-circle', tone: 'green' },
          { key: 'pending', label: t('analytics.payouts.pending'), value: count(data?.pending), icon: 'pi-clock', tone: 'amber' },
          { key: 'rejected', label: t('analytics.payouts.rejected'), value: count(data?.rejected), icon: 'pi-times-circle', tone: 'red' },
        ]}
      />
      <div className="analytics-grid">
        <AnalyticsPanel id="payment-breakdown" title={t('analytics.payouts.breakdown')} waiting={waiting} busy={busy} className="analytics-panel--wide">
          {data && (
            <LazySeriesChart
              kind="bar"
              stacked
              labels={data.payouts.map((point) => businessDateText(point.date))}
              rtl={rtl}
              label={t('analytics.payouts.breakdown')}
              format={(value) => value.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
              series={[
                { name: t('analytics.payouts.wallet'), values: data.payouts.map((point) => toJsonAmount(point.wallet)), color: colors.wallet },
                { name: t('analytics.payouts.bank'), values: data.payouts.map((point) => toJsonAmount(point.bank)), color: colors.bank },
              ]}
            />
          )}
        </AnalyticsPanel>
        <AnalyticsPanel id="banks" title={t('analytics.payouts.banks')} waiting={waiting} busy={busy}>
          {data &&
            (data.banks.length === 0 ? (
              <p className="analytics-panel__empty">{t('analytics.empty')}</p>
            ) : (
              <>
                <LazyDonutChart
                  rtl={rtl}
                  label={t('analytics.payouts.banks')}
                  slices={data.banks.map((bank, index) => ({
                    name: bank.bankName,
                    value: bank.count,
                    color: bankColors[index % bankColors.length] ?? '#2563eb',
                    text: countText(bank.count),
                  }))}
                />
                <DataTable
                  value={data.banks}
                  dataKey="bankName"
                  size="small"
                  stripedRows
                  pt={{ table: { 'aria-label': t('analytics.payouts.banks') } }}
                  className="analytics-table"
                >
                  <Column field="bankName" header={t('analytics.payouts.bankName')} />
                  <Column
                    header={t('analytics.payouts.bankCount')}
                    body={(row: Bank) => <Ltr>{countText(row.count)}</Ltr>}
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
