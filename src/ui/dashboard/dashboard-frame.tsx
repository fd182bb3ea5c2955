import { useTranslation } from 'react-i18next';
import { CountCards } from './count-cards';

/** A panel's loading look: the theme's skeleton lines, drawn without loading PrimeReact's component. */
export function PanelLoading() {
  return (
    <div className="dashboard-panel__loading" aria-hidden="true">
      <div className="p-skeleton p-component" style={{ height: '1.5rem' }} />
      <div className="p-skeleton p-component" style={{ height: '1.5rem' }} />
      <div className="p-skeleton p-component" style={{ height: '1.5rem', width: '70%' }} />
    </div>
  );
}

function PanelFrame({ id, title }: { id: string; title: string }) {
  return (
    <section className="dashboard-panel p-card" aria-labelledby={`${id}-title`}>
      <header className="dashboard-panel__header">
        <h2 id={`${id}-title`}>{title}</h2>
      </header>
      <div className="dashboard-panel__body" aria-busy="true">
        <PanelLoading />
      </div>
    </section>
  );
}

/**
 * The dashboard's panels as they look while their code and figures load (dashboard-panels.tsx): the
 * count cards without numbers and each panel's title over its loading lines, in the same grid
 * (docs/decisions/0053-dashboard-first-heading.md).
 */
export function DashboardFrame({ platform }: { platform: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <CountCards platform={platform} cards={null} />
      <div className="dashboard-grid">
        <PanelFrame id="services-share" title={t('dashboard.servicesShare.title')} />
        <PanelFrame id="revenue-share" title={t('dashboard.revenueShare.title')} />
      </div>
      <div className="dashboard-billing">
        <div className="dashboard-grid">
          <PanelFrame id="billing-status" title={t('dashboard.billing.statusTitle')} />
          <PanelFrame id="billing-failed" title={t('dashboard.billing.failedTitle')} />
        </div>
      </div>
    </>
  );
}

/** The inquire switch's box while the dashboard area loads: its label, no control yet. */
export function InquireSwitchFrame() {
  const { t } = useTranslation();
  return (
    <div className="inquire-switch" aria-hidden="true">
      <span className="inquire-switch__text">
        <strong>{t('dashboard.inquire.label')}</strong>
        <small>&nbsp;</small>
      </span>
    </div>
  );
}
