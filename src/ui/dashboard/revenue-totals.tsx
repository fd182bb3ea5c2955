import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../domain/money/money';
import type { RefundTotals } from '../../domain/money/refund-totals';
import { Ltr } from '../common/ltr';
import { moneyText } from '../kit/formatters';

const amountOf = (pick: (row: RefundTotals) => Money) => (row: RefundTotals) => <Ltr>{moneyText(pick(row))}</Ltr>;

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: the range's gross, its refunds and net, per
 * currency, in the terms of the Amount column above (spec 1 §6: the merchant's share for merchants).
 */
export function RevenueTotals({ totals, platform }: { totals: readonly RefundTotals[]; platform: boolean }) {
  const { t } = useTranslation();
  const title = t(platform ? 'dashboard.revenueTotals.title' : 'dashboard.revenueTotals.merchantTitle');
  return (
    <div className="revenue-totals">
      <h3 className="revenue-totals__title">{title}</h3>
      <DataTable
        value={[...totals]}
        dataKey="gross.currency"
        size="small"
        responsiveLayout="stack"
        breakpoint="560px"
        pt={{ table: { 'aria-label': title } }}
        className="dashboard-table revenue-totals__table"
      >
        <Column header={t('dashboard.revenueTotals.gross')} body={amountOf((row) => row.gross)} alignHeader="right" className="dashboard-table__number" />
        <Column header={t('dashboard.revenueTotals.refunded')} body={amountOf((row) => row.refunded)} alignHeader="right" className="dashboard-table__number" />
        <Column
          header={t('dashboard.revenueTotals.net')}
          body={amountOf((row) => row.net)}
          alignHeader="right"
          className="dashboard-table__number revenue-totals__net"
        />
        <Column header={t('dashboard.revenueShare.currency')} body={(row: RefundTotals) => row.gross.currency} />
      </DataTable>
    </div>
  );
}
