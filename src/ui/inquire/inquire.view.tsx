import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import type { InquireAccessInput } from '../../application/inquire/inquire-access.machine';
import type { InquireResult } from '../../application/inquire/inquire.port';
import { inquireErrorCodes, inquireFailureMessage } from '../../application/inquire/inquire.use-case';
import { asAppError } from '../../application/errors/app-error';
import { useArea, useUseCases } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { useNotify } from '../kit/use-notify';
import { useSession } from '../session/use-session';
import { CheckoutLogsTable } from './checkout-logs.table';
import { InquireForm } from './inquire.form';
import type { InquireFormValues } from '../../forms/inquire.form-schema';
import { InquireSummary } from './inquire-summary';
import { NotificationPanel } from './notification.panel';
import { ProviderLogsPanel } from './provider-logs.panel';
import './inquire.css';
import { LoadingState } from '../kit/loading-state';

interface Answered {
  result: InquireResult;
  query: InquireFormValues;
}

function InquireAccess({ input }: { input: InquireAccessInput }) {
  const { t } = useTranslation();
  const { reportProblem } = useUseCases();
  const inquire = useArea('inquire');
  const access = useActorRef(inquire.accessMachine, { input });
  const state = useSelector(access, (snapshot) => (snapshot.matches('access') ? 'access' : snapshot.matches('denied') ? 'denied' : 'loading'));
  const [answered, setAnswered] = useState<Answered | null>(null);
  const notify = useNotify();

  const showError = (detail: string) => notify.error(detail, { summary: t('inquire.errors.title') });

  async function submit(query: InquireFormValues) {
    setAnswered(null);
    try {
      const result = await inquire.inquire(query.provider, query.orderId);
      // spec 1 §2: an answer without permission turns access off.
      access.send({ type: 'inquire.answered', permission: result.permission });
      if (!result.permission) return;
      setAnswered({ result, query });
      // spec 1 §8: non-success shows "Error" with the server's message or "Some issue on inquire".
      if (!result.succeeded) showError(result.message.trim() === '' ? t('inquire.errors.someIssue') : result.message);
    } catch (problem) {
      reportProblem(problem);
      showError(t('inquire.errors.someIssue', { defaultValue: inquireFailureMessage }));
    }
  }

  async function sendNotification(query: InquireFormValues) {
    try {
      return await inquire.sendNotification(query.provider, query.orderId);
    } catch (problem) {
      const error = asAppError(problem);
      showError(error.code === inquireErrorCodes.notificationFailed ? t('inquire.errors.notificationFailed') : errorMessageOf(t, error));
      throw problem;
    }
  }

  const notification = answered?.result.notification;
  return (
    <>
      {state === 'loading' && <LoadingState label={t('inquire.checkingAccess')} />}
      {state === 'denied' && <PermissionDenied title={t('inquire.denied.title')} message={t('inquire.denied.message')} />}
      {state === 'access' && (
        <>
          <section className="inquire-card inquire-card--form" aria-label={t('inquire.form.name')}>
            <InquireForm onSubmit={submit} />
          </section>
          {answered && (
            <div className="inquire-results">
              <InquireSummary result={answered.result} provider={answered.query.provider} orderId={answered.query.orderId} />
              {notification && (
                <NotificationPanel
                  key={`${answered.query.provider}:${answered.query.orderId}`}
                  notification={notification}
                  send={() => sendNotification(answered.query)}
                />
              )}
              {answered.result.providerLogs && <ProviderLogsPanel logs={answered.result.providerLogs} />}
              <CheckoutLogsTable logs={answered.result.checkoutLogs} />
            </div>
          )}
        </>
      )}
    </>
  );
}

/** spec 1 §2 Inquire transaction: /inquire-transaction and /reports?type=inquire-transaction. */
export function InquireView() {
  const { t } = useTranslation();
  const { claims } = useSession();
  return (
    <div className="inquire-page">
      <PageHeader icon="pi-search" title={t('screens.inquireTransaction.title')} subtitle={t('inquire.subtitle')} />
      {claims && <InquireAccess key={claims._id} input={{ organisation: claims.organisation, userTypeId: claims.userTypeId }} />}
    </div>
  );
}
