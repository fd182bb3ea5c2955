import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Toast } from 'primereact/toast';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Settlement } from '../../application/settlements/settlements.port';
import { isPlatformStaff } from '../../domain/organisation/organisation-scope';
import { hasPermission } from '../../domain/permissions/permission-rules';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { pathTo } from '../routing/paths';
import { useSession } from '../session/use-session';
import { amountText, dateText, percentText, rateText, settlementToastLifeMs } from './settlement-format';
import { TokenExpiredDialog } from './token-expired-dialog';
import { useSettlementLoad } from './use-settlement-load';
import './settlements.css';

/** spec 1 §2 and §9: page sizes 25, 50, 100, 500, default 25. */
export const settlementPageSizes = [25, 50, 100, 500];

/** spec 1 §2 Settlement list. */
export function SettlementsView() {
  const { t } = useTranslation();
  const { settlements } = useUseCases();
  const { claims } = useSession();
  const { load, reload } = useSettlementLoad(useCallback(() => settlements.list(), [settlements]));
  const platform = claims !== null && isPlatformStaff(claims.organisation);
  // decisions.md §2: creating settlements is the platform's, with Settlements.addSettlement.
  const mayCreate = platform && hasPermission(claims?.role?.permissions, ['Settlements', 'addSettlement']);
  const rows = load.status === 'loaded' ? load.value : [];
  const c = (key: string) => t(`settlements.list.columns.${key}`);
  const toast = useRef<Toast>(null);
  const created = (useLocation().state as { created?: string } | null)?.created;
  useEffect(() => {
    if (created) toast.current?.show({ severity: 'success', detail: t('settlements.form.saved', { id: created }), life: settlementToastLifeMs });
  }, [created, t]);

  return (
    <section className="settlements-page" aria-labelledby="settlements-title">
      <Toast ref={toast} position="top-center" />
      <header className="settlements-page__header">
        <div>
          <h1 id="settlements-title">{t('settlements.list.title')}</h1>
          <p className="settlements-page__subtitle">{t('settlements.list.subtitle')}</p>
        </div>
        {mayCreate && (
          <Link className="p-button settlements-page__create" to={pathTo('settlementForm', { settlementId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('settlements.list.create')}</span>
          </Link>
        )}
      </header>
      {load.status === 'failed' && (
        <Message
          severity="error"
          className="settlements-page__message"
          content={
            <span className="settlements-page__failure">
              {t('settlements.list.loadFailed')} {errorMessageOf(t, load.error)}
              <Button label={t('settlements.list.retry')} icon="pi pi-refresh" text size="small" onClick={reload} />
            </span>
          }
        />
      )}
      <div className="settlements-card">
        <DataTable
          value={rows}
          dataKey="id"
          loading={load.status === 'loading'}
          paginator
          rows={settlementPageSizes[0]}
          rowsPerPageOptions={settlementPageSizes}
          paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink CurrentPageReport NextPageLink LastPageLink"
          currentPageReportTemplate="{first}–{last} / {totalRecords}"
          emptyMessage={t('settlements.list.empty')}
          scrollable
          stripedRows
          size="small"
          className="settlements-table"
          tableStyle={{ minWidth: '72rem' }}
        >
          <Column
            header={c('id')}
            body={(row: Settlement) => (
              <Link to={pathTo('settlementSummary', { settlementId: row.id })} className="settlements-table__id" aria-label={t('settlements.list.open', { id: row.transactionId })}>
                <Ltr>{row.transactionId}</Ltr>
              </Link>
            )}
          />
          {platform && <Column header={c('merchant')} field="merchantName" />}
          <Column header={c('transactionDate')} body={(row: Settlement) => <Ltr>{dateText(row.transactionDate)}</Ltr>} />
          <Column header={c('channel')} body={(row: Settlement) => t(`settlements.channels.${row.channel}`, { defaultValue: row.channel })} />
          <Column header={c('currency')} field="settledCurrency" />
          <Column header={c('totalRevenue')} className="settlements-table__amount" body={(row: Settlement) => <Ltr>{amountText(row.totalRevenue)}</Ltr>} />
          <Column
            header={c('netSettledAmount')}
            className="settlements-table__amount settlements-table__strong"
            body={(row: Settlement) => <Ltr>{amountText(row.netSettledAmount)}</Ltr>}
          />
          <Column header={c('country')} body={(row: Settlement) => t(`settlements.countries.${row.country}`, { defaultValue: row.country })} />
          <Column header={c('exchangeRate')} className="settlements-table__amount" body={(row: Settlement) => <Ltr>{rateText(row.exchangeRate)}</Ltr>} />
          <Column header={c('remittanceCharges')} className="settlements-table__amount" body={(row: Settlement) => <Ltr>{amountText(row.remittanceCharges)}</Ltr>} />
          <Column header={c('remittanceTax')} className="settlements-table__amount" body={(row: Settlement) => <Ltr>{`${percentText(row.remittanceChargesPercentage)}%`}</Ltr>} />
        </DataTable>
      </div>
      <TokenExpiredDialog message={load.status === 'tokenRejected' ? load.message : null} />
    </section>
  );
}
