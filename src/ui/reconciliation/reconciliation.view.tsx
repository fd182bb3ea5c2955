import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { ReconciliationLine, ReconciliationLineFilter, ReconciliationSummary } from '../../application/reconciliation/reconciliation.port';
import {
  type LineState,
  lineStates,
  mayRefundOrphan,
  mayResolve,
  type ReconciliationClass,
  reconciliationClasses,
  reconciliationPageSizes,
  type ReconciliationProvider,
  reconciliationProviders,
} from '../../domain/reconciliation/reconciliation';
import { businessDayOf, defaultBusinessZone, shiftBusinessDate } from '../../domain/time/business-day';
import { isIsoDate } from '../../domain/time/iso-date';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { calendarDayOf, isoDateOf } from '../kit/calendar-day';
import { calendarLocaleOf } from '../kit/calendar-locale';
import { FilterBar } from '../kit/filter-bar';
import { FormField } from '../kit/form-field';
import { countText, dateTimeText, moneyText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { type LineAction, LineActionDialog } from './line-action.dialog';
import { saveBlob } from '../kit/save-blob';
import './reconciliation.css';

const classSeverity: Record<ReconciliationClass, 'success' | 'warning' | 'danger' | 'info'> = {
  matched: 'success',
  differs: 'warning',
  provider_only: 'danger',
  ours_only: 'info',
};

interface LineFilters {
  class: ReconciliationClass | null;
  status: LineState | null;
  reference: string;
}

const noFilters: LineFilters = { class: null, status: null, reference: '' };

function ClassCards({ summary }: { summary: ReconciliationSummary | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="reconciliation-cards" aria-label={t('reconciliation.cards')}>
      {reconciliationClasses.map((name) => {
        const total = summary?.classes.find((item) => item.class === name);
        return (
          <li key={name} className={`kit-card reconciliation-card reconciliation-card--${name}`}>
            <span className="reconciliation-card__label">{t(`reconciliation.classes.${name}`)}</span>
            <strong className="reconciliation-card__count" data-testid={`count-${name}`}>
              {countText(total?.count ?? 0)}
            </strong>
            <span className="reconciliation-card__amount">
              <Ltr>PKR {total === undefined ? '0.00' : moneyText(total.amount)}</Ltr>
            </span>
            <span className="reconciliation-card__open">{t('reconciliation.open', { count: total?.open ?? 0 })}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ReconciliationScreen() {
  const { t, i18n } = useTranslation();
  const reconciliation = useArea('reconciliation');
  const notify = useNotify();
  const { can } = useCan();
  const mayChange = can(['Reconciliation', 'resolve']);
  // A link may name the provider and day (/reconciliation?provider=jazzcash&day=2026-11-26); yesterday by default.
  const [params] = useSearchParams();
  const [provider, setProvider] = useState<ReconciliationProvider>(
    () => reconciliationProviders.find((name) => name === params.get('provider')) ?? 'easypaisa',
  );
  const [day, setDay] = useState(() => {
    const asked = params.get('day') ?? '';
    return isIsoDate(asked) ? asked : shiftBusinessDate(businessDayOf(new Date(), defaultBusinessZone), -1);
  });
  const [draft, setDraft] = useState<LineFilters>(noFilters);
  const [filters, setFilters] = useState<LineFilters>(noFilters);
  const [busy, setBusy] = useState<'run' | 'upload' | 'export' | 'action' | null>(null);
  const [action, setAction] = useState<{ line: ReconciliationLine; kind: LineAction } | null>(null);
  const [version, setVersion] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const filter: ReconciliationLineFilter = {
    provider,
    day,
    ...(filters.class === null ? {} : { class: filters.class }),
    ...(filters.status === null ? {} : { status: filters.status }),
    ...(filters.reference.trim() === '' ? {} : { reference: filters.reference.trim() }),
  };
  const summary = useRemoteData(`${provider}:${day}:${version}`, () => reconciliation.summary({ provider, day }));
  const grid = useGridPage(
    'reconciliation',
    reconciliationPageSizes,
    (window) =>
      reconciliation.lines({ ...filter, page: window.page, pageSize: window.size }).then((page) => ({ ...page, page: window.page, pageSize: window.size })),
    { query: filter },
  );
  // After an action the summary and the page shown load again; only a new filter goes back to the first page.
  const refreshAll = () => {
    setVersion((current) => current + 1);
    grid.list.reload();
  };
  const failed = (problem: unknown, summaryKey: string) => notify.error(errorMessageOf(t, asAppError(problem)), { summary: t(summaryKey) });

  async function runNow() {
    setBusy('run');
    try {
      await reconciliation.run({ provider, day });
      notify.success(t('reconciliation.ran'));
      refreshAll();
    } catch (problem) {
      failed(problem, 'reconciliation.runFailed');
    } finally {
      setBusy(null);
    }
  }

  async function upload(file: File) {
    setBusy('upload');
    try {
      await reconciliation.upload({ provider, day }, { name: file.name, content: file });
      notify.success(t('reconciliation.uploaded', { name: file.name }));
      refreshAll();
    } catch (problem) {
      failed(problem, 'reconciliation.uploadFailed');
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function exportCsv() {
    setBusy('export');
    try {
      saveBlob(`reconciliation-${provider}-${day}.csv`, await reconciliation.exportLines(filter));
    } catch (problem) {
      failed(problem, 'reconciliation.exportFailed');
    } finally {
      setBusy(null);
    }
  }

  async function confirmAction(text: string) {
    if (action === null) return;
    setBusy('action');
    try {
      if (action.kind === 'resolve') {
        await reconciliation.resolve(action.line.id, text);
        notify.success(t('reconciliation.resolved'));
      } else {
        const result = await reconciliation.refundOrphan(action.line.id, text);
        if (result.outcome === 'refunded') notify.success(t('reconciliation.refunded'));
        else if (result.outcome === 'awaiting-approval') notify.info(t('reconciliation.awaitingApproval'));
        else notify.error(result.message, { summary: t('reconciliation.refundRefused') });
      }
      setAction(null);
      refreshAll();
    } catch (problem) {
      failed(problem, action.kind === 'resolve' ? 'reconciliation.resolveFailed' : 'reconciliation.refundFailed');
    } finally {
      setBusy(null);
    }
  }

  const c = (key: string) => t(`reconciliation.columns.${key}`);
  const stateText = (row: ReconciliationLine) =>
    row.state === 'refund_pending' ? t('reconciliation.states.refund_pending', { name: row.refundRequestedBy ?? '' }) : t(`reconciliation.states.${row.state}`);
  const columns: (TableColumn<ReconciliationLine> | false)[] = [
    { id: 'reference', header: c('reference'), frozen: 'start', body: (row) => <Ltr>{row.providerReference}</Ltr>, minWidth: '10rem' },
    { id: 'kind', header: c('kind'), body: (row) => t(`reconciliation.kinds.${row.kind}`) },
    { id: 'class', header: c('class'), body: (row) => <Tag value={t(`reconciliation.classes.${row.class}`)} severity={classSeverity[row.class]} /> },
    {
      id: 'state',
      header: c('state'),
      body: (row) => (
        <span className="reconciliation-state">
          <span>{stateText(row)}</span>
          {row.note !== null && <small className="reconciliation-state__note">{row.note}</small>}
        </span>
      ),
      minWidth: '12rem',
    },
    {
      id: 'statementAmount',
      header: c('statementAmount'),
      numeric: true,
      body: (row) => (row.statementAmount === null ? '—' : <Ltr>{moneyText(row.statementAmount)}</Ltr>),
    },
    { id: 'ourAmount', header: c('ourAmount'), numeric: true, body: (row) => (row.ourAmount === null ? '—' : <Ltr>{moneyText(row.ourAmount)}</Ltr>) },
    { id: 'statementStatus', header: c('statementStatus'), body: (row) => <Ltr>{[row.statementStatus, row.ourStatus].map((s) => s ?? '—').join(' / ')}</Ltr> },
    { id: 'at', header: c('at'), body: (row) => (row.statementAt === null ? '—' : <Ltr>{dateTimeText(row.statementAt)}</Ltr>), minWidth: '10rem' },
    mayChange && {
      id: 'actions',
      header: c('actions'),
      frozen: 'end',
      body: (row) => (
        <span className="reconciliation-actions">
          {mayRefundOrphan(row) && (
            <Button
              type="button"
              size="small"
              severity="danger"
              label={row.state === 'refund_pending' ? t('reconciliation.approveRefund') : t('reconciliation.refund')}
              aria-label={`${row.state === 'refund_pending' ? t('reconciliation.approveRefund') : t('reconciliation.refund')} ${row.providerReference}`}
              onClick={() => setAction({ line: row, kind: row.state === 'refund_pending' ? 'approve' : 'refund' })}
            />
          )}
          {mayResolve({ class: row.class, state: row.state === 'refund_pending' ? 'open' : row.state }) && (
            <Button
              type="button"
              size="small"
              outlined
              label={t('reconciliation.resolve')}
              aria-label={`${t('reconciliation.resolve')} ${row.providerReference}`}
              onClick={() => setAction({ line: row, kind: 'resolve' })}
            />
          )}
        </span>
      ),
    },
  ];

  const run = summary.data?.run ?? null;
  const providerOptions = reconciliationProviders.map((value) => ({ value, label: t(`reconciliation.providers.${value}`) }));
  return (
    <>
      <section className="kit-card reconciliation-day" aria-label={t('reconciliation.dayAndProvider')}>
        <div className="reconciliation-day__fields">
          <FormField id="reconciliation-day" label={t('reconciliation.day')}>
            {(control) => (
              <Calendar
                inputId="reconciliation-day"
                value={calendarDayOf(day)}
                onChange={(event) => {
                  if (event.value instanceof Date) setDay(isoDateOf(event.value));
                }}
                dateFormat="dd M yy"
                locale={calendarLocaleOf(i18n.language)}
                showIcon
                showOnFocus={false}
                maxDate={calendarDayOf(businessDayOf(new Date(), defaultBusinessZone)) ?? undefined}
                {...control}
              />
            )}
          </FormField>
          <FormField id="reconciliation-provider" label={t('reconciliation.provider')}>
            {(control) => (
              <Dropdown
                inputId="reconciliation-provider"
                value={provider}
                options={providerOptions}
                onChange={(event) => setProvider(event.value as ReconciliationProvider)}
                {...control}
              />
            )}
          </FormField>
        </div>
        <div className="reconciliation-day__actions">
          {mayChange && (
            <Button
              type="button"
              icon="pi pi-sync"
              label={t('reconciliation.runNow')}
              loading={busy === 'run'}
              disabled={busy !== null}
              onClick={() => void runNow()}
            />
          )}
          {mayChange && (
            <>
              <input
                ref={fileInput}
                id="reconciliation-upload"
                className="reconciliation-day__file"
                aria-label={t('reconciliation.upload')}
                tabIndex={-1}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen !== undefined) void upload(chosen);
                }}
              />
              <Button
                type="button"
                icon="pi pi-upload"
                outlined
                label={t('reconciliation.upload')}
                loading={busy === 'upload'}
                disabled={busy !== null}
                onClick={() => fileInput.current?.click()}
              />
            </>
          )}
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('reconciliation.export')}
            loading={busy === 'export'}
            disabled={busy !== null || run === null}
            onClick={() => void exportCsv()}
          />
        </div>
        <p className="reconciliation-day__run" aria-live="polite">
          {run === null
            ? t('reconciliation.notRun')
            : t(run.source === 'upload' ? 'reconciliation.runFromFile' : 'reconciliation.runFromProvider', {
                at: dateTimeText(run.startedAt),
                by: run.startedBy,
                lines: countText(run.statementLines),
                file: run.fileName ?? '',
              })}
        </p>
      </section>
      {summary.error ? (
        <LoadFailure message={t('reconciliation.loadFailed')} retryLabel={t('reconciliation.retry')} onRetry={summary.reload} />
      ) : (
        <ClassCards summary={summary.data} />
      )}
      {(summary.data?.pendingApprovals ?? 0) > 0 && (
        <p className="reconciliation-pending" role="status">
          <i className="pi pi-users" aria-hidden="true" /> {t('reconciliation.pendingApprovals', { count: summary.data?.pendingApprovals ?? 0 })}
        </p>
      )}
      <FilterBar
        label={t('reconciliation.filters')}
        className="kit-card reconciliation-filters"
        onSubmit={() => {
          setFilters(draft);
          grid.restart();
        }}
        actions={
          <>
            <Button type="submit" icon="pi pi-filter" label={t('reconciliation.apply')} />
            <Button
              type="button"
              outlined
              label={t('reconciliation.clear')}
              onClick={() => {
                setDraft(noFilters);
                setFilters(noFilters);
                grid.restart();
              }}
            />
          </>
        }
      >
        <FormField id="reconciliation-class" label={t('reconciliation.class')}>
          {(control) => (
            <Dropdown
              inputId="reconciliation-class"
              value={draft.class}
              options={reconciliationClasses.map((value) => ({ value, label: t(`reconciliation.classes.${value}`) }))}
              onChange={(event) => setDraft({ ...draft, class: (event.value as ReconciliationClass | undefined) ?? null })}
              placeholder={t('reconciliation.any')}
              showClear
              {...control}
            />
          )}
        </FormField>
        <FormField id="reconciliation-status" label={t('reconciliation.status')}>
          {(control) => (
            <Dropdown
              inputId="reconciliation-status"
              value={draft.status}
              options={lineStates.map((value) => ({ value, label: t(`reconciliation.statusOptions.${value}`) }))}
              onChange={(event) => setDraft({ ...draft, status: (event.value as LineState | undefined) ?? null })}
              placeholder={t('reconciliation.any')}
              showClear
              {...control}
            />
          )}
        </FormField>
        <FormField id="reconciliation-reference" label={t('reconciliation.reference')}>
          {(control) => (
            <InputText
              id="reconciliation-reference"
              value={draft.reference}
              dir="ltr"
              maxLength={64}
              onChange={(event) => setDraft({ ...draft, reference: event.target.value })}
              {...control}
            />
          )}
        </FormField>
      </FilterBar>
      {grid.list.error ? (
        <LoadFailure message={t('reconciliation.loadFailed')} retryLabel={t('reconciliation.retry')} onRetry={grid.list.reload} />
      ) : (
        <div className="kit-card">
          <ReportTable
            label={t('reconciliation.lines')}
            rows={grid.rows}
            dataKey="id"
            columns={columns}
            loading={grid.list.loading}
            emptyMessage={run === null ? t('reconciliation.notRun') : t('reconciliation.empty')}
            pageSizes={reconciliationPageSizes}
            paging={grid.paging}
            minWidth="64rem"
            narrowLayout="cards"
          />
        </div>
      )}
      {action !== null && (
        <LineActionDialog
          line={action.line}
          action={action.kind}
          busy={busy === 'action'}
          onConfirm={(text) => void confirmAction(text)}
          onCancel={() => setAction(null)}
        />
      )}
    </>
  );
}

/** docs/decisions/0035-reconciliation.md: the providers' statements against our books, for platform staff. */
export function ReconciliationView() {
  const { t } = useTranslation();
  const { isPlatform, can } = useCan();
  return (
    <section className="kit-page" aria-labelledby="reconciliation-title">
      <PageHeader titleId="reconciliation-title" title={t('screens.reconciliation.title')} subtitle={t('reconciliation.subtitle')} icon="pi-verified" />
      {isPlatform && can(['Reconciliation', 'viewAll']) ? (
        <ReconciliationScreen />
      ) : (
        <PermissionDenied title={t('reconciliation.denied.title')} message={t('reconciliation.denied.message')} />
      )}
    </section>
  );
}
