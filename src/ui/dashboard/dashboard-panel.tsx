import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteData } from '../kit/use-remote-data';

export interface DashboardPanelProps<T> {
  id: string;
  title: string;
  /** Filters shown beside the title. */
  tools?: ReactNode;
  data: RemoteData<T>;
  children: (data: T) => ReactNode;
}

/** One titled panel of the dashboard with its loading and failure states. */
export function DashboardPanel<T>({ id, title, tools, data, children }: DashboardPanelProps<T>) {
  const { t } = useTranslation();
  // A panel that has figures keeps them while newer ones load.
  const status = data.error ? 'failed' : data.data === undefined ? 'loading' : 'ready';
  return (
    <section className="dashboard-panel p-card" aria-labelledby={`${id}-title`}>
      <header className="dashboard-panel__header">
        <h2 id={`${id}-title`}>{title}</h2>
        {tools}
      </header>
      <div className="dashboard-panel__body" aria-busy={data.loading}>
        {status === 'loading' && (
          <div className="dashboard-panel__loading" aria-hidden="true">
            <Skeleton height="1.5rem" />
            <Skeleton height="1.5rem" />
            <Skeleton height="1.5rem" width="70%" />
          </div>
        )}
        {status === 'failed' && (
          <div className="dashboard-panel__failed" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{t('dashboard.loadFailed')}</span>
            <Button type="button" label={t('dashboard.retry')} icon="pi pi-refresh" text size="small" onClick={data.reload} />
          </div>
        )}
        {status === 'ready' && data.data !== undefined && children(data.data)}
      </div>
    </section>
  );
}
