import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AutoPaymentState, PayoutFilter, PayoutQuery, PayoutRequest, PayoutSortField } from '../../application/payouts/payouts.port';
import { payoutSortFields } from '../../application/payouts/payouts.port';
import { payoutProviders, payoutStatuses, type PayoutProvider, type PayoutStatus } from '../../domain/payouts/payout-request';
import { defaultBusinessZone } from '../../domain/time/business-day';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { DateRangeField } from '../kit/date-range-field';
import type { DateRangeValue } from '../kit/date-range-presets';
import { FilterBar } from '../kit/filter-bar';
import { FormField } from '../kit/form-field';
import { moneyText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn, TableSort } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { pathTo } from '../routing/paths';
import { asAppError } from '../../application/errors/app-error';
import { AddPayoutDialog } from './add-payout.dialog';
import { PayoutDetailDialog, payoutDateTimeText } from './payout-detail.dialog';
import { PayoutStatusTag } from './payout-status-tag';
import { PayoutUploadDialog } from './payout-upload.dialog';
import { saveBlob } from '../kit/save-blob';
import './payouts.css';

/** spec 3 §9: payouts 10 a page with server paging. */
export const payoutPageSizes = [10] as const;
/** What the filters and sort ask for; the grid adds the page. */
type PayoutSearch = Omit<PayoutQuery, 'page' | 'pageSize'>;

const isSortField = (field: string): field is PayoutSortField => (payoutSortFields as readonly string[]).includes(field);

/** Saves text as a file through a link (no pop-up blocker involved). */
const saveFile = (fileName: string, content: string): void => saveBlob(fileName, new Blob([content], { type: 'text/csv;charset=utf-8' }));

/** docs/spec/decisions.md §6: each toggle shows the action it will take; the state is the server's after every change. */
function AutoPaymentToggles() {
  const { t } = useTranslation();
  const payouts = useArea('payouts');
  const notify = useNotify();
  const states = useRemoteData('payout-auto-jobs', () => payouts.autoPayments());
  const [busy, setBusy] = useState<PayoutProvider | null>(null);

  async function toggle(provider: PayoutProvider, current: AutoPaymentState) {
    setBusy(provider);
    try {
      const next = await payouts.toggleAutoPayment(provider, current);
      states.update((all) => ({ ...all, [provider]: next }));
      notify.success(t(next === 'start' ? 'payouts.auto.started' : 'payouts.auto.stopped', { provider: t(`payouts.providers.${provider}`) }));
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <fieldset className="payouts-auto">
      <legend className="payouts-auto__legend">{t('payouts.auto.label')}</legend>
      {payoutProviders.map((provider) => {
        const state = states.data?.[provider];
        const running = state === 'start';
        const name = t(`payouts.providers.${provider}`);
        return (
          <Button
            key={provider}
            type="button"
            size="small"
            severity={running ? 'danger' : 'success'}
            outlined={!running}
            icon={running ? 'pi pi-stop-circle' : 'pi pi-play'}
            label={state === undefined ? name : t(running ? 'payouts.auto.stop' : 'payouts.auto.start', { provider: name })}
            title={state === undefined ? undefined : t(running ? 'payouts.auto.running' : 'payouts.auto.stoppedState', { provider: name })}
            loading={busy === provider || states.loading}
            disabled={state === undefined || busy !== null}
            onClick={() => state !== undefined && void toggle(provider, state)}
          />
        );
      })}
    </fieldset>
  );
}

function PayoutRequestsList() {
  const { t } = useTranslation();
  const payouts = useArea('payouts');
  const { can, isPlatform, canAsPlatform } = useCan();
  const notify = useNotify();
  const [query, setQuery] = useState<PayoutSearch>({});
  const [text, setText] = useState('');
  const [status, setStatus] = useState<PayoutStatus | null>(null);
  const [dates, setDates] = useState<DateRangeValue>({ from: null, to: null });
  const [open, setOpen] = useState<PayoutRequest | null>(null);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { list, paging, updateRows, restart } = useGridPage(
    'payouts',
    payoutPageSizes,
    (window) => payouts.list({ ...query, page: window.page, pageSize: window.size }),
    { query },
  );

  const filterOf = (): PayoutFilter => ({
    ...(text.trim() !== '' ? { query: text.trim() } : {}),
    ...(status !== null ? { status } : {}),
    ...(dates.from !== null ? { from: dates.from, to: dates.to ?? dates.from } : {}),
  });
  const search = () => {
    setQuery((current) => ({ ...(current.sort ? { sort: current.sort } : {}), ...filterOf() }));
    restart();
  };
  const reset = () => {
    setText('');
    setStatus(null);
    setDates({ from: null, to: null });
    setQuery({});
    restart();
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await payouts.exportCsv(filterOf(), defaultBusinessZone, new Date());
      saveFile(file.fileName, file.content);
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('payouts.export.failed') });
    } finally {
      setExporting(false);
    }
  }

  const onSort = (sort: TableSort | undefined) =>
    setQuery((current) => {
      const { sort: _dropped, ...rest } = current;
      return sort && isSortField(sort.field) ? { ...rest, sort: { field: sort.field, direction: sort.direction } } : rest;
    });
  const f = (key: string) => t(`payouts.fields.${key}`);
  const columns: TableColumn<PayoutRequest>[] = [
    { id: 'loanId', header: f('loanId'), sortable: true, frozen: 'start', body: (row) => <Ltr>{row.loanId}</Ltr> },
    { id: 'merchantName', header: f('merchantName'), body: (row) => row.merchantName },
    { id: 'certName', header: f('certName'), body: (row) => row.certName },
    { id: 'bankName', header: f('bankName'), sortable: true, body: (row) => row.bankName },
    { id: 'msisdn', header: f('msisdn'), body: (row) => <Ltr>{row.msisdn}</Ltr> },
    { id: 'amount', header: f('amount'), sortable: true, numeric: true, body: (row) => <Ltr>{moneyText(row.amount)}</Ltr> },
    { id: 'status', header: f('status'), sortable: true, body: (row) => <PayoutStatusTag status={row.status} /> },
    {
      id: 'createdDate',
      header: f('createdDate'),
      sortable: true,
      className: 'payouts-table__when',
      body: (row) => <Ltr>{payoutDateTimeText(row.createdDate)}</Ltr>,
    },
    {
      id: 'actions',
      header: f('actions'),
      // The action stays in view when a long language widens the grid beyond its card.
      frozen: 'end',
      body: (row) => (
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-eye"
          label={t('payouts.actions.view')}
          aria-label={t('payouts.actions.viewOne', { loanId: row.loanId })}
          onClick={() => setOpen(row)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader titleId="payouts-title" title={t('screens.payoutRequests.title')} subtitle={t('payouts.subtitle')} icon="pi-send">
        {can(['LoanRequest', 'addRequests']) && <Button type="button" icon="pi pi-plus" label={t('payouts.add.button')} onClick={() => setAdding(true)} />}
        {isPlatform && (
          <Link className="p-button p-button-outlined" to={pathTo('fileRecords')}>
            <i className="pi pi-folder-open" aria-hidden="true" />
            <span className="p-button-label">{t('payouts.fileRecord')}</span>
          </Link>
        )}
        {canAsPlatform(['LoanRequest', 'uploadRequests']) && (
          <Button type="button" outlined icon="pi pi-upload" label={t('payouts.payoutApproval')} onClick={() => setUploading(true)} />
        )}
      </PageHeader>
      {canAsPlatform(['LoanRequest', 'startStopAutoJobs']) && <AutoPaymentToggles />}
      <FilterBar
        label={t('payouts.filters.label')}
        onSubmit={search}
        actions={
          <>
            <Button type="submit" icon="pi pi-search" label={t('payouts.filters.search')} />
            <Button type="button" text label={t('payouts.filters.reset')} onClick={reset} />
            <Button type="button" icon="pi pi-file-export" label={t('payouts.export.button')} outlined onClick={() => void exportCsv()} loading={exporting} />
          </>
        }
      >
        <FormField id="payouts-query" label={t('payouts.filters.query')} className="kit-filter-bar__field">
          <InputText id="payouts-query" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('payouts.filters.queryHint')} />
        </FormField>
        <FormField id="payouts-status" label={t('payouts.filters.status')} className="kit-filter-bar__field">
          <Dropdown
            inputId="payouts-status"
            value={status}
            options={payoutStatuses.map((value) => ({ value, label: t(`payouts.statuses.${value}`) }))}
            onChange={(event) => setStatus((event.value as PayoutStatus | undefined) ?? null)}
            placeholder={t('payouts.filters.anyStatus')}
            showClear
          />
        </FormField>
        <DateRangeField id="payouts-dates" value={dates} onChange={setDates} />
      </FilterBar>
      {list.error && <Message severity="error" className="kit-page__message" text={`${t('payouts.loadFailed')} ${errorMessageOf(t, list.error)}`} />}
      <div className="kit-card">
        <ReportTable
          label={t('screens.payoutRequests.title')}
          rows={list.data?.rows ?? []}
          dataKey="id"
          columns={columns}
          loading={list.loading}
          emptyMessage={t('payouts.empty')}
          pageSizes={payoutPageSizes}
          paging={paging}
          {...(query.sort ? { sort: query.sort } : {})}
          onSort={onSort}
          minWidth="62rem"
        />
      </div>
      {open !== null && (
        <PayoutDetailDialog
          request={open}
          onClose={() => setOpen(null)}
          onChanged={(changed) => {
            setOpen(changed);
            updateRows((rows) => rows.map((row) => (row.id === changed.id ? changed : row)));
          }}
        />
      )}
      {uploading && (
        <PayoutUploadDialog
          onClose={(applied) => {
            setUploading(false);
            if (applied) list.reload();
          }}
        />
      )}
      {adding && (
        <AddPayoutDialog
          chooseMerchant={isPlatform}
          onClose={(added) => {
            setAdding(false);
            if (added) list.reload();
          }}
        />
      )}
    </>
  );
}

/** spec 3 §2 Payout Request (/loan-requests): LoanRequest.viewAll reads; a merchant sees its own requests. */
export function PayoutRequestsView() {
  const { t } = useTranslation();
  const { can } = useCan();
  return (
    <section className="kit-page payouts" aria-labelledby="payouts-title">
      {can(['LoanRequest', 'viewAll']) ? (
        <PayoutRequestsList />
      ) : (
        <>
          <PageHeader titleId="payouts-title" title={t('screens.payoutRequests.title')} subtitle={t('payouts.subtitle')} icon="pi-send" />
          <PermissionDenied title={t('payouts.denied.title')} message={t('payouts.denied.message')} />
        </>
      )}
    </section>
  );
}
