import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutUploadRow } from '../../application/payouts/payouts.port';
import { payoutUploadColumns, payoutUploadLimits } from '../../domain/payouts/payout-upload';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { countText, fileSizeText, moneyText } from '../kit/formatters';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';

/** Skipped rows listed after a confirmation; the count says how many there were. */
const shownSkipped = 200;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="payouts-upload__figure">
      <dt>{label}</dt>
      <dd>
        <Ltr>{value}</Ltr>
      </dd>
    </div>
  );
}

/**
 * spec 3 §2 Upload dialog and §4 Upload, through the upload machine: choose an xlsx or xls (the
 * payout export, Status set to Approved or Rejected), then the summary (spec 3 §3 Upload summary)
 * with every discarded row and why; Confirm applies it, Cancel deletes the pending file (spec 3 §7).
 */
export function PayoutUploadDialog({ onClose }: { onClose: (applied: boolean) => void }) {
  const { t } = useTranslation();
  const payouts = useArea('payouts');
  const actor = useActorRef(payouts.uploadMachine);
  const step = useSelector(actor, (snapshot) => snapshot.value as string);
  const { file, summary, confirmation, error } = useSelector(actor, (snapshot) => snapshot.context);
  const closed = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (closed) onClose(confirmation !== null);
  }, [closed, confirmation, onClose]);

  const u = (key: string, values?: Record<string, unknown>) => t(`payouts.upload.${key}`, values ?? {});
  const discarded = (summary?.rows ?? []).filter((row) => row.outcome === 'discarded');
  // The portal's language writes the sentence from the row's code; a cell or status it names is translated too.
  const noteText = (row: PayoutUploadRow): string => {
    if (row.note === null) return row.detail ?? '';
    const { column, status, ...values } = row.note.values;
    return u(`notes.${row.note.code}`, {
      ...values,
      ...(column === undefined ? {} : { column: u(`cells.${column}`, { defaultValue: column }) }),
      ...(status === undefined ? {} : { status: row.note.code === 'request-decided' ? t(`payouts.statuses.${status}`, { defaultValue: status }) : status }),
      defaultValue: row.detail ?? '',
    });
  };
  const columns: TableColumn<PayoutUploadRow>[] = [
    { id: 'row', header: u('columns.row'), numeric: true, body: (row) => countText(row.row) },
    { id: 'loanId', header: u('columns.loanId'), body: (row) => <Ltr>{row.loanId || '—'}</Ltr> },
    { id: 'reason', header: u('columns.reason'), body: (row) => (row.reason === null ? '' : u(`reasons.${row.reason}`)) },
    { id: 'detail', header: u('columns.detail'), body: (row) => <span className="payouts-upload__detail">{noteText(row)}</span> },
  ];

  const busy = step === 'uploading' || step === 'confirming' || step === 'discarding';
  const footer =
    step === 'fileUpload' || step === 'uploading' ? (
      <div className="payouts-dialog__actions">
        <Button type="button" label={u('cancel')} outlined onClick={() => actor.send({ type: 'close' })} disabled={busy} />
        <Button type="button" label={u('upload')} icon="pi pi-upload" loading={step === 'uploading'} onClick={() => actor.send({ type: 'upload.submit' })} />
      </div>
    ) : step === 'fileInfo' || step === 'confirming' || step === 'discarding' ? (
      <div className="payouts-dialog__actions">
        <Button
          type="button"
          label={u('cancel')}
          outlined
          onClick={() => actor.send({ type: 'summary.cancel' })}
          disabled={busy}
          loading={step === 'discarding'}
        />
        <Button
          type="button"
          label={u('confirm')}
          icon="pi pi-check"
          loading={step === 'confirming'}
          disabled={busy || (summary !== null && summary.approved + summary.rejected === 0)}
          onClick={() => actor.send({ type: 'summary.confirm' })}
        />
      </div>
    ) : step === 'error' ? (
      <div className="payouts-dialog__actions">
        <Button type="button" label={u('close')} outlined onClick={() => actor.send({ type: 'close' })} />
        <Button type="button" label={u('back')} icon="pi pi-arrow-left" onClick={() => actor.send({ type: 'error.back' })} />
      </div>
    ) : (
      <div className="payouts-dialog__actions">
        <Button type="button" label={u('close')} onClick={() => actor.send({ type: 'close' })} autoFocus />
      </div>
    );

  return (
    <Dialog
      header={u('title')}
      visible
      onHide={() => actor.send({ type: step === 'fileInfo' ? 'summary.cancel' : 'close' })}
      footer={footer}
      className="payouts-dialog payouts-upload"
      breakpoints={{ '720px': '96vw' }}
      style={{ width: '52rem' }}
    >
      {(step === 'fileUpload' || step === 'uploading') && (
        <div className="payouts-upload__choose">
          <p>{u('intro', { columns: payoutUploadColumns.join(', '), rows: countText(payoutUploadLimits.maxRows) })}</p>
          <label className="payouts-upload__file" htmlFor="payout-upload-file">
            <span>{u('chooseFile')}</span>
            <input
              id="payout-upload-file"
              type="file"
              accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                actor.send({ type: 'file.chosen', file: chosen === undefined ? null : { name: chosen.name, size: chosen.size, content: chosen } });
              }}
            />
          </label>
          {file !== null && <p className="payouts-upload__chosen">{u('chosen', { name: file.name, size: fileSizeText(file.size) })}</p>}
        </div>
      )}
      {summary !== null && (step === 'fileInfo' || step === 'confirming' || step === 'discarding') && (
        <section aria-label={u('summary')}>
          <dl className="payouts-upload__figures">
            <Figure label={u('figures.file')} value={summary.originalName} />
            <Figure label={u('figures.size')} value={u('mb', { size: fileSizeText(summary.size) })} />
            <Figure label={u('figures.total')} value={countText(summary.total)} />
            <Figure label={u('figures.approved')} value={countText(summary.approved)} />
            <Figure label={u('figures.rejected')} value={countText(summary.rejected)} />
            <Figure label={u('figures.invalidStatus')} value={countText(summary.invalidStatus.length)} />
            <Figure label={u('figures.discarded')} value={countText(summary.discarded)} />
            <Figure label={u('figures.amount')} value={`PKR ${moneyText(summary.amount)}`} />
          </dl>
          <p className="payouts-upload__note">{u('nothingYet')}</p>
          {discarded.length > 0 && (
            <>
              <h3 className="payouts-upload__heading">{u('discardedRows', { count: discarded.length })}</h3>
              <ReportTable
                label={u('discardedRows', { count: discarded.length })}
                rows={discarded}
                dataKey="row"
                columns={columns}
                emptyMessage=""
                pageSizes={[10, 25, 50]}
                minWidth="36rem"
              />
            </>
          )}
        </section>
      )}
      {step === 'error' && error !== null && (
        <div role="alert">
          <Message severity="error" className="payouts-dialog__message" text={u('hasErrors')} />
          <p className="payouts-upload__error">{t(`payouts.upload.errors.${error.code}`, { defaultValue: error.message })}</p>
        </div>
      )}
      {step === 'done' && confirmation !== null && (
        <div className="payouts-done" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <p>{u(confirmation.alreadyConfirmed ? 'alreadyApplied' : 'applied', { count: confirmation.record.updatedRecords })}</p>
          {confirmation.skipped.length > 0 && (
            <ul className="payouts-upload__skipped" aria-label={u('skipped')}>
              {confirmation.skipped.slice(0, shownSkipped).map((row) => (
                <li key={row.row}>
                  {u('skippedRow', { row: row.row })} <Ltr>{row.loanId}</Ltr>:{' '}
                  {row.code === null ? row.detail : u(`skips.${row.code}`, { defaultValue: row.detail })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}
