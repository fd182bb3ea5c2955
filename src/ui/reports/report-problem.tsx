import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../application/errors/app-error';
import { errorMessageOf } from '../i18n/error-message';

/** A failed report load: what went wrong and a way to try again. */
export function ReportProblem({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="report-problem" role="alert">
      <Message severity="error" text={`${t('reports.loadFailed')}: ${errorMessageOf(t, error)}`} />
      <Button type="button" label={t('reports.retry')} icon="pi pi-refresh" text onClick={onRetry} />
    </div>
  );
}
