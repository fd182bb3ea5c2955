import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../routing/paths';
import type { ViewId } from '../routing/route-table';
import './pages.css';

export interface ComingSoonProps {
  /** Its key under `screens` in the catalogues. */
  screen: ViewId;
  icon: string;
  /** Public pages (hosted checkout) have no dashboard to go back to. */
  public?: boolean;
}

/** A finished-looking stand-in for a screen later issues build. */
export function ComingSoonView({ screen, icon, public: isPublic = false }: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" aria-labelledby="screen-title">
      <div className="coming-soon__icon" aria-hidden="true">
        <i className={`pi ${icon}`} />
      </div>
      <span className="coming-soon__badge">{t('comingSoon.badge')}</span>
      <h1 id="screen-title">{t(`screens.${screen}.title`)}</h1>
      <p className="coming-soon__description">{t(`screens.${screen}.description`)}</p>
      <p className="coming-soon__body">{t('comingSoon.body')}</p>
      {isPublic ? (
        <p className="coming-soon__secured">
          <i className="pi pi-lock" aria-hidden="true" /> {t('comingSoon.securedBy')}
        </p>
      ) : (
        screen !== 'dashboard' && (
          <Link className="p-button p-button-outlined coming-soon__action" to={pathTo('dashboard')}>
            <i className="pi pi-home" aria-hidden="true" />
            <span>{t('comingSoon.backToDashboard')}</span>
          </Link>
        )
      )}
    </section>
  );
}
