import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../application/session/auth.port';
import type { TokenClaims } from '../../domain/session/token-claims';
import { LanguageSwitch } from '../common/language-switch';
import { ProfileMenu } from './profile-menu';
import { SettingsMenu } from './settings-menu';
import './top-bar.css';

interface TopBarProps {
  claims: TokenClaims | null;
  profile: UserProfile | null;
  narrow: boolean;
  onOpenNavigation: () => void;
}

export function TopBar({ claims, profile, narrow, onOpenNavigation }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      {narrow && (
        <>
          <Button icon="pi pi-bars" rounded text severity="secondary" aria-label={t('topBar.openNavigation')} onClick={onOpenNavigation} />
          <span className="brand-mark brand-mark--small" aria-hidden="true">
            {t('brand.name')}
          </span>
        </>
      )}
      {claims && !narrow && (
        <span className={`top-bar__organisation top-bar__organisation--${claims.organisation}`}>
          <i className={`pi ${claims.organisation === 'merchant' ? 'pi-briefcase' : 'pi-building'}`} aria-hidden="true" />
          {t(`topBar.organisation.${claims.organisation}`)}
          {profile?.userTypeName && <span className="top-bar__organisation-name">· {profile.userTypeName}</span>}
        </span>
      )}
      <div className="top-bar__actions">
        <LanguageSwitch className="language-switch--top-bar" />
        <SettingsMenu claims={claims} />
        <ProfileMenu profile={profile} narrow={narrow} />
      </div>
    </header>
  );
}
