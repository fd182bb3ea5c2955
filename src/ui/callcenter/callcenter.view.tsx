import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallcenterResult, TransactionReference, TransactionSummary } from '../../application/callcenter/callcenter.port';
import { AppError } from '../../application/errors/app-error';
import type { CallcenterOperation } from '../../domain/callcenter/refund-rules';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useSubmitOnce } from '../kit/use-submit-once';
import { CallcenterResultDialog, TransactionSummaryDialog } from './callcenter-result.dialog';
import { CallcenterSection, type FieldProblem } from './callcenter-section';
import './callcenter.css';

const sentFields = ['serviceId', 'operator', 'transactionNumber'];

/** spec 3 §2 /callcenter: Enquire Transaction and Refund Transaction, a result dialog after each call. */
export function CallcenterView() {
  const { t } = useTranslation();
  const callcenter = useArea('callcenter');
  const { can } = useCan();
  const notify = useNotify();
  const services = useRemoteData('callcenter-services', () => callcenter.services());
  const [enquiring, setEnquiring] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<CallcenterOperation, FieldProblem>>>({});
  const [result, setResult] = useState<CallcenterResult | null>(null);
  const [summary, setSummary] = useState<TransactionSummary | null>(null);
  const mayRefund = can(['Callcenter', 'refundTransactions']);

  function showProblem(type: CallcenterOperation, problem: unknown) {
    const error = problem instanceof AppError ? problem : new AppError('unexpected', String(problem));
    const message = error.code === 'validation_failed' || error.code === 'conflict' ? error.message : errorMessageOf(t, error);
    if (error.field !== undefined && sentFields.includes(error.field))
      setProblems((current) => ({ ...current, [type]: { field: error.field ?? '', message } }));
    else notify.error(message);
  }

  // One key per refund the person means: a repeated click or a retry after a lost answer refunds once.
  const refund = useSubmitOnce(callcenter.refundMachine, { onDone: setResult, onFailed: (problem) => showProblem('refund', problem) });

  async function send(type: CallcenterOperation, reference: TransactionReference) {
    if (type === 'refund') {
      const sure = await notify.confirm({
        header: t('callcenter.refund.confirmTitle'),
        message: t('callcenter.refund.confirmMessage', { transactionNumber: reference.transactionNumber }),
        acceptLabel: t('callcenter.refund.confirmAccept'),
        rejectLabel: t('callcenter.refund.confirmReject'),
        danger: true,
      });
      if (!sure) return;
    }
    setProblems((current) => ({ ...current, [type]: undefined }));
    if (type === 'refund') {
      // A confirmed refund is a new action: after an answer it starts again, with a new key.
      if (refund.actor.getSnapshot().value === 'done') refund.actor.send({ type: 'submit.again' });
      refund.actor.send({ type: 'submit.send', values: reference });
      return;
    }
    setEnquiring(true);
    try {
      setResult(await callcenter.enquire(reference));
    } catch (problem) {
      showProblem('enquire', problem);
    } finally {
      setEnquiring(false);
    }
  }

  return (
    <section className="kit-page callcenter" aria-labelledby="callcenter-title">
      <PageHeader icon="pi-phone" title={t('screens.callcenter.title')} subtitle={t('callcenter.subtitle')} titleId="callcenter-title" />
      {services.error && <LoadFailure message={t('callcenter.servicesFailed')} retryLabel={t('callcenter.retry')} onRetry={services.reload} />}
      <div className="callcenter__sections">
        <CallcenterSection
          type="enquire"
          services={services.data ?? []}
          busy={enquiring}
          problem={problems.enquire ?? null}
          onSend={(reference) => void send('enquire', reference)}
        />
        {mayRefund && (
          <CallcenterSection
            type="refund"
            services={services.data ?? []}
            busy={refund.busy}
            problem={problems.refund ?? null}
            onSend={(reference) => void send('refund', reference)}
          />
        )}
      </div>
      <CallcenterResultDialog result={result} onClose={() => setResult(null)} onShowSummary={setSummary} />
      <TransactionSummaryDialog transaction={summary} onClose={() => setSummary(null)} />
    </section>
  );
}
