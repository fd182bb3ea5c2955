import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../application/errors/app-error';
import type { FactorEnrolment } from '../../application/session/auth.port';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { FactorCodeForm, FactorEnrolmentPanel, RecoveryCodesPanel } from '../common/second-factor-pieces';
import { errorMessageOf } from '../i18n/error-message';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useSession } from '../session/use-session';

/** docs/decisions.md "Second factor": platform staff set up an authenticator app from their profile. */
export function SecondFactorCard() {
  const { t } = useTranslation();
  const { secondFactor } = useUseCases();
  const { claims } = useSession();
  const notify = useNotify();
  const status = useRemoteData('second-factor', () => secondFactor.status());
  const [enrolment, setEnrolment] = useState<FactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  if (claims?.organisation !== 'platform' || status.data === undefined || status.data === null) return null;

  async function start() {
    try {
      setEnrolment(await secondFactor.start());
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)));
    }
  }

  async function confirm(code: string): Promise<string | null> {
    try {
      setCodes(await secondFactor.confirm(code));
      setEnrolment(null);
      notify.success(t('secondFactor.done'));
      return null;
    } catch (problem) {
      return errorMessageOf(t, asAppError(problem));
    }
  }

  const enrolled = status.data.enrolled || codes !== null;
  return (
    <section className="kit-card profile-card" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="profile-card__title">
        <i className="pi pi-shield" aria-hidden="true" /> {t('secondFactor.profileTitle')}
      </h2>
      <p className="profile-card__note">{t('secondFactor.profileSubtitle')}</p>
      <Message severity={enrolled ? 'success' : status.data.required ? 'warn' : 'info'} text={t(enrolled ? 'secondFactor.enrolled' : status.data.required ? 'secondFactor.required' : 'secondFactor.notEnrolled')} />
      {enrolled && codes === null && <p>{t('secondFactor.recoveryLeft', { count: status.data.recoveryCodesLeft })}</p>}
      {codes !== null && <RecoveryCodesPanel codes={codes} />}
      {!enrolled && enrolment === null && (
        <div className="profile-card__actions">
          <Button type="button" label={t('secondFactor.start')} icon="pi pi-mobile" onClick={() => void start()} />
        </div>
      )}
      {!enrolled && enrolment !== null && (
        <>
          <FactorEnrolmentPanel enrolment={enrolment} />
          <FactorCodeForm allowRecovery={false} submitLabel={t('secondFactor.confirm')} onCode={confirm} />
        </>
      )}
    </section>
  );
}
