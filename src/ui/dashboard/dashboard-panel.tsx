import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelState } from './use-panel-data';

export interface DashboardPanelProps<T> {
  id: string;
  title: string;
  /** Filters shown beside the title. */
  tools?: ReactNode;
  state: PanelState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** One titled panel of the dashboard with its loading and failure states. */
export function DashboardPanel<T>({ id, title, tools, state, onRetry, children }: DashboardPanelProps<T>) {
  const { t } = useTranslation();
  return (
    <section className="dashboard-panel p-card" aria-labelledby={`${id}-title`}>
      <header className="dashboard-panel__header">
        <h2 id={`${id}-title`}>{title}</h2>
        {tools}
      </header>
      <div className="dashboard-panel__body" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <div className="dashboard-panel__loading" aria-hidden="true">
            <Skeleton height="1.5rem" />
            <Skeleton height="1.5rem" />
            <Skeleton height="1.5rem" width="70%" />
          </div>
        )}
        {state.status === 'failed' && (
          <div className="dashboard-panel__failed" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{t('dashboard.loadFailed')}</span>
            <Button type="button" label={t('dashboard.retry')} icon="pi pi-refresh" text size="small" onClick={onRetry} />
          </div>
        )}
        {state.status === 'ready' && children(state.data)}
      </div>
    </section>
  );
}
