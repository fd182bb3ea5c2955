import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { CsvJob } from '../../application/csv-jobs/csv-jobs.port';
import { canDownload, csvJobColours, progressPercent, type CsvJobColour } from '../../domain/csv/csv-job-status';
import { Ltr } from '../common/ltr';
import { dateTimeText, instantPeriodText } from '../kit/formatters';

const severityOf: Record<CsvJobColour, 'warning' | 'success' | 'danger'> = { yellow: 'warning', green: 'success', red: 'danger' };

/** spec 1 §2: the from–to range of the job's query, today when it has none (DD MMM YYYY, business zone). */
export function dateQueryText(job: CsvJob, now: Date = new Date()): string {
  const from = job.dateRange?.from ?? now.toISOString();
  const to = job.dateRange?.to ?? now.toISOString();
  return instantPeriodText(from, to);
}

export function DateQueryCell({ job }: { job: CsvJob }) {
  return (
    <span className="csv-jobs__date-query">
      <i className="pi pi-calendar csv-jobs__date-icon" aria-hidden="true" />
      <bdi>{dateQueryText(job)}</bdi>
    </span>
  );
}

export function CreatedCell({ job }: { job: CsvJob }) {
  return <bdi>{dateTimeText(job.createdAt)}</bdi>;
}

export function ModuleCell({ job }: { job: CsvJob }) {
  const { t } = useTranslation();
  return <span className="csv-jobs__module">{t(`csvJobs.modules.${job.module}`, { defaultValue: job.module })}</span>;
}

/** spec 1 §4: pending yellow; inprogress and completed green; failed, cancelled, deleted red. */
export function StatusPill({ job }: { job: CsvJob }) {
  const { t } = useTranslation();
  const colour = csvJobColours[job.status];
  return (
    <Tag
      rounded
      severity={severityOf[colour]}
      className={`csv-jobs__status csv-jobs__status--${colour}`}
      icon={job.status === 'inprogress' ? 'pi pi-spin pi-spinner' : undefined}
      value={t(`csvJobs.statuses.${job.status}`)}
      data-colour={colour}
    />
  );
}

/** spec 1 §2 and §9: completed over total as a percentage with two decimals; 0 when the total is 0. */
export function ProgressCell({ job }: { job: CsvJob }) {
  const { t } = useTranslation();
  const percent = progressPercent(job.completedRecords, job.totalRecords);
  return (
    <div className="csv-jobs__progress">
      <ProgressBar value={Number(percent)} showValue={false} aria-hidden="true" />
      <Ltr>{`${percent}%`}</Ltr>
      <span className="csv-jobs__records" title={t('csvJobs.recordsTitle')}>
        {t('csvJobs.records', { completed: job.completedRecords.toLocaleString('en-US'), total: job.totalRecords.toLocaleString('en-US') })}
      </span>
    </div>
  );
}

/** spec 1 §2: the Download pill shows only for a completed job. */
export function DownloadCell({ job, busy, onDownload }: { job: CsvJob; busy: boolean; onDownload: (job: CsvJob) => void }) {
  const { t } = useTranslation();
  if (!canDownload(job.status))
    return (
      <span className="csv-jobs__no-link" aria-hidden="true">
        —
      </span>
    );
  return (
    <Button
      type="button"
      rounded
      size="small"
      icon="pi pi-download"
      label={t('csvJobs.download')}
      aria-label={t('csvJobs.downloadFile', { file: `CSV_${job.id}.csv` })}
      loading={busy}
      className="csv-jobs__download"
      onClick={() => onDownload(job)}
    />
  );
}
