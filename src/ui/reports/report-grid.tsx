import { useTranslation } from 'react-i18next';
import type { GridPage } from '../../domain/shared/grid-page';
import { ReportTable, type ReportTableProps } from '../kit/report-table';
import type { ServerPaging } from '../kit/table-types';
import type { RemoteData } from '../kit/use-remote-data';
import { ReportProblem } from './report-problem';

export interface ReportGridProps<Row> extends Omit<ReportTableProps<Row>, 'rows' | 'loading' | 'emptyMessage' | 'paging' | 'minWidth'> {
  report: RemoteData<GridPage<Row>>;
  /** Server paging (`useGridPage`); without it the table pages the rows itself. */
  paging?: ServerPaging;
  minWidth?: string;
  /** Inside a dialog the table needs no card of its own. */
  bare?: boolean;
}

/** One report's rows: the failure with a retry above, then the table in its card. */
export function ReportGrid<Row>({ report, paging, minWidth = '56rem', bare = false, ...table }: ReportGridProps<Row>) {
  const { t } = useTranslation();
  const grid = (
    <ReportTable
      {...table}
      rows={report.data?.rows ?? []}
      loading={report.loading}
      emptyMessage={t('reports.empty')}
      {...(paging ? { paging } : {})}
      minWidth={minWidth}
    />
  );
  return (
    <>
      {report.error && <ReportProblem error={report.error} onRetry={report.reload} />}
      {bare ? grid : <div className="kit-card report-card">{grid}</div>}
    </>
  );
}
