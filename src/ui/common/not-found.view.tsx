import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePreviousLocations } from '../routing/location-history';
import { pathTo } from '../routing/paths';
import './pages.css';

/** spec 1 §2: /404 shows page not found, to visitors and signed-in users alike. */
export function NotFoundView({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [previous] = usePreviousLocations();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      {signedIn ? (
        <button
          type="button"
          className="p-button p-button-outlined"
          onClick={() => navigate(previous ? previous.pathname + previous.search : pathTo('dashboard'))}
        >
          <i className="pi pi-arrow-left flip-in-rtl" aria-hidden="true" />
          <span>{t('notFound.goBack')}</span>
        </button>
      ) : (
        <Link className="p-button" to={pathTo('login')}>
          {t('notFound.goToSignIn')}
        </Link>
      )}
    </section>
  );
}
