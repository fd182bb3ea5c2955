import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantSummary } from '../../application/lookups/lookups.port';
import type { TodayBillingFilter } from '../../application/dashboard/dashboard.port';
import type { TodayBilling } from '../../application/dashboard/dashboard.use-case';
import type { InquireProvider } from '../../domain/inquire/inquire-rules';
import { inquireProviders } from '../../domain/inquire/inquire-rules';
import type { FailureLabelCount } from '../../domain/transactions/failure-summary';
import { useArea, useUseCases } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { FormField } from '../kit/form-field';
import { countText, percentText } from '../kit/formatters';
import { useRemoteData } from '../kit/use-remote-data';
import { DashboardPanel } from './dashboard-panel';

const allOption = 'all';

/** spec 1 §2: the merchant filter (platform staff only) and the wallet provider (A Easypaisa, B Jazzcash). */
function BillingFilters({ platform, filter, onChange }: { platform: boolean; filter: TodayBillingFilter; onChange: (filter: TodayBillingFilter) => void }) {
  const { t } = useTranslation();
  const { reportProblem } = useUseCases();
  const lookups = useArea('lookups');
  const lookup = useRemoteData(String(platform), async (): Promise<MerchantSummary[]> => (platform ? lookups.merchants() : []), { onError: reportProblem });
  const merchants = lookup.data ?? [];

  const merchantOptions = [{ label: t('dashboard.billing.allMerchants'), value: allOption }, ...merchants.map((m) => ({ label: m.name, value: m.id }))];
  const providerOptions = [
    { label: t('dashboard.billing.allProviders'), value: allOption },
    ...inquireProviders.map((provider) => ({ label: t(`dashboard.billing.${provider}`), value: provider })),
  ];
  return (
    <div className="billing-filters">
      {platform && (
        <FormField id="billing-merchant" label={t('dashboard.billing.merchant')} className="billing-filters__field">
          <Dropdown
            inputId="billing-merchant"
            value={filter.merchantId ?? allOption}
            options={merchantOptions}
            filter={merchants.length > 8}
            onChange={(event) => onChange({ ...filter, merchantId: event.value === allOption ? undefined : (event.value as string) })}
          />
        </FormField>
      )}
      <FormField id="billing-provider" label={t('dashboard.billing.provider')} className="billing-filters__field">
        <Dropdown
          inputId="billing-provider"
          value={filter.provider ?? allOption}
          options={providerOptions}
          onChange={(event) => onChange({ ...filter, provider: event.value === allOption ? undefined : (event.value as InquireProvider) })}
        />
      </FormField>
    </div>
  );
}

function StatusFigures({ billing }: { billing: TodayBilling }) {
  const { t } = useTranslation();
  const success = percentText(billing.status.success);
  const failed = percentText(billing.status.failed);
  return (
    <div className="billing-status">
      <div className="billing-status__figures">
        <div className="billing-status__figure billing-status__figure--success">
          <span id="billing-success">{t('dashboard.billing.success')}</span>
          <strong>
            <Ltr>{success}</Ltr>
          </strong>
        </div>
        <div className="billing-status__figure billing-status__figure--failed">
          <span id="billing-failed">{t('dashboard.billing.failed')}</span>
          <strong>
            <Ltr>{failed}</Ltr>
          </strong>
        </div>
      </div>
      <div className="billing-status__bar" aria-hidden="true">
        <span className="billing-status__bar-success" style={{ width: success }} />
        <span className="billing-status__bar-failed" style={{ width: failed }} />
      </div>
      <p className="billing-status__total">{t('dashboard.billing.total', { count: billing.status.total })}</p>
    </div>
  );
}

function FailedLogs({ failures }: { failures: FailureLabelCount[] }) {
  const { t, i18n } = useTranslation();
  if (failures.length === 0) return <p className="dashboard-panel__empty">{t('dashboard.billing.noFailures')}</p>;
  return (
    // Keyed by language: the table keeps its rendered cells otherwise, and the labels are translated.
    <DataTable
      key={i18n.language}
      value={failures}
      dataKey="label"
      size="small"
      stripedRows
      pt={{ table: { 'aria-label': t('dashboard.billing.failedTitle') } }}
      className="dashboard-table"
    >
      <Column header={t('dashboard.billing.message')} body={(row: FailureLabelCount) => t(`dashboard.failureLabels.${row.label}`)} />
      <Column
        header={t('dashboard.billing.count')}
        body={(row: FailureLabelCount) => <Ltr>{countText(row.count)}</Ltr>}
        alignHeader="right"
        className="dashboard-table__number"
      />
    </DataTable>
  );
}

/** spec 1 §2: Billing Summary (Today Status) and (Today's Failed Logs), over the same filters. */
export function BillingPanels({ platform }: { platform: boolean }) {
  const { t } = useTranslation();
  const { reportProblem } = useUseCases();
  const dashboard = useArea('dashboard');
  const [filter, setFilter] = useState<TodayBillingFilter>({});
  const billing = useRemoteData(JSON.stringify(filter), () => dashboard.todayBilling(filter), { onError: reportProblem });

  return (
    <div className="dashboard-billing">
      <BillingFilters platform={platform} filter={filter} onChange={setFilter} />
      <div className="dashboard-grid">
        <DashboardPanel id="billing-status" title={t('dashboard.billing.statusTitle')} data={billing}>
          {(billing: TodayBilling) => <StatusFigures billing={billing} />}
        </DashboardPanel>
        <DashboardPanel id="billing-failed" title={t('dashboard.billing.failedTitle')} data={billing}>
          {(billing: TodayBilling) => <FailedLogs failures={billing.failures} />}
        </DashboardPanel>
      </div>
    </div>
  );
}
