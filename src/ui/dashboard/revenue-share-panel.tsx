import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { BusinessDates, RevenueShare, RevenueShareFigures } from '../../application/dashboard/dashboard.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { countText, moneyText } from '../kit/formatters';
import { RangedPanel } from './ranged-panel';
import { RevenueTotals } from './revenue-totals';

/** spec 1 §2 and §6: the amount column is "Amount" for platform staff, "Merchant Amount" for others. */
export function RevenueSharePanel({ initial, platform }: { initial: BusinessDates; platform: boolean }) {
  const { t } = useTranslation();
  const dashboard = useArea('dashboard');

  return (
    <RangedPanel id="revenue-share" title={t('dashboard.revenueShare.title')} initial={initial} load={(dates) => dashboard.revenueShare(dates)}>
      {({ services, totals = [] }: RevenueShareFigures) => (
        <div className="revenue-share">
          {services.length === 0 ? (
            <p className="dashboard-panel__empty">{t('dashboard.revenueShare.empty')}</p>
          ) : (
            <DataTable
              value={services}
              dataKey="service"
              size="small"
              stripedRows
              responsiveLayout="stack"
              breakpoint="560px"
              pt={{
                table: { 'aria-label': t('dashboard.revenueShare.title') },
                wrapper: { tabIndex: 0, role: 'region', 'aria-label': t('dashboard.revenueShare.title') },
              }}
              className="dashboard-table"
            >
              <Column field="service" header={t('dashboard.revenueShare.service')} />
              <Column
                header={t('dashboard.revenueShare.transactions')}
                body={(row: RevenueShare) => <Ltr>{countText(row.transactions)}</Ltr>}
                alignHeader="right"
                className="dashboard-table__number"
              />
              <Column
                header={t(platform ? 'dashboard.revenueShare.amount' : 'dashboard.revenueShare.merchantAmount')}
                body={(row: RevenueShare) => <Ltr>{moneyText(row.amount)}</Ltr>}
                alignHeader="right"
                className="dashboard-table__number"
              />
              <Column header={t('dashboard.revenueShare.currency')} body={(row: RevenueShare) => row.amount.currency} />
            </DataTable>
          )}
          {/* Refunds of earlier payments may fall in a range without payments: the totals show them. */}
          {totals.length > 0 && <RevenueTotals totals={totals} platform={platform} />}
        </div>
      )}
    </RangedPanel>
  );
}
