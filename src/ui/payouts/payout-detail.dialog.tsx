import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutRequest } from '../../application/payouts/payouts.port';
import { asAppError } from '../../application/errors/app-error';
import { minutesToNextTry, providerOfBank, type PayoutDecision } from '../../domain/payouts/payout-request';
import { formatInstant } from '../../domain/time/date-formats';
import { defaultBusinessZone } from '../../domain/time/business-day';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { displayLocale, moneyText } from '../kit/formatters';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { PayoutStatusTag } from './payout-status-tag';

/** spec 3 §9: payout date-time DD MMM YYYY HH:mm A. */
export const payoutDateTimeText = (instant: string): string => formatInstant(instant, 'dateTimeMinutes12h', defaultBusinessZone, displayLocale());

interface PayoutDetailProps {
  request: PayoutRequest;
  onClose: () => void;
  onChanged: (request: PayoutRequest) => void;
}

/**
 * spec 3 §2 Payout detail dialog: a Pending request shows its requested date, retry reason and the
 * minutes to the next retry (only when positive), loading its job on opening; other statuses show
 * the approval date. Platform staff with the rights approve, reject or refresh a Pending request.
 */
export function PayoutDetailDialog({ request, onClose, onChanged }: PayoutDetailProps) {
  const { t } = useTranslation();
  const payouts = useArea('payouts');
  const { canAsPlatform } = useCan();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  // Opening a Pending request loads its job information (spec 3 §2).
  const fresh = useRemoteData(`payout-${request.id}-${request.status}`, () =>
    request.status === 'Pending' ? payouts.get(request.id) : Promise.resolve(request),
  );
  const shown = fresh.data ?? request;
  const minutes = minutesToNextTry(shown.job.nextTry, new Date());
  const provider = providerOfBank(shown.bankName);
  const pending = shown.status === 'Pending';
  const f = (key: string) => t(`payouts.fields.${key}`);

  async function decide(decision: PayoutDecision) {
    const sure = await notify.confirm({
      header: t('payouts.confirm.header'),
      message: t(decision === 'Approved' ? 'payouts.confirm.approve' : 'payouts.confirm.reject', { loanId: shown.loanId }),
      acceptLabel: t(decision === 'Approved' ? 'payouts.actions.approve' : 'payouts.actions.reject'),
      rejectLabel: t('payouts.confirm.cancel'),
      danger: decision === 'Rejected',
    });
    if (!sure) return;
    setBusy(decision);
    try {
      const decided = await payouts.decide(shown, decision);
      notify.success(t(decision === 'Approved' ? 'payouts.decided.approved' : 'payouts.decided.rejected', { loanId: decided.loanId }));
      onChanged(decided);
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('payouts.decided.failed') });
    } finally {
      setBusy(null);
    }
  }

  async function refresh() {
    setBusy('refresh');
    try {
      const answer = await payouts.refresh(shown);
      // spec 3 §8 Payout refresh: success is an Info toast, failed an Error toast, anything else the generic one.
      if (answer.outcome === 'success') notify.info(answer.message, { summary: t('payouts.refresh.success') });
      else if (answer.outcome === 'failed') notify.error(answer.message, { summary: t('payouts.refresh.failed') });
      else notify.error(answer.message, { summary: t('payouts.refresh.other') });
      onChanged(answer.request);
    } catch {
      notify.error(t('errors.unexpected'), { summary: t('payouts.refresh.failed') });
    } finally {
      setBusy(null);
    }
  }

  const mayDecide = pending && canAsPlatform(['LoanRequest', 'approveRejectRequests']);
  const mayRefresh = pending && provider !== null && canAsPlatform(['LoanRequest', 'refreshRequests']);
  const footer = (
    <div className="payouts-dialog__actions">
      {mayRefresh && (
        <Button
          type="button"
          outlined
          icon="pi pi-sync"
          label={t(provider === 'jazzcash' ? 'payouts.actions.refreshJazz' : 'payouts.actions.refreshEasypaisa')}
          loading={busy === 'refresh'}
          disabled={busy !== null}
          onClick={() => void refresh()}
        />
      )}
      {mayDecide && (
        <Button
          type="button"
          severity="danger"
          outlined
          icon="pi pi-times"
          label={t('payouts.actions.reject')}
          loading={busy === 'Rejected'}
          disabled={busy !== null}
          onClick={() => void decide('Rejected')}
        />
      )}
      {mayDecide && (
        <Button
          type="button"
          icon="pi pi-check"
          label={t('payouts.actions.approve')}
          loading={busy === 'Approved'}
          disabled={busy !== null}
          onClick={() => void decide('Approved')}
        />
      )}
      <Button type="button" text label={t('payouts.detail.close')} onClick={onClose} />
    </div>
  );

  const items: [string, React.ReactNode][] = [
    [f('loanId'), <Ltr key="loanId">{shown.loanId}</Ltr>],
    [f('status'), <PayoutStatusTag key="status" status={shown.status} />],
    [f('merchantName'), shown.merchantName],
    [f('merchantOrderId'), <Ltr key="order">{shown.merchantOrderId}</Ltr>],
    [f('amount'), <Ltr key="amount">PKR {moneyText(shown.amount)}</Ltr>],
    [f('certName'), shown.certName],
    [f('certId'), <Ltr key="certId">{shown.certId}</Ltr>],
    [f('bankName'), shown.bankName],
    [f('bankNo'), <Ltr key="bankNo">{shown.bankNo}</Ltr>],
    [f('msisdn'), <Ltr key="msisdn">{shown.msisdn}</Ltr>],
    [f('payoutType'), shown.payoutType],
    [f('beneficiaryEmail'), <Ltr key="email">{shown.beneficiaryEmail ?? '—'}</Ltr>],
    [f('description'), shown.description],
    [f('message'), shown.message ?? '—'],
  ];
  if (pending) {
    items.push([f('requestedDate'), <Ltr key="requested">{payoutDateTimeText(shown.createdDate)}</Ltr>]);
    items.push([f('retryReason'), shown.job.nextTryReason ?? '—']);
    if (minutes !== null) items.push([f('nextRetry'), t('payouts.detail.minutes', { count: minutes })]);
  } else if (shown.approvalDate !== null) {
    items.push([f('approvalDate'), <Ltr key="approval">{payoutDateTimeText(shown.approvalDate)}</Ltr>]);
  }

  return (
    <Dialog
      header={t('payouts.detail.title', { loanId: shown.loanId })}
      visible
      onHide={onClose}
      footer={footer}
      className="payouts-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '44rem' }}
    >
      <dl className="payouts-review" aria-busy={fresh.loading}>
        {items.map(([label, value]) => (
          <div key={label} className="payouts-review__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
