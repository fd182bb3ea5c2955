import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { LanguageSwitch } from '../common/language-switch';
import { errorMessageOf } from '../i18n/error-message';
import { loginToastLifeMs, useNotify } from '../kit/use-notify';
import { useSessionActor } from '../session/session-provider';
import { useSession } from '../session/use-session';
import { LoginForm } from './login.form';
import type { LoginFormValues } from './login.schema';
import './login.css';
import { pathTo } from '../routing/paths';

export function LoginView() {
  const { t } = useTranslation();
  const { signIn } = useUseCases();
  const session = useSessionActor();
  const { notice } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();

  async function submit(values: LoginFormValues) {
    try {
      const token = await signIn(values.userName, values.password);
      session.send({ type: 'session.signedIn', token });
      void navigate(pathTo('dashboard'), { replace: true });
    } catch (problem) {
      // spec 1 §8 and §9: a failed sign-in shows a toast at top centre for 5 000 ms.
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('login.failedSummary'), lifeMs: loginToastLifeMs });
    }
  }

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
            <i className="pi pi-wallet" aria-hidden="true" /> {t('brand.highlights.collection')}
          </li>
          <li>
            <i className="pi pi-send" aria-hidden="true" /> {t('brand.highlights.payouts')}
          </li>
          <li>
            <i className="pi pi-chart-line" aria-hidden="true" /> {t('brand.highlights.settlements')}
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
            {notice && <Message severity="warn" text={t(`login.sessionEnded.${notice}`)} className="login-card__notice" />}
          </div>
          <LoginForm onSubmit={submit} />
        </div>
      </main>
    </div>
  );
}
