import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../kit/page-header';
import type { CsvJob, CsvJobSortField } from '../../application/csv-jobs/csv-jobs.port';
import { csvJobSortFields } from '../../application/csv-jobs/csv-jobs.port';
import { csvJobStatuses, type CsvJobStatus } from '../../domain/csv/csv-job-status';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { ReportTable } from '../kit/report-table';
import type { TableColumn, TableFilters, TableSort } from '../kit/table-types';
import { CreatedCell, DateQueryCell, DownloadCell, ModuleCell, ProgressCell, StatusPill } from './csv-job-cells';
import { csvJobsPageSizes, useCsvJobsPage } from './use-csv-jobs-page';
import './csv-jobs.css';

const isSortField = (field: string): field is CsvJobSortField => (csvJobSortFields as readonly string[]).includes(field);
const isStatus = (value: string | undefined): value is CsvJobStatus => (csvJobStatuses as readonly (string | undefined)[]).includes(value);

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
  const csvJobs = useArea('csvJobs');
  const { query, setQuery, jobs, paging } = useCsvJobsPage();
  const [downloading, setDownloading] = useState<string | null>(null);
  const c = (key: string) => t(`csvJobs.columns.${key}`);

  async function download(job: CsvJob) {
    setDownloading(job.id);
    // spec 1 §8: a failed download is logged only (the use-case reports it), nothing is shown.
    const url = await csvJobs.downloadLink(job.id);
    setDownloading(null);
    if (url !== null) saveThrough(url, `CSV_${job.id}.csv`);
  }

  const filters: TableFilters = {
    module: { value: query.module ?? '', match: 'equals' },
    status: { value: query.status ?? '', match: 'equals' },
  };
  const onFilter = (next: TableFilters) =>
    setQuery((current) => {
      const module = next.module?.value || undefined;
      const status = next.status?.value;
      return { sort: current.sort, ...(module ? { module } : {}), ...(isStatus(status) ? { status } : {}) };
    });
  const onSort = (sort: TableSort | undefined) =>
    setQuery((current) => ({
      ...current,
      sort: sort && isSortField(sort.field) ? { field: sort.field, direction: sort.direction } : { field: 'createdAt', direction: 'desc' },
    }));
  const columns: TableColumn<CsvJob>[] = [
    { id: 'dateQuery', header: c('dateQuery'), body: (job) => <DateQueryCell job={job} /> },
    {
      id: 'module',
      header: c('module'),
      sortable: true,
      filter: { kind: 'text', matches: ['equals'], label: t('csvJobs.filters.module') },
      body: (job) => <ModuleCell job={job} />,
    },
    { id: 'createdAt', header: c('createdAt'), sortable: true, body: (job) => <CreatedCell job={job} /> },
    {
      id: 'status',
      header: c('status'),
      sortable: true,
      filter: {
        kind: 'choice',
        options: csvJobStatuses.map((status) => ({ value: status, label: t(`csvJobs.statuses.${status}`) })),
        label: t('csvJobs.filters.status'),
      },
      body: (job) => <StatusPill job={job} />,
    },
    { id: 'progress', header: c('progress'), body: (job) => <ProgressCell job={job} /> },
    { id: 'link', header: c('link'), body: (job) => <DownloadCell job={job} busy={downloading === job.id} onDownload={(chosen) => void download(chosen)} /> },
  ];

  return (
    <section className="csv-jobs" aria-labelledby="csv-jobs-title">
      <PageHeader icon="pi-file-export" title={t('screens.csvJobs.title')} subtitle={t('csvJobs.subtitle')} titleId="csv-jobs-title">
        <Button type="button" icon="pi pi-refresh" label={t('csvJobs.refresh')} outlined size="small" onClick={jobs.reload} />
      </PageHeader>
      {jobs.error && <Message severity="error" className="csv-jobs__message" text={`${t('csvJobs.loadFailed')} ${errorMessageOf(t, jobs.error)}`} />}
      <div className="kit-card">
        <ReportTable
          label={t('screens.csvJobs.title')}
          rows={jobs.data?.rows ?? []}
          dataKey="id"
          columns={columns}
          loading={jobs.loading && jobs.data === undefined}
          emptyMessage={t('csvJobs.empty')}
          pageSizes={csvJobsPageSizes}
          paging={paging}
          sort={query.sort}
          onSort={onSort}
          filters={filters}
          onFilter={onFilter}
          scrollHeight="700px"
          className="csv-jobs__table"
          minWidth="50rem"
        />
      </div>
    </section>
  );
}
