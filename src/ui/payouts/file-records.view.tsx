import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FileRecord, FileRecordFilter } from '../../application/payouts/payouts.port';
import { asAppError } from '../../application/errors/app-error';
import { fileRecordPageSizes } from '../../domain/payouts/payout-upload';
import { defaultBusinessZone } from '../../domain/time/business-day';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { DateRangeField } from '../kit/date-range-field';
import type { DateRangeValue } from '../kit/date-range-presets';
import { FilterBar } from '../kit/filter-bar';
import { FormField } from '../kit/form-field';
import { businessDateText, countText, dateTimeText, moneyText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import { useNotify } from '../kit/use-notify';
import { pathTo } from '../routing/paths';
import { saveBlob } from '../kit/save-blob';
import './payouts.css';

function FileRecordsGrid() {
  const { t } = useTranslation();
  const payouts = useArea('payouts');
  const notify = useNotify();
  const [text, setText] = useState('');
  const [dates, setDates] = useState<DateRangeValue>({ from: null, to: null });
  const [filter, setFilter] = useState<FileRecordFilter>({});
  const [exporting, setExporting] = useState(false);
  const { rows, list, paging, restart } = useGridPage('file-records', fileRecordPageSizes, (window) => payouts.fileRecords(filter, window), { query: filter });

  const filterOf = (): FileRecordFilter => ({
    ...(text.trim() !== '' ? { query: text.trim() } : {}),
    ...(dates.from !== null ? { from: dates.from, to: dates.to ?? dates.from } : {}),
  });
  const search = () => {
    setFilter(filterOf());
    restart();
  };
  const reset = () => {
    setText('');
    setDates({ from: null, to: null });
    setFilter({});
    restart();
  };
  async function exportXlsx() {
    setExporting(true);
    try {
      const file = await payouts.exportFileRecords(filter, defaultBusinessZone, new Date());
      saveBlob(file.fileName, file.content);
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('payouts.fileRecords.exportFailed') });
    } finally {
      setExporting(false);
    }
  }

  const c = (key: string) => t(`payouts.fileRecords.columns.${key}`);
  const columns: TableColumn<FileRecord>[] = [
    { id: 'originalName', header: c('originalName'), frozen: 'start', body: (row) => <Ltr>{row.originalName}</Ltr> },
    { id: 'createdDate', header: c('createdDate'), body: (row) => <Ltr>{dateTimeText(row.createdDate)}</Ltr> },
    { id: 'noOfTransactions', header: c('noOfTransactions'), numeric: true, body: (row) => countText(row.noOfTransactions) },
    { id: 'updatedRecords', header: c('updatedRecords'), numeric: true, body: (row) => countText(row.updatedRecords) },
    { id: 'approved', header: c('approved'), numeric: true, body: (row) => countText(row.approved) },
    { id: 'rejected', header: c('rejected'), numeric: true, body: (row) => countText(row.rejected) },
    { id: 'amount', header: c('amount'), numeric: true, body: (row) => <Ltr>{moneyText(row.amount)}</Ltr> },
    { id: 'dateFrom', header: c('dateFrom'), body: (row) => (row.dateFrom === null ? '—' : <Ltr>{businessDateText(row.dateFrom)}</Ltr>) },
    { id: 'dateTo', header: c('dateTo'), body: (row) => (row.dateTo === null ? '—' : <Ltr>{businessDateText(row.dateTo)}</Ltr>) },
    {
      id: 'fileName',
      header: c('fileName'),
      body: (row) => (
        <Ltr>
          <span className="file-records__stored">{row.fileName}</span>
        </Ltr>
      ),
    },
  ];

  return (
    <>
      <FilterBar
        label={t('payouts.fileRecords.filters.label')}
        onSubmit={search}
        actions={
          <>
            <Button type="submit" icon="pi pi-search" label={t('payouts.fileRecords.filters.search')} />
            <Button type="button" text label={t('payouts.fileRecords.filters.reset')} onClick={reset} />
            <Button
              type="button"
              icon="pi pi-file-excel"
              label={t('payouts.fileRecords.export')}
              outlined
              onClick={() => void exportXlsx()}
              loading={exporting}
            />
          </>
        }
      >
        <FormField id="file-records-query" label={t('payouts.fileRecords.filters.query')} className="kit-filter-bar__field">
          <InputText
            id="file-records-query"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('payouts.fileRecords.filters.queryHint')}
          />
        </FormField>
        <DateRangeField id="file-records-dates" value={dates} onChange={setDates} />
      </FilterBar>
      {list.error ? (
        <LoadFailure message={t('payouts.fileRecords.loadFailed')} retryLabel={t('session.retry')} onRetry={list.reload} />
      ) : (
        <div className="kit-card">
          <ReportTable
            label={t('screens.fileRecords.title')}
            rows={rows}
            dataKey="id"
            columns={columns}
            loading={list.loading}
            paging={paging}
            emptyMessage={t('payouts.fileRecords.empty')}
            pageSizes={fileRecordPageSizes}
            minWidth="64rem"
          />
        </div>
      )}
    </>
  );
}

/** spec 3 §2 /file-records (File Record): the uploaded payout files, for platform staff (spec 3 §6). */
export function FileRecordsView() {
  const { t } = useTranslation();
  const { canAsPlatform } = useCan();
  return (
    <section className="kit-page file-records" aria-labelledby="file-records-title">
      <PageHeader titleId="file-records-title" title={t('screens.fileRecords.title')} subtitle={t('payouts.fileRecords.subtitle')} icon="pi-folder-open">
        <Link className="p-button p-button-outlined" to={pathTo('payoutRequests')}>
          <i className="pi pi-arrow-left" aria-hidden="true" />
          <span className="p-button-label">{t('payouts.fileRecords.back')}</span>
        </Link>
      </PageHeader>
      {canAsPlatform(['LoanRequest', 'viewAll']) ? (
        <FileRecordsGrid />
      ) : (
        <PermissionDenied title={t('payouts.fileRecords.denied.title')} message={t('payouts.fileRecords.denied.message')} />
      )}
    </section>
  );
}
