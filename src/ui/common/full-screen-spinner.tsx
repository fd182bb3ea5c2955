import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

/** spec 1 §2: until the profile loads, a full-screen spinner shows. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <div className="brand-mark brand-mark--large" aria-hidden="true">
        {t('brand.name')}
      </div>
      <ProgressSpinner style={{ width: '48px', height: '48px' }} strokeWidth="4" aria-hidden="true" />
      <p>{t('session.loading')}</p>
    </div>
  );
}
