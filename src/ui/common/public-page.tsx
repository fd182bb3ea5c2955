import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoonView } from './coming-soon.view';
import type { ScreenId } from '../routing/route-table';
import { FullScreenSpinner } from './full-screen-spinner';
import './pages.css';
// Outside the shell, so its icon font comes with the page (the first load carries none).
import 'primeicons/primeicons.css';

/** spec 3 §2: hosted checkout and return pages are public, without the portal's shell. */
export function PublicPage({ screen, icon }: { screen: ScreenId; icon: string }) {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-page__header">
        <span className="brand-mark" aria-hidden="true">
          {t('brand.name')}
        </span>
        <span className="public-page__product">{t('brand.product')}</span>
      </header>
      <main className="public-page__card">
        <Suspense fallback={<FullScreenSpinner />}>
          <ComingSoonView screen={screen} icon={icon} public />
        </Suspense>
      </main>
    </div>
  );
}
