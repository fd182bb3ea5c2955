import { useTranslation } from 'react-i18next';
import { Spinner } from '../kit/spinner';

/** spec 1 §2: until the profile loads, a full-screen spinner shows. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <div className="brand-mark brand-mark--large" aria-hidden="true">
        {t('brand.name')}
      </div>
      <Spinner size={48} />
      <p>{t('session.loading')}</p>
    </div>
  );
}
