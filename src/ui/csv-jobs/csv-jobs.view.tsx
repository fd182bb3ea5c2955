import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvJob, CsvJobSortField } from '../../application/csv-jobs/csv-jobs.port';
import type { CsvJobStatus } from '../../domain/csv/csv-job-status';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { CreatedCell, DateQueryCell, DownloadCell, ModuleCell, ProgressCell, StatusPill } from './csv-job-cells';
import { ModuleFilter, StatusFilter } from './csv-job-filters';
import { csvJobsPageSize, useCsvJobsPage } from './use-csv-jobs-page';
import './csv-jobs.css';

/** Saves a file through a link, as the browser would: the server names it CSV_{id}.csv. */
function saveThrough(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** spec 1 §2 CSV jobs: server-paged (10), sorted and filtered; 700 px high; Download once completed. */
export function CsvJobsView() {
  const { t } = useTranslation();
  const { csvJobs } = useUseCases();
  const { query, setQuery, load, reload } = useCsvJobsPage();
  const [downloading, setDownloading] = useState<string | null>(null);
  const rows = load.status === 'loaded' ? load.page.rows : [];
  const c = (key: string) => t(`csvJobs.columns.${key}`);

  async function download(job: CsvJob) {
    setDownloading(job.id);
    // spec 1 §8: a failed download is logged only (the use-case reports it), nothing is shown.
    const url = await csvJobs.downloadLink(job.id);
    setDownloading(null);
    if (url !== null) saveThrough(url, `CSV_${job.id}.csv`);
  }

  const onModule = useCallback((module: string | undefined) => setQuery((current) => ({ ...current, page: 1, module })), [setQuery]);
  const onStatus = (status: CsvJobStatus | undefined) => setQuery((current) => ({ ...current, page: 1, status }));
  const onPage = (event: DataTablePageEvent) => setQuery((current) => ({ ...current, page: (event.page ?? 0) + 1 }));
  const onSort = (event: DataTableSortEvent) =>
    setQuery((current) => ({
      ...current,
      page: 1,
      sort: { field: (event.sortField as CsvJobSortField) || 'createdAt', direction: event.sortOrder === 1 ? 'asc' : 'desc' },
    }));

  return (
    <section className="csv-jobs" aria-labelledby="csv-jobs-title">
      <header className="csv-jobs__header">
        <div className="csv-jobs__icon" aria-hidden="true">
          <i className="pi pi-file-export" />
        </div>
        <div className="csv-jobs__heading">
          <h1 id="csv-jobs-title">{t('screens.csvJobs.title')}</h1>
          <p>{t('csvJobs.subtitle')}</p>
        </div>
        <Button type="button" icon="pi pi-refresh" label={t('csvJobs.refresh')} outlined size="small" onClick={reload} />
      </header>
      {load.status === 'failed' && (
        <Message severity="error" className="csv-jobs__message" text={`${t('csvJobs.loadFailed')} ${errorMessageOf(t, load.error)}`} />
      )}
      <div className="csv-jobs__card">
        <DataTable
          value={rows}
          dataKey="id"
          lazy
          paginator
          first={(query.page - 1) * csvJobsPageSize}
          rows={csvJobsPageSize}
          totalRecords={load.status === 'loaded' ? load.page.total : 0}
          onPage={onPage}
          paginatorTemplate="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
          currentPageReportTemplate={t('csvJobs.pageReport')}
          sortField={query.sort.field}
          sortOrder={query.sort.direction === 'asc' ? 1 : -1}
          onSort={onSort}
          filterDisplay="row"
          loading={load.status === 'loading'}
          emptyMessage={t('csvJobs.empty')}
          scrollable
          scrollHeight="700px"
          size="small"
          stripedRows
          className="csv-jobs__table"
          tableStyle={{ minWidth: '50rem' }}
          aria-label={t('screens.csvJobs.title')}
        >
          <Column header={c('dateQuery')} body={(job: CsvJob) => <DateQueryCell job={job} />} />
          <Column
            header={c('module')}
            field="module"
            sortable
            filter
            showFilterMenu={false}
            filterElement={<ModuleFilter value={query.module} onChange={onModule} />}
            body={(job: CsvJob) => <ModuleCell job={job} />}
          />
          <Column header={c('createdAt')} field="createdAt" sortable body={(job: CsvJob) => <CreatedCell job={job} />} />
          <Column
            header={c('status')}
            field="status"
            sortable
            filter
            showFilterMenu={false}
            filterElement={<StatusFilter value={query.status} onChange={onStatus} />}
            body={(job: CsvJob) => <StatusPill job={job} />}
          />
          <Column header={c('progress')} body={(job: CsvJob) => <ProgressCell job={job} />} />
          <Column
            header={c('link')}
            body={(job: CsvJob) => <DownloadCell job={job} busy={downloading === job.id} onDownload={(chosen) => void download(chosen)} />}
          />
        </DataTable>
      </div>
    </section>
  );
}
