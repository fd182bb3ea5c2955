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

/** What the card asks a code for, once the factor is on. */
type CodeStep = 'turn-off' | 'renew' | null;

/**
 * docs/decisions/0036-second-factor.md: every signed-in user (platform staff, merchant and carrier
 * users) sets up an authenticator app from the profile, replaces the recovery codes, and turns the
 * factor off (with a code of it) unless the server requires it, which it does of platform staff only.
 */
export function SecondFactorCard() {
  const { t } = useTranslation();
  const { secondFactor } = useUseCases();
  const notify = useNotify();
  const status = useRemoteData('second-factor', () => secondFactor.status());
  const [enrolment, setEnrolment] = useState<FactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [codeStep, setCodeStep] = useState<CodeStep>(null);
  if (status.data === undefined || status.data === null) return null;

  async function start() {
    try {
      setEnrolment(await secondFactor.start());
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)));
    }
  }

  /** Runs a code-checked change; a refusal (wrong code, too many) shows under the code field. */
  async function withCode(change: () => Promise<void>): Promise<string | null> {
    try {
      await change();
      return null;
    } catch (problem) {
      return errorMessageOf(t, asAppError(problem));
    }
  }

  const confirm = (code: string) =>
    withCode(async () => {
      const recoveryCodes = await secondFactor.confirm(code);
      setCodes(recoveryCodes);
      setEnrolment(null);
      status.update((current) => ({ ...current, enrolled: true, recoveryCodesLeft: recoveryCodes.length }));
      notify.success(t('secondFactor.done'));
    });

  const turnOff = (code: string) =>
    withCode(async () => {
      await secondFactor.turnOff(code);
      setCodes(null);
      setCodeStep(null);
      status.update((current) => ({ ...current, enrolled: false, recoveryCodesLeft: 0 }));
      notify.success(t('secondFactor.turnedOff'));
    });

  const renew = (code: string) =>
    withCode(async () => {
      const recoveryCodes = await secondFactor.renewRecoveryCodes(code);
      setCodes(recoveryCodes);
      setCodeStep(null);
      status.update((current) => ({ ...current, recoveryCodesLeft: recoveryCodes.length }));
      notify.success(t('secondFactor.renewed'));
    });

  const { enrolled, required } = status.data;
  return (
    <section className="kit-card profile-card" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="profile-card__title">
        <i className="pi pi-shield" aria-hidden="true" /> {t('secondFactor.profileTitle')}
      </h2>
      <p className="profile-card__note">{t('secondFactor.profileSubtitle')}</p>
      <Message
        severity={enrolled ? 'success' : required ? 'warn' : 'info'}
        text={t(enrolled ? 'secondFactor.enrolled' : required ? 'secondFactor.required' : 'secondFactor.notEnrolled')}
      />
      {enrolled && codes === null && <p>{t('secondFactor.recoveryLeft', { count: status.data.recoveryCodesLeft })}</p>}
      {enrolled && required && <p className="profile-card__note">{t('secondFactor.requiredKeep')}</p>}
      {codes !== null && <RecoveryCodesPanel codes={codes} />}
      {enrolled && codeStep === null && (
        <div className="profile-card__actions">
          <Button type="button" label={t('secondFactor.renewStart')} icon="pi pi-refresh" outlined onClick={() => setCodeStep('renew')} />
          {!required && (
            <Button
              type="button"
              label={t('secondFactor.turnOffStart')}
              icon="pi pi-power-off"
              severity="danger"
              outlined
              onClick={() => setCodeStep('turn-off')}
            />
          )}
        </div>
      )}
      {enrolled && codeStep !== null && (
        <>
          <p>{t(codeStep === 'turn-off' ? 'secondFactor.turnOffNote' : 'secondFactor.renewNote')}</p>
          <FactorCodeForm
            key={codeStep}
            allowRecovery
            submitLabel={t(codeStep === 'turn-off' ? 'secondFactor.turnOff' : 'secondFactor.renew')}
            onCode={codeStep === 'turn-off' ? turnOff : renew}
          />
          <Button type="button" label={t('secondFactor.cancel')} text onClick={() => setCodeStep(null)} />
        </>
      )}
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
