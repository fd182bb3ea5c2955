import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from './session-provider';
import '../styles/prime-styles';

/** The profile could not be fetched for a reason other than the token (spec 1 §8: logged only). */
export function ProfileUnavailableView() {
  const { t } = useTranslation();
  const session = useSessionActor();
  return (
    <div className="full-screen-spinner" role="alert">
      <div className="brand-mark brand-mark--large" aria-hidden="true">
        {t('brand.name')}
      </div>
      <h1 className="profile-unavailable__title">{t('session.profileUnavailable')}</h1>
      <p>{t('session.profileUnavailableHint')}</p>
      <div className="profile-unavailable__actions">
        <Button label={t('session.retry')} icon="pi pi-refresh" onClick={() => session.send({ type: 'session.retry' })} />
        <Button label={t('topBar.signOut')} icon="pi pi-sign-out" outlined onClick={() => session.send({ type: 'session.signOut' })} />
      </div>
    </div>
  );
}
