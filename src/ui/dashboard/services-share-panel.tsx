import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessDates, ServiceShare } from '../../application/dashboard/dashboard.port';
import { formatPercent } from '../../domain/money/money';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { countText } from '../kit/formatters';
import { canDrawCharts } from '../kit/chart-support';
import { RangedPanel } from './ranged-panel';

// The chart library loads with the first chart, after the figures (login never loads it).
const ServiceShareChart = lazy(() => import('./service-share-chart').then((module) => ({ default: module.ServiceShareChart })));

export function ServicesSharePanel({ initial }: { initial: BusinessDates }) {
  const { t, i18n } = useTranslation();
  const dashboard = useArea('dashboard');

  return (
    <RangedPanel id="services-share" title={t('dashboard.servicesShare.title')} initial={initial} load={(dates) => dashboard.serviceShare(dates)}>
      {(rows: ServiceShare[]) => (
        <>
          {rows.length === 0 ? (
            <p className="dashboard-panel__empty">{t('dashboard.servicesShare.empty')}</p>
          ) : (
            <div className="services-share">
              {canDrawCharts() && (
                <Suspense fallback={<div className="service-share-chart" aria-hidden="true" />}>
                  <ServiceShareChart rows={rows} label={t('dashboard.servicesShare.chart')} rtl={i18n.dir() === 'rtl'} />
                </Suspense>
              )}
              <DataTable
                value={rows}
                dataKey="service"
                size="small"
                stripedRows
                pt={{ table: { 'aria-label': t('dashboard.servicesShare.title') } }}
                className="dashboard-table"
              >
                <Column field="service" header={t('dashboard.servicesShare.service')} />
                <Column
                  header={t('dashboard.servicesShare.transactions')}
                  body={(row: ServiceShare) => <Ltr>{countText(row.transactions)}</Ltr>}
                  alignHeader="right"
                  className="dashboard-table__number"
                />
                <Column
                  header={t('dashboard.servicesShare.share')}
                  body={(row: ServiceShare) => <Ltr>{formatPercent(row.sharePercent)}</Ltr>}
                  alignHeader="right"
                  className="dashboard-table__number"
                />
              </DataTable>
            </div>
          )}
        </>
      )}
    </RangedPanel>
  );
}
