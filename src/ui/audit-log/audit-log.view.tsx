import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditLogQuery } from '../../application/audit-log/audit-log.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { DateRangeField } from '../kit/date-range-field';
import type { DateRangeValue } from '../kit/date-range-presets';
import { FormField } from '../kit/form-field';
import { dateTimeText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import './audit-log.css';

const pageSizes = [25, 50, 100] as const;
/** What the filters ask for; the grid adds the page. */
type AuditLogFilter = Omit<AuditLogQuery, 'page' | 'pageSize'>;

/** The change an entry records, as short `field: value` text (secrets were hidden when it was written). */
function detailsText(details: Record<string, unknown>): string {
  const body = details.body;
  const shown = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : details;
  return Object.entries(shown)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

function AuditLogTable() {
  const { t } = useTranslation();
  const auditLog = useArea('auditLog');
  const [query, setQuery] = useState<AuditLogFilter>({});
  const [range, setRange] = useState<DateRangeValue>({ from: null, to: null });
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const { list, paging, restart } = useGridPage('audit-log', pageSizes, (window) => auditLog.page({ ...query, page: window.page, pageSize: window.size }), {
    query,
  });
  const c = (key: string) => t(`auditLog.columns.${key}`);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      ...(range.from ? { dateFrom: range.from } : {}),
      ...(range.to ? { dateTo: range.to } : {}),
      ...(actor.trim() ? { actor: actor.trim() } : {}),
      ...(action.trim() ? { action: action.trim() } : {}),
    });
    restart();
  };

  const columns: TableColumn<AuditEntry>[] = [
    { id: 'at', header: c('at'), body: (row) => <Ltr>{dateTimeText(row.at)}</Ltr>, minWidth: '11rem' },
    { id: 'actor', header: c('actor'), body: (row) => <bdi>{row.actorName}</bdi> },
    { id: 'action', header: c('action'), body: (row) => <code dir="ltr">{row.action}</code> },
    { id: 'target', header: c('target'), body: (row) => <Ltr>{row.targetId === null ? row.targetType : `${row.targetType} ${row.targetId}`}</Ltr> },
    {
      id: 'details',
      header: c('details'),
      body: (row) => (
        <span className="audit-log__details" dir="ltr">
          {detailsText(row.details)}
        </span>
      ),
    },
  ];

  return (
    <>
      <form className="kit-card audit-log__filters" onSubmit={apply} aria-label={t('auditLog.filters')}>
        <DateRangeField id="audit-range" value={range} onChange={setRange} />
        <FormField id="audit-actor" label={t('auditLog.actor')} hint={t('auditLog.actorHint')}>
          {(control) => <InputText id="audit-actor" value={actor} onChange={(event) => setActor(event.target.value)} maxLength={100} {...control} />}
        </FormField>
        <FormField id="audit-action" label={t('auditLog.action')} hint={t('auditLog.actionHint')}>
          {(control) => (
            <InputText id="audit-action" value={action} onChange={(event) => setAction(event.target.value)} maxLength={100} dir="ltr" {...control} />
          )}
        </FormField>
        <Button type="submit" label={t('auditLog.apply')} icon="pi pi-filter" />
      </form>
      {list.error ? (
        <LoadFailure message={t('auditLog.loadFailed')} retryLabel={t('auditLog.retry')} onRetry={list.reload} />
      ) : (
        <div className="kit-card">
          <ReportTable
            label={t('screens.auditLog.title')}
            rows={list.data?.rows ?? []}
            dataKey="id"
            columns={columns}
            loading={list.loading}
            emptyMessage={t('auditLog.empty')}
            pageSizes={pageSizes}
            paging={paging}
            minWidth="56rem"
          />
        </div>
      )}
    </>
  );
}

/** docs/decisions/0023-audit-log.md: who changed what, for platform staff with UserLogs.viewAll. */
export function AuditLogView() {
  const { t } = useTranslation();
  const { can, isPlatform } = useCan();
  return (
    <section className="kit-page" aria-labelledby="audit-log-title">
      <PageHeader titleId="audit-log-title" title={t('screens.auditLog.title')} subtitle={t('auditLog.subtitle')} icon="pi-history" />
      {isPlatform && can(['UserLogs', 'viewAll']) ? (
        <AuditLogTable />
      ) : (
        <PermissionDenied title={t('auditLog.denied.title')} message={t('auditLog.denied.message')} />
      )}
    </section>
  );
}
