import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvJobStatuses, type CsvJobStatus } from '../../domain/csv/csv-job-status';

/** The Status column's filter: one of the six statuses, or any. */
export function StatusFilter({ value, onChange }: { value: CsvJobStatus | undefined; onChange: (status: CsvJobStatus | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      value={value ?? null}
      options={csvJobStatuses.map((status) => ({ value: status, label: t(`csvJobs.statuses.${status}`) }))}
      onChange={(event) => onChange((event.value as CsvJobStatus | null) ?? undefined)}
      placeholder={t('csvJobs.filters.anyStatus')}
      aria-label={t('csvJobs.filters.status')}
      showClear
      className="csv-jobs__filter"
    />
  );
}

/** The Module column's filter (equals, case-insensitive on the server); applied after a short pause in typing. */
export function ModuleFilter({ value, onChange }: { value: string | undefined; onChange: (module: string | undefined) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) return undefined;
    const timer = setTimeout(() => onChange(trimmed === '' ? undefined : trimmed), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <InputText
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('csvJobs.filters.search')}
      aria-label={t('csvJobs.filters.module')}
      className="csv-jobs__filter"
    />
  );
}
