import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { SecondStepRequest } from '../../application/session/auth.port';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { LanguageSwitch } from '../common/language-switch';
import { errorMessageOf } from '../i18n/error-message';
import { loginToastLifeMs, useNotify } from '../kit/use-notify';
import { useSessionActor } from '../session/session-provider';
import { useSession } from '../session/use-session';
import { LoginForm } from './login.form';
import type { LoginFormValues } from './login-form-rules';
import { pathTo } from '../routing/paths';
import { Spinner } from '../kit/spinner';
import './login.css';
import { LineIcon } from '../common/line-icon';

const LoginSecondStep = lazy(() => import('./login-second-step').then((module) => ({ default: module.LoginSecondStep })));

export function LoginView() {
  const { t } = useTranslation();
  const { signIn, completeSignIn, warmUpSignIn } = useUseCases();
  const session = useSessionActor();
  const { notice } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  // docs/decisions/0036-second-factor.md: after the password, the code step (and first a set-up when required).
  const [secondStep, setSecondStep] = useState<SecondStepRequest | null>(null);
  const [recovery, setRecovery] = useState<{ token: string; codes: string[] } | null>(null);

  const enter = (token: string) => {
    session.send({ type: 'session.signedIn', token });
    void navigate(pathTo('dashboard'), { replace: true });
  };

  async function submit(values: LoginFormValues) {
    try {
      const answer = await signIn(values.userName, values.password);
      if (typeof answer === 'string') enter(answer);
      else setSecondStep(answer);
    } catch (problem) {
      // spec 1 §8 and §9: a failed sign-in shows a toast at top centre for 5 000 ms.
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('login.failedSummary'), lifeMs: loginToastLifeMs });
    }
  }

  async function submitCode(challenge: string, code: string): Promise<string | null> {
    try {
      const answer = await completeSignIn(challenge, code);
      if (answer.recoveryCodes.length > 0) setRecovery({ token: answer.token, codes: answer.recoveryCodes });
      else enter(answer.token);
      return null;
    } catch (problem) {
      const failure = asAppError(problem);
      // A used-up or expired challenge, or a lock: back to the password.
      if (failure.field !== 'code') {
        setSecondStep(null);
        notify.error(errorMessageOf(t, failure), { summary: t('login.failedSummary'), lifeMs: loginToastLifeMs });
        return null;
      }
      return errorMessageOf(t, failure);
    }
  }

  const card = (() => {
    if (recovery === null && secondStep === null) return <LoginForm onSubmit={submit} onIntent={warmUpSignIn} />;
    return (
      <Suspense fallback={<Spinner size={32} />}>
        {recovery !== null ? (
          <LoginSecondStep kind="recovery" codes={recovery.codes} onDone={() => enter(recovery.token)} />
        ) : (
          secondStep !== null && (
            <LoginSecondStep kind="step" step={secondStep} onCode={(code) => submitCode(secondStep.challenge, code)} onBack={() => setSecondStep(null)} />
          )
        )}
      </Suspense>
    );
  })();

  return (
    <div className="login-page">
      <aside className="login-brand">
        <div className="login-brand__mark">
          <span className="brand-mark brand-mark--large">{t('brand.name')}</span>
          <span className="login-brand__product">{t('brand.product')}</span>
        </div>
        <p className="login-brand__tagline">{t('brand.tagline')}</p>
        <ul className="login-brand__highlights">
          <li>
            <span className="login-brand__highlight-icon">
              <LineIcon name="wallet" />
            </span>{' '}
            {t('brand.highlights.collection')}
          </li>
          <li>
            <span className="login-brand__highlight-icon">
              <LineIcon name="send" />
            </span>{' '}
            {t('brand.highlights.payouts')}
          </li>
          <li>
            <span className="login-brand__highlight-icon">
              <LineIcon name="chart-line" />
            </span>{' '}
            {t('brand.highlights.settlements')}
          </li>
        </ul>
      </aside>
      <main className="login-panel">
        <div className="login-panel__language">
          <LanguageSwitch />
        </div>
        <div className="login-card">
          <h1>{t('login.title')}</h1>
          <p className="login-card__subtitle">{t('login.subtitle')}</p>
          <div className="login-card__alerts" aria-live="polite">
            {notice && (
              <p className="login-card__notice">
                <LineIcon name="exclamation-triangle" />
                {t(`login.sessionEnded.${notice}`)}
              </p>
            )}
          </div>
          {card}
        </div>
      </main>
    </div>
  );
}
