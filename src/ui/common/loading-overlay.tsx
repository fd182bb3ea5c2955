import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../kit/spinner';
import { useUseCases } from '../../infrastructure/di/use-cases-context';

/** spec 1 §2: a global loading overlay shows whenever any tracked request is running. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const { requestActivity } = useUseCases();
  const pending = useSyncExternalStore(
    (listener) => requestActivity.subscribe(listener),
    () => requestActivity.pendingCount(),
  );
  if (pending === 0) return null;
  return (
    <div className="loading-overlay" role="status" aria-label={t('session.busy')}>
      <Spinner size={56} />
    </div>
  );
}
